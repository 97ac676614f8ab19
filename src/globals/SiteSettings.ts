import type { GlobalConfig } from 'payload'

import { anyone, contentEditors } from '@/access'
import { revalidateGlobalAfterChange } from '@/hooks/revalidateSite'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Réglages du site',
  admin: { group: 'Réglages' },
  access: { read: anyone, update: contentEditors },
  hooks: { afterChange: [revalidateGlobalAfterChange] },
  fields: [
    {
      name: 'emergencyNumbers',
      type: 'array',
      label: 'Numéros d’urgence (pied de page et page Urgences)',
      fields: [
        { name: 'key', type: 'text', label: 'Identifiant', required: true },
        { name: 'label', type: 'text', label: 'Libellé', localized: true, required: true },
        { name: 'number', type: 'text', label: 'Numéro', required: true },
        {
          name: 'verified',
          type: 'checkbox',
          label: 'Numéro vérifié',
          defaultValue: false,
          access: { read: ({ req }) => Boolean(req.user) },
        },
      ],
    },
    {
      name: 'footerNote',
      type: 'textarea',
      label: 'Mention en pied de page',
      localized: true,
    },
  ],
}
