import type { Field, GlobalConfig } from 'payload'

import { anyone, contentEditors } from '@/access'
import { editorialFields } from '@/editorial/fields'
import { revalidateGlobalAfterChange } from '@/hooks/revalidateSite'
import { hiddenFromNonEditors } from '@/access/roles'

/** Per-language stamps and author (src/editorial/fields.ts), for the translation status. */
const withEditorial = (fields: Field[]): Field[] => [...fields, ...editorialFields(fields)]

export const AboutPage: GlobalConfig = {
  slug: 'about-page',
  label: 'Page « À propos »',
  admin: { group: 'Pages', hidden: hiddenFromNonEditors },
  access: { read: anyone, update: contentEditors },
  hooks: { afterChange: [revalidateGlobalAfterChange] },
  fields: withEditorial([
    { name: 'title', type: 'text', label: 'Titre', localized: true, required: true },
    { name: 'intro', type: 'textarea', label: 'Introduction', localized: true, required: true },
    {
      name: 'sections',
      type: 'array',
      label: 'Sections',
      localized: true,
      fields: [
        { name: 'heading', type: 'text', label: 'Intertitre', required: true },
        { name: 'body', type: 'textarea', label: 'Texte (paragraphes séparés par une ligne vide)', required: true },
      ],
    },
  ]),
}
