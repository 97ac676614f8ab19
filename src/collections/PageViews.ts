import type { CollectionConfig } from 'payload'

import { staffOnly } from '@/access'

/**
 * Anonymous, aggregate page views: one row per guide and day, a counter. No cookie,
 * no address, no user agent: nothing that identifies a person is stored.
 */
export const PageViews: CollectionConfig = {
  slug: 'page-views',
  labels: { singular: 'Consultations (agrégées)', plural: 'Consultations (agrégées)' },
  admin: { group: 'Réglages', defaultColumns: ['service', 'day', 'count'], description: 'Nombre de consultations par démarche et par jour, sans aucune donnée personnelle.' },
  access: { read: staffOnly, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['service', 'day'], unique: true }],
  fields: [
    { name: 'service', type: 'relationship', relationTo: 'services', required: true, index: true },
    { name: 'day', type: 'text', required: true, index: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
  ],
}
