import type { CollectionConfig } from 'payload'

import { anyone, contentEditors } from '@/access'
import { directoryGroup } from '@/fields/groups'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'
import { hiddenFromNonEditors } from '@/access/roles'

export const Regions: CollectionConfig = {
  slug: 'regions',
  labels: { singular: { fr: 'Région', mg: 'Faritra' }, plural: { fr: 'Régions', mg: 'Faritra' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'capital', 'province'], group: directoryGroup, hidden: hiddenFromNonEditors },
  access: { read: anyone, create: contentEditors, update: contentEditors, delete: contentEditors },
  defaultSort: 'name',
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'key', type: 'text', label: { fr: 'Identifiant', mg: 'Famantarana' }, required: true, unique: true, admin: { position: 'sidebar' } },
    { name: 'name', type: 'text', label: { fr: 'Nom', mg: 'Anarana' }, required: true },
    { name: 'capital', type: 'text', label: { fr: 'Chef-lieu', mg: 'Renivohitra' }, required: true },
    { name: 'province', type: 'text', label: { fr: 'Ancienne province', mg: 'Faritany taloha' } },
    {
      name: 'districts',
      type: 'array',
      label: { fr: 'Districts', mg: 'Distrika' },
      fields: [{ name: 'name', type: 'text', label: { fr: 'District', mg: 'Distrika' }, required: true }],
    },
  ],
}
