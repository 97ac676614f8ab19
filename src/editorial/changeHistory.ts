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
import { isolateObjectProperty, type CollectionBeforeChangeHook, type Field, type FieldHook, type PayloadRequest } from 'payload'

import { staffOnlyField } from '@/access/staffOnly'
import { adminLanguage } from '@/fields/adminLanguage'

export const CHANGE_NOTE_MAX_LENGTH = 300
export const HISTORY_MAX_ENTRIES = 100

export const firstPublicationNote = { fr: 'Première publication.', mg: 'Famoahana voalohany.' } as const
const localUpdateNote = { fr: 'Mise à jour du contenu.', mg: 'Fanavaozana ny votoaty.' } as const

const messages = {
  fr: {
    kind: 'Indiquez si la modification est importante pour les usagers avant de publier.',
    note: 'Décrivez la modification pour les usagers (elle sera affichée dans l’historique de la page).',
    added: 'On n’ajoute pas une entrée à l’historique à la main : publiez en répondant « Oui » à la question « modification importante » et écrivez la note. Ici, vous pouvez seulement corriger ou retirer une note existante.',
    emptyNote: 'Une note de l’historique ne peut pas être vide : corrigez son texte, ou retirez l’entrée avec le bouton « Supprimer ».',
    tooLong: `Une note de l’historique fait au plus ${CHANGE_NOTE_MAX_LENGTH} caractères.`,
  },
  mg: {
    kind: 'Lazao raha zava-dehibe ho an’ny mpampiasa ny fanovana alohan’ny hamoahana azy.',
    note: 'Lazalazao ho an’ny mpampiasa ny fanovana (hiseho ao amin’ny tantaran’ny pejy izany).',
    added: 'Tsy ampiana tanana ny tantaran’ny fanovana: avoahy ny pejy ary valio hoe « Eny » ilay fanontaniana « fanovana zava-dehibe » ary soraty ny fanamarihana. Eto dia fanamarihana efa misy ihany no azo ahitsy na esorina.',
    emptyNote: 'Tsy azo atao foana ny fanamarihana ao amin’ny tantara: ahitsio ny soratra, na esory amin’ny bokotra « Fafana » ilay andalana.',
    tooLong: `${CHANGE_NOTE_MAX_LENGTH} litera farafahabetsany ny fanamarihana ao amin’ny tantara.`,
  },
}

function messagesFor(req: { i18n?: { language?: string } } | undefined) {
  return messages[adminLanguage(req)]
}

export type ChangeEntry = { at: string; note: string }

/** Sidebar fields: the choice and the note (staff only, cleared once published) and the public history. */
export function changeFields(): Field[] {
  return [
    {
      name: 'changeKind',
      type: 'radio',
      label: { fr: 'Avant de publier : modification importante ?', mg: 'Alohan’ny hamoahana: fanovana lehibe ve?' },
      options: [
        { value: 'major', label: { fr: 'Oui (montant, délai, pièce, lieu…)', mg: 'Eny (sarany, faharetany, taratasy, toerana…)' } },
        { value: 'minor', label: { fr: 'Non (correction, mise en forme)', mg: 'Tsia (fanitsiana, endrika)' } },
      ],
      access: { read: staffOnlyField },
      // The question is asked by Payload's own validation (field errors in the form and the API),
      // from the flags recordChange leaves on the request.
      validate: ((_value: unknown, { req }: { req?: PayloadRequest }) => (req?.context?.changeKindMissing ? messagesFor(req).kind : true)) as never,
      admin: {
        position: 'sidebar',
        description: {
          fr: 'Demandé à chaque publication. « Oui » avance la date « Mise à jour » et ajoute votre note à l’historique public de la page ; « Non » ne change ni l’un ni l’autre.',
          mg: 'Anontaniana isaky ny famoahana. « Eny »: havaozina ny daty « Nohavaozina » ary hiditra ao amin’ny tantaran’ny pejy ny fanamarihanao; « Tsia »: tsy miova ireo.',
        },
      },
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
      // Editors and administrators correct a wrong note or withdraw it (kept in the audit log);
      // entries are added only by publishing a major change.
      access: { update: ({ req }) => mayCorrect(req) },
      hooks: { beforeChange: [keepOtherLanguagesOnRestore] },
      validate: ((_value: unknown, { req }: { req?: PayloadRequest }) => {
        const problem = req?.context?.historyProblem as 'added' | 'emptyNote' | 'tooLong' | undefined
        return problem ? messagesFor(req)[problem] : true
      }) as never,
      admin: {
        initCollapsed: true,
        position: 'sidebar',
        isSortable: false,
        description: {
          fr: 'Affiché sur la page. Pour corriger une note erronée, modifiez son texte ; pour la retirer, supprimez la ligne ; puis publiez (modification non importante). La correction est gardée dans le journal des actions.',
          mg: 'Aseho eo amin’ny pejy. Raha hanitsy fanamarihana diso, ovay ny soratra; raha hanala azy, fafao ny andalana; avy eo avoahy (fanovana tsy zava-dehibe). Voatahiry ao amin’ny diarin’ny asa natao ny fanitsiana.',
        },
      },
      fields: [
        { name: 'at', type: 'date', required: true, label: { fr: 'Date', mg: 'Daty' }, admin: { readOnly: true, date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } } },
        { name: 'note', type: 'textarea', required: true, maxLength: CHANGE_NOTE_MAX_LENGTH, label: { fr: 'Note', mg: 'Fanamarihana' } },
      ],
    },
  ]
}

