/**
 * Major and minor changes (GOV.UK's "change notes"): publishing a guide asks whether the change
 * matters to citizens. A major change moves the public "Mise à jour" date to today and adds its
 * note to the page's public change history, in the language being published; a minor one
 * (a typo, a layout fix) changes neither. The first publication in a language is recorded as a
 * change, so that the history and the feeds start with it.
 *
 * The choice is asked of people (the admin and REST clients, `req.payloadAPI === 'REST'`); the
 * server's own saves (seeding, scheduled publishing of a draft saved without a choice) count as
 * minor unless they say otherwise.
 */
import type { CollectionBeforeChangeHook, Field, PayloadRequest } from 'payload'

import { staffOnlyField } from '@/access/staffOnly'

export const CHANGE_NOTE_MAX_LENGTH = 300
export const HISTORY_MAX_ENTRIES = 100

export const firstPublicationNote = { fr: 'Première publication.', mg: 'Famoahana voalohany.' } as const
const localUpdateNote = { fr: 'Mise à jour du contenu.', mg: 'Fanavaozana ny votoaty.' } as const

const messages = {
  fr: {
    kind: 'Indiquez si la modification est importante pour les usagers avant de publier.',
    note: 'Décrivez la modification pour les usagers (elle sera affichée dans l’historique de la page).',
  },
  mg: {
    kind: 'Lazao raha zava-dehibe ho an’ny mpampiasa ny fanovana alohan’ny hamoahana azy.',
    note: 'Lazalazao ho an’ny mpampiasa ny fanovana (hiseho ao amin’ny tantaran’ny pejy izany).',
  },
}

function messagesFor(req: { i18n?: { language?: string } } | undefined) {
  return messages[req?.i18n?.language === 'mg' ? 'mg' : 'fr']
}

export type ChangeEntry = { at: string; note: string }

/** Sidebar fields: the choice and the note (staff only, cleared once published) and the public history. */
export function changeFields(): Field[] {
  return [
    {
      name: 'changeKind',
      type: 'radio',
      label: { fr: 'Cette modification est-elle importante pour les usagers ?', mg: 'Zava-dehibe ho an’ny mpampiasa ve ity fanovana ity?' },
      options: [
        { value: 'major', label: { fr: 'Oui : montant, délai, document, lieu, démarche… (date « Mise à jour » et historique public)', mg: 'Eny: sarany, faharetany, antontan-taratasy, toerana… (daty « Nohavaozina » sy tantara ho an’ny besinimaro)' } },
        { value: 'minor', label: { fr: 'Non : correction, reformulation, mise en forme', mg: 'Tsia: fanitsiana, fanovana fomba fiteny, endrika' } },
      ],
      access: { read: staffOnlyField },
      // The question is asked by Payload's own validation (field errors in the form and the API),
      // from the flags recordChange leaves on the request.
      validate: ((_value: unknown, { req }: { req?: PayloadRequest }) => (req?.context?.changeKindMissing ? messagesFor(req).kind : true)) as never,
      admin: { position: 'sidebar', description: { fr: 'Demandé à chaque publication.', mg: 'Anontaniana isaky ny famoahana.' } },
    },
    {
      name: 'changeNote',
      type: 'textarea',
      localized: true,
      maxLength: CHANGE_NOTE_MAX_LENGTH,
      label: { fr: 'Note de modification (publique)', mg: 'Fanamarihana momba ny fanovana (ho an’ny besinimaro)' },
      access: { read: staffOnlyField },
      validate: ((_value: unknown, { req }: { req?: PayloadRequest }) => (req?.context?.changeNoteMissing ? messagesFor(req).note : true)) as never,
      admin: {
        position: 'sidebar',
        condition: (_, siblingData) => siblingData?.changeKind === 'major',
        description: { fr: 'Par exemple : « Le montant du timbre passe à 10 000 Ar. »', mg: 'Ohatra: « Lasa 10 000 Ar ny hajia. »' },
      },
    },
    {
      name: 'changeHistory',
      type: 'array',
      localized: true,
      maxRows: HISTORY_MAX_ENTRIES,
      label: { fr: 'Historique public des modifications', mg: 'Tantaran’ny fanovana ho an’ny besinimaro' },
      labels: { singular: { fr: 'Modification', mg: 'Fanovana' }, plural: { fr: 'Modifications', mg: 'Fanovana' } },
      admin: { readOnly: true, initCollapsed: true, position: 'sidebar' },
      fields: [
        { name: 'at', type: 'date', required: true, label: { fr: 'Date', mg: 'Daty' } },
        { name: 'note', type: 'textarea', required: true, label: { fr: 'Note', mg: 'Fanamarihana' } },
      ],
    },
  ]
}

type ChangeData = {
  _status?: string | null
  changeKind?: 'major' | 'minor' | null
  changeNote?: string | null
  changeHistory?: { at: string; note: string; id?: string | null }[] | null
  lastReviewed?: string | null
}

/** Today in Madagascar (UTC+3) as a date-only value (12:00 UTC, as Payload stores day dates). */
export function madagascarDay(now: Date): string {
  const local = new Date(now.getTime() + 3 * 60 * 60 * 1000)
  return `${local.toISOString().slice(0, 10)}T12:00:00.000Z`
}

/** Collection hook: records a published major change, asks people for the choice. */
export function recordChange(now: () => Date = () => new Date()): CollectionBeforeChangeHook {
  return ({ data, originalDoc, req }) => {
    const next = data as ChangeData
    // The history is the server's: never taken from the request, drafts included.
    const history = ((originalDoc as ChangeData | undefined)?.changeHistory ?? []).map(({ at, note }) => ({ at, note }))
    next.changeHistory = history
    if (next._status !== 'published') return next
    const lang = req.locale === 'mg' ? 'mg' : 'fr'
    const byPerson = req.payloadAPI === 'REST'
    const note = next.changeNote?.trim()
    let kind = next.changeKind ?? null
    if (!kind && history.length === 0) kind = 'major'
    if (!kind) {
      // Refused by the field's validation, which runs next (nothing is saved).
      if (byPerson) {
        req.context.changeKindMissing = true
        return next
      }
      kind = 'minor'
    }
    if (kind === 'major') {
      if (!note && history.length > 0 && byPerson) {
        req.context.changeNoteMissing = true
        return next
      }
      const at = now()
      const entry = { at: at.toISOString(), note: note || (history.length === 0 ? firstPublicationNote[lang] : localUpdateNote[lang]) }
      next.changeHistory = [entry, ...history].slice(0, HISTORY_MAX_ENTRIES)
      // The first publication keeps the date the editor gave; a later major change is today's news.
      if (history.length > 0) next.lastReviewed = madagascarDay(at)
    }
    // Asked again at the next publication.
    next.changeKind = null
    next.changeNote = null
    return next
  }
}
