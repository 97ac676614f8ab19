import type { CollectionConfig } from 'payload'

import { anyone, contentEditors } from '@/access'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'
import { hiddenFromNonEditors } from '@/access/roles'

export const Ministries: CollectionConfig = {
  slug: 'ministries',
  labels: { singular: 'Ministère ou institution', plural: 'Ministères et institutions' },
  admin: { useAsTitle: 'name', defaultColumns: ['acronym', 'name', 'kind'], group: 'Annuaire', hidden: hiddenFromNonEditors },
  access: { read: anyone, create: contentEditors, update: contentEditors, delete: contentEditors },
  defaultSort: 'order',
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'key', type: 'text', label: 'Identifiant', required: true, unique: true, admin: { position: 'sidebar' } },
    { name: 'acronym', type: 'text', label: 'Sigle', required: true },
    { name: 'name', type: 'text', label: 'Nom', localized: true, required: true },
    {
      name: 'kind',
      type: 'select',
      label: 'Type',
      required: true,
      defaultValue: 'ministry',
      options: [
        { label: 'Ministère', value: 'ministry' },
        { label: 'Institution', value: 'institution' },
      ],
    },
    { name: 'url', type: 'text', label: 'Site officiel', validate: validateUrl },
    { name: 'order', type: 'number', label: 'Ordre', defaultValue: 100, admin: { position: 'sidebar' } },
  ],
}

function validateUrl(value: unknown): string | true {
  if (value === undefined || value === null || value === '') return true
  try {
    const url = new URL(String(value))
    return url.protocol === 'https:' || url.protocol === 'http:' ? true : 'Adresse web invalide.'
  } catch {
    return 'Adresse web invalide (ex. https://www.mid.gov.mg).'
  }
}
