import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access'

/** One row per year; incremented atomically by src/forms/contact/reference.ts. */
export const ReferenceCounters: CollectionConfig = {
  slug: 'reference-counters',
  labels: { singular: { fr: 'Compteur de références', mg: 'Mpanisa kaody fanarahana' }, plural: { fr: 'Compteurs de références', mg: 'Mpanisa kaody fanarahana' } },
  admin: { hidden: true },
  access: { read: adminOnly, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'year', type: 'number', required: true, unique: true },
    { name: 'value', type: 'number', required: true, defaultValue: 0 },
  ],
}
