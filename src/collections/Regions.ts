import type { CollectionConfig } from 'payload'

import { anyone, contentEditors } from '@/access'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'
import { hiddenFromNonEditors } from '@/access/roles'

export const Regions: CollectionConfig = {
  slug: 'regions',
  labels: { singular: 'Région', plural: 'Régions' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'capital', 'province'], group: 'Annuaire', hidden: hiddenFromNonEditors },
  access: { read: anyone, create: contentEditors, update: contentEditors, delete: contentEditors },
  defaultSort: 'name',
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'key', type: 'text', label: 'Identifiant', required: true, unique: true, admin: { position: 'sidebar' } },
    { name: 'name', type: 'text', label: 'Nom', required: true },
    { name: 'capital', type: 'text', label: 'Chef-lieu', required: true },
    { name: 'province', type: 'text', label: 'Ancienne province' },
    {
      name: 'districts',
      type: 'array',
      label: 'Districts',
      fields: [{ name: 'name', type: 'text', label: 'District', required: true }],
    },
  ],
}
