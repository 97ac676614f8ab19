import type { GroupField } from 'payload'

import { staffOnlyField } from '@/access/staffOnly'

/**
 * Editorial review marker: "to verify" flags facts (fees, delays, phone numbers)
 * that still need confirmation by the ministry. Staff see it; the public API never returns it.
 */
export function reviewField(): GroupField {
  return {
    name: 'review',
    type: 'group',
    label: 'Relecture',
    access: { read: staffOnlyField },
    admin: { position: 'sidebar' },
    fields: [
      {
        name: 'status',
        type: 'select',
        label: 'État de vérification',
        defaultValue: 'toVerify',
        required: true,
        options: [
          { label: 'Vérifié', value: 'verified' },
          { label: 'À vérifier', value: 'toVerify' },
        ],
      },
      { name: 'notes', type: 'textarea', label: 'Points à vérifier' },
      {
        name: 'dueAt',
        type: 'date',
        label: 'Prochaine relecture',
        admin: { description: 'Date à laquelle le contenu doit être relu (tableau de bord).', date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } },
      },
    ],
  }
}
