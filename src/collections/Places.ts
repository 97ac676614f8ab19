import type { CollectionConfig } from 'payload'

import { anyone, contentEditors } from '@/access'
import { reviewField } from '@/fields/review'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'
import { hiddenFromNonEditors } from '@/access/roles'

export const placeKinds = ['hospital', 'pharmacy', 'ambulance', 'office'] as const

const PHONE_PATTERN = /^\+?[0-9 ]{3,20}$/

export const Places: CollectionConfig = {
  slug: 'places',
  labels: { singular: 'Lieu', plural: 'Lieux (hôpitaux, pharmacies, bureaux)' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'kind', 'city', 'region'], group: 'Annuaire', hidden: hiddenFromNonEditors },
  access: { read: anyone, create: contentEditors, update: contentEditors, delete: contentEditors },
  defaultSort: 'city',
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'key', type: 'text', label: 'Identifiant', required: true, unique: true, admin: { position: 'sidebar' } },
    {
      name: 'kind',
      type: 'select',
      label: 'Type',
      required: true,
      index: true,
      options: [
        { label: 'Hôpital', value: 'hospital' },
        { label: 'Pharmacie', value: 'pharmacy' },
        { label: 'Ambulance', value: 'ambulance' },
        { label: 'Bureau administratif', value: 'office' },
      ],
    },
    { name: 'name', type: 'text', label: 'Nom', localized: true, required: true },
    { name: 'region', type: 'relationship', relationTo: 'regions', label: 'Région', required: true },
    { name: 'district', type: 'text', label: 'District' },
    { name: 'city', type: 'text', label: 'Ville', required: true, index: true },
    { name: 'address', type: 'text', label: 'Adresse', localized: true },
    {
      name: 'phones',
      type: 'array',
      label: 'Téléphones',
      fields: [
        {
          name: 'number',
          type: 'text',
          label: 'Numéro (+261 …)',
          required: true,
          validate: (value: unknown) =>
            typeof value === 'string' && PHONE_PATTERN.test(value) ? true : 'Numéro invalide : chiffres et espaces, ex. +261 20 22 123 45.',
        },
      ],
    },
    { name: 'openingHours', type: 'text', label: 'Horaires', localized: true },
    {
      name: 'dutyPeriods',
      type: 'array',
      label: 'Périodes de garde (pharmacies)',
      admin: { condition: (data) => data?.kind === 'pharmacy' },
      fields: [
        { name: 'start', type: 'date', label: 'Début', required: true },
        { name: 'end', type: 'date', label: 'Fin', required: true },
      ],
    },
    reviewField(),
  ],
}
