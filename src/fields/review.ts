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
    label: { fr: 'Relecture', mg: 'Famerenana' },
    access: { read: staffOnlyField },
    admin: { position: 'sidebar' },
    fields: [
      {
        name: 'status',
        type: 'select',
        label: { fr: 'État de vérification', mg: 'Toetry ny fanamarinana' },
        defaultValue: 'toVerify',
        required: true,
        options: [
          { label: { fr: 'Vérifié', mg: 'Voamarina' }, value: 'verified' },
          { label: { fr: 'À vérifier', mg: 'Hamarinina' }, value: 'toVerify' },
        ],
      },
      { name: 'notes', type: 'textarea', label: { fr: 'Points à vérifier', mg: 'Zavatra hamarinina' } },
      {
        name: 'dueAt',
        type: 'date',
        label: { fr: 'Prochaine relecture', mg: 'Famerenana manaraka' },
        admin: {
          description: { fr: 'Date à laquelle le contenu doit être relu (tableau de bord).', mg: 'Daty tokony hamerenana hojerena ny votoaty (tabilao fandrindrana).' },
          date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' },
        },
      },
    ],
  }
}