type HistoryRow = { at: string; note: string; id?: string | null }

type ChangeData = {
  id?: number | string
  _status?: string | null
  changeKind?: 'major' | 'minor' | null
  changeNote?: string | null
  changeHistory?: HistoryRow[] | null
  lastReviewed?: string | null
}

/** A correction of the public history, for the audit log (src/editorial/audit.ts). */
export type HistoryCorrection = { kind: 'noteCorrected' | 'noteWithdrawn'; lang: 'fr' | 'mg'; at: string; before: string; after?: string }

/** Today in Madagascar (UTC+3) as a date-only value (12:00 UTC, as Payload stores day dates). */
export function madagascarDay(now: Date): string {
  const local = new Date(now.getTime() + 3 * 60 * 60 * 1000)
  return `${local.toISOString().slice(0, 10)}T12:00:00.000Z`
}

const keepRow = ({ id, at, note }: HistoryRow): HistoryRow => (id ? { id, at, note } : { at, note })

type CorrectionOutcome = { history: HistoryRow[]; corrections: HistoryCorrection[]; problem?: 'added' | 'emptyNote' | 'tooLong' }

/**
 * Editors may correct or withdraw a public note (matched by its row id); they can neither add an
 * entry nor change its date: entries come only from publishing a major change.
 */
export function applyCorrections(history: HistoryRow[], incoming: HistoryRow[] | null | undefined, lang: 'fr' | 'mg'): CorrectionOutcome {
  if (!Array.isArray(incoming)) return { history, corrections: [] }
  const byId = new Map(incoming.filter((row) => row?.id).map((row) => [row.id, row]))
  const known = new Set(history.map((row) => row.id).filter(Boolean))
  if (incoming.some((row) => !row?.id || !known.has(row.id))) return { history, corrections: [], problem: 'added' }
  const corrections: HistoryCorrection[] = []
  const next: HistoryRow[] = []
  for (const row of history) {
    const sent = row.id ? byId.get(row.id) : undefined
    if (!row.id) {
      next.push(row)
    } else if (!sent) {
      corrections.push({ kind: 'noteWithdrawn', lang, at: row.at, before: row.note })
    } else {
      const note = typeof sent.note === 'string' ? sent.note.trim() : ''
      if (!note) return { history, corrections: [], problem: 'emptyNote' }
      if (note.length > CHANGE_NOTE_MAX_LENGTH) return { history, corrections: [], problem: 'tooLong' }
      if (note !== row.note) corrections.push({ kind: 'noteCorrected', lang, at: row.at, before: row.note, after: note })
      next.push({ ...row, note })
    }
  }
  return { history: next, corrections }
}

