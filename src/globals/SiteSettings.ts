import type { GlobalConfig } from 'payload'

import { anyone, contentEditors } from '@/access'
import { settingsGroup } from '@/fields/groups'
import { revalidateGlobalAfterChange } from '@/hooks/revalidateSite'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { fr: 'Réglages du site', mg: 'Fandrindrana ny tranonkala' },
  admin: { group: settingsGroup },
  access: { read: anyone, update: contentEditors },
  hooks: { afterChange: [revalidateGlobalAfterChange] },
  fields: [
    {
      name: 'emergencyNumbers',
      type: 'array',
      label: { fr: 'Numéros d’urgence (pied de page et page Urgences)', mg: 'Laharana vonjy taitra (ambany pejy sy pejy Vonjy taitra)' },
      fields: [
        { name: 'key', type: 'text', label: { fr: 'Identifiant', mg: 'Famantarana' }, required: true },
        { name: 'label', type: 'text', label: { fr: 'Libellé', mg: 'Soratra aseho' }, localized: true, required: true },
        { name: 'number', type: 'text', label: { fr: 'Numéro', mg: 'Laharana' }, required: true },
        {
          name: 'verified',
          type: 'checkbox',
          label: { fr: 'Numéro vérifié', mg: 'Laharana voamarina' },
          defaultValue: false,
          access: { read: ({ req }) => Boolean(req.user) },
        },
      ],
    },
    {
      name: 'footerNote',
      type: 'textarea',
      label: { fr: 'Mention en pied de page', mg: 'Fanamarihana ambany pejy' },
      localized: true,
    },
  ],
}
