import type { Field, GlobalConfig } from 'payload'

import { anyone, contentEditors } from '@/access'
import { editorialFields } from '@/editorial/fields'
import { pagesGroup } from '@/fields/groups'
import { revalidateGlobalAfterChange } from '@/hooks/revalidateSite'
import { hiddenFromNonEditors } from '@/access/roles'

/** Per-language stamps and author (src/editorial/fields.ts), for the translation status. */
const withEditorial = (fields: Field[]): Field[] => [...fields, ...editorialFields(fields)]

export const AboutPage: GlobalConfig = {
  slug: 'about-page',
  label: { fr: 'Page « À propos »', mg: 'Pejy « Mombamomba »' },
  admin: { group: pagesGroup, hidden: hiddenFromNonEditors },
  access: { read: anyone, update: contentEditors },
  hooks: { afterChange: [revalidateGlobalAfterChange] },
  fields: withEditorial([
    { name: 'title', type: 'text', label: { fr: 'Titre', mg: 'Lohateny' }, localized: true, required: true },
    { name: 'intro', type: 'textarea', label: { fr: 'Introduction', mg: 'Fampidirana' }, localized: true, required: true },
    {
      name: 'sections',
      type: 'array',
      label: { fr: 'Sections', mg: 'Fizarana' },
      localized: true,
      fields: [
        { name: 'heading', type: 'text', label: { fr: 'Intertitre', mg: 'Lohateny kely' }, required: true },
        { name: 'body', type: 'textarea', label: { fr: 'Texte (paragraphes séparés par une ligne vide)', mg: 'Soratra (andalana foana no manasaraka ny fehintsoratra)' }, required: true },
      ],
    },
  ]),
}