/** Whether this person may correct the public history (editors and administrators). */
function mayCorrect(req: PayloadRequest): boolean {
  const user = req.user as { collection?: string; roles?: string[] } | null | undefined
  return user?.collection === 'users' && Boolean(user.roles?.some((role) => role === 'admin' || role === 'editor'))
}

/**
 * Restoring a version brings back its content, not its history: the public history (in every
 * language) and the "Mise à jour" date stay as they are now, and the restore counts as a minor
 * change. The current history of each language is read here and put back by the field's hook.
 */
async function keepHistoryOnRestore(next: ChangeData, original: ChangeData | undefined, history: HistoryRow[], req: PayloadRequest, collection: string): Promise<ChangeData> {
  next.changeHistory = history
  if (original?.lastReviewed) next.lastReviewed = original.lastReviewed
  next.changeKind = null
  next.changeNote = null
  if (original?.id !== undefined) {
    const current = await req.payload.findByID({ collection: collection as never, id: original.id, locale: 'all', depth: 0, overrideAccess: true, req: isolateObjectProperty(req, ['locale', 'fallbackLocale']), select: { changeHistory: true } as never }).catch(() => null)
    req.context.historyOnRestore = (current as { changeHistory?: Record<string, HistoryRow[] | null> } | null)?.changeHistory ?? {}
  }
  return next
}

/** Field hook of `changeHistory`: on a restore, the other languages keep their current history too. */
export const keepOtherLanguagesOnRestore: FieldHook = ({ req, siblingDocWithLocales, value }) => {
  const kept = req.context?.historyOnRestore as Record<string, HistoryRow[] | null> | undefined
  if (!req.context?.isRestoringVersion || !kept || !siblingDocWithLocales) return value
  const withLocales = siblingDocWithLocales as Record<string, unknown>
  const byLocale = (withLocales.changeHistory && typeof withLocales.changeHistory === 'object' && !Array.isArray(withLocales.changeHistory) ? withLocales.changeHistory : {}) as Record<string, unknown>
  for (const locale of ['fr', 'mg']) {
    if (locale !== req.locale) byLocale[locale] = (kept[locale] ?? []).map(keepRow)
  }
  withLocales.changeHistory = byLocale
  return value
}

/** Collection hook: records a published major change, asks people for the choice. */
export function recordChange(now: () => Date = () => new Date()): CollectionBeforeChangeHook {
  return ({ data, originalDoc, req, collection }) => {
    const next = data as ChangeData
    const original = originalDoc as ChangeData | undefined
    const lang = req.locale === 'mg' ? 'mg' : 'fr'
    // Flags of an earlier operation that shared this context (scripts and tests pass one object).
    delete req.context.historyProblem
    delete req.context.historyCorrections
    delete req.context.changeKindMissing
    delete req.context.changeNoteMissing
    delete req.context.majorChange
    // The history is the server's: taken from the request only as an editor's correction of an
    // existing note (or its withdrawal), never as a new entry, drafts included.
    let history = (original?.changeHistory ?? []).map(keepRow)
    if (req.context?.isRestoringVersion) return keepHistoryOnRestore(next, original, history, req, collection.slug)
    if (mayCorrect(req)) {
      const outcome = applyCorrections(history, next.changeHistory, lang)
      if (outcome.problem) {
        // Refused by the field's validation, which runs next (nothing is saved).
        req.context.historyProblem = outcome.problem
      } else if (outcome.corrections.length > 0) {
        history = outcome.history
        req.context.historyCorrections = outcome.corrections
      }
    }
    next.changeHistory = history
    if (next._status !== 'published') return next
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
      // The first publication keeps the date the editor gave; a later major change is today's news,
      // and goes to the guide's followers (src/alerts/guides.ts).
      if (history.length > 0) {
        next.lastReviewed = madagascarDay(at)
        req.context.majorChange = { lang, note: entry.note, at: entry.at }
      }
    }
    // Asked again at the next publication.
    next.changeKind = null
    next.changeNote = null
    return next
  }
}
