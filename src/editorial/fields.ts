/**
 * Who changed a document last, and when each language's text last changed: set by the server
 * on every save (whatever a client sends), readable by staff only. Versions keep them, so
 * each version records its author and the state of each language.
 */
import type { Field, FieldHook } from 'payload'

import { staffOnlyField } from '@/access/staffOnly'
import { dateAndTime } from '@/admin/dateFields'

import { localizedKeys, textChanged } from './changes'

/** The missing-language warning at the top of the sidebar (src/admin/LanguageWarning.tsx). */
export const languageWarningField: Field = {
  name: 'languageWarning',
  type: 'ui',
  // Named in the list's column picker (without it Payload showed « Language Warning », in English).
  label: { fr: 'Avertissement sur les langues', mg: 'Fanamarihana momba ny fiteny' },
  admin: { position: 'sidebar', components: { Field: '/admin/LanguageWarning#LanguageWarning' } },
}

/**
 * A restore brings back every language's text at once: each language is stamped now, minus how
 * far it was behind the most recent language in the restored version, so that "Malagasy older
 * than French" is raised after a restore exactly when it was true of that version.
 */
export function shiftedStamps(stamps: Record<string, string | null | undefined>, now: Date): Record<string, string> {
  const times = Object.entries(stamps).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !Number.isNaN(Date.parse(entry[1])))
  if (times.length === 0) return {}
  const latest = Math.max(...times.map(([, at]) => Date.parse(at)))
  return Object.fromEntries(times.map(([locale, at]) => [locale, new Date(now.getTime() - (latest - Date.parse(at))).toISOString()]))
}

function restoredStamps(locale: string | undefined, withLocales: Record<string, unknown> | undefined, value: unknown): unknown {
  const stamps = withLocales?.contentUpdatedAt
  if (!withLocales || !stamps || typeof stamps !== 'object') return value
  const shifted = shiftedStamps(stamps as Record<string, string | null>, new Date())
  withLocales.contentUpdatedAt = { ...(stamps as object), ...shifted }
  return (locale && shifted[locale]) ?? value
}

export function editorialFields(contentFields: Field[]): Field[] {
  const keys = localizedKeys(contentFields)
  const stampText: FieldHook = ({ data, originalDoc, operation, value, req, siblingDocWithLocales }) => {
    if (req.context?.isRestoringVersion) return restoredStamps(req.locale, siblingDocWithLocales as Record<string, unknown> | undefined, value)
    if (operation === 'create' || textChanged(keys, (data ?? {}) as Record<string, unknown>, originalDoc as Record<string, unknown> | undefined)) return new Date().toISOString()
    return (originalDoc as { contentUpdatedAt?: string } | undefined)?.contentUpdatedAt ?? value ?? null
  }
  const stampAuthor: FieldHook = ({ req, originalDoc, value }) => {
    if (req.user && req.user.collection === 'users') return req.user.id
    const before = (originalDoc as { lastModifiedBy?: number | { id: number } | null } | undefined)?.lastModifiedBy
    return (typeof before === 'object' && before ? before.id : before) ?? value ?? null
  }
  return [
    {
      name: 'contentUpdatedAt',
      type: 'date',
      localized: true,
      label: { fr: 'Texte modifié le (cette langue)', mg: 'Daty nanovana ny soratra (amin’ity fiteny ity)' },
      access: { read: staffOnlyField },
      hooks: { beforeChange: [stampText] },
      admin: { readOnly: true, position: 'sidebar', date: dateAndTime },
    },
    {
      name: 'lastModifiedBy',
      type: 'relationship',
      relationTo: 'users',
      label: { fr: 'Dernière modification par', mg: 'Nanova farany' },
      access: { read: staffOnlyField },
      hooks: { beforeChange: [stampAuthor] },
      admin: { readOnly: true, position: 'sidebar' },
    },
  ]
}
