import type { CollectionConfig } from 'payload'

import { adminOnly, contentEditors } from '@/access'
import { hiddenFromNonEditors } from '@/access/roles'
import { FEEDBACK_COMMENT_MAX } from '@/forms/feedback/options'

const languageOptions = [
  { value: 'fr', label: { fr: 'Français', mg: 'Frantsay' } },
  { value: 'mg', label: { fr: 'Malgache', mg: 'Malagasy' } },
]

/**
 * Citizens' answers to "Cette page vous a-t-elle été utile ?" (src/forms/feedback). Created only
 * by the form (after its checks), read by editors (counts per guide: /admin/avis), never edited.
 */
export const PageFeedback: CollectionConfig = {
  slug: 'page-feedback',
  labels: { singular: { fr: 'Réponse d’un lecteur', mg: 'Valin’ny mpamaky iray' }, plural: { fr: 'Réponses des lecteurs', mg: 'Valin’ny mpamaky' } },
  admin: {
    // Out of the menu: its one entry "Avis des lecteurs" is the summary (/admin/avis, src/admin/NavLinks.tsx),
    // which links here for the answers one by one.
    group: false,
    hidden: hiddenFromNonEditors,
    defaultColumns: ['service', 'guideTitle', 'helpful', 'comment', 'lang', 'createdAt'],
    listSearchableFields: ['comment'],
    description: {
      fr: 'Réponses des lecteurs à « Cette page vous a-t-elle été utile ? ». Synthèse par fiche : /admin/avis.',
      mg: 'Valin’ny mpamaky ny « Nahasoa anao ve ity pejy ity? ». Famintinana isaky ny torolalana: /admin/avis.',
    },
  },
  access: { create: ({ req }) => req.context?.feedbackForm === true, read: contentEditors, update: () => false, delete: adminOnly },
  defaultSort: '-createdAt',
  fields: [
    // Empty once the guide is deleted: the answer stays, with the guide's title at the time.
    { name: 'service', type: 'relationship', relationTo: 'services', index: true, label: { fr: 'Fiche', mg: 'Taratasy' }, admin: { readOnly: true } },
    { name: 'guideTitle', type: 'text', maxLength: 300, label: { fr: 'Titre de la fiche (au moment de la réponse)', mg: 'Lohatenin’ny taratasy (tamin’ny namaliana)' }, admin: { readOnly: true } },
    { name: 'lang', type: 'select', options: languageOptions, required: true, label: { fr: 'Langue', mg: 'Fiteny' }, admin: { readOnly: true } },
    { name: 'helpful', type: 'checkbox', label: { fr: 'Utile', mg: 'Nahasoa' }, index: true, admin: { readOnly: true } },
    { name: 'comment', type: 'textarea', maxLength: FEEDBACK_COMMENT_MAX, label: { fr: 'Commentaire', mg: 'Fanamarihana' }, admin: { readOnly: true } },
  ],
}
