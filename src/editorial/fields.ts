/**
 * Who changed a document last, and when each language's text last changed: set by the server
 * on every save (whatever a client sends), readable by staff only. Versions keep them, so
 * each version records its author and the state of each language.
 */
import type { Field, FieldHook } from 'payload'

import { staffOnlyField } from '@/access/staffOnly'

import { localizedKeys, textChanged } from './changes'

/** The missing-language warning at the top of the sidebar (src/admin/LanguageWarning.tsx). */
export const languageWarningField: Field = {
  name: 'languageWarning',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '/admin/LanguageWarning#LanguageWarning' } },
}

export function editorialFields(contentFields: Field[]): Field[] {
  const keys = localizedKeys(contentFields)
  const stampText: FieldHook = ({ data, originalDoc, operation, value }) => {
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
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
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
