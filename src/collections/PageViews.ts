import type { CollectionConfig } from 'payload'

import { staffOnly } from '@/access'
import { settingsGroup } from '@/fields/groups'

/**
 * Anonymous, aggregate page views: one row per guide and day, a counter. No cookie,
 * no address, no user agent: nothing that identifies a person is stored.
 */
export const PageViews: CollectionConfig = {
  slug: 'page-views',
  labels: { singular: { fr: 'Consultations (agrégées)', mg: 'Fijerena pejy (voatambatra)' }, plural: { fr: 'Consultations (agrégées)', mg: 'Fijerena pejy (voatambatra)' } },
  admin: {
    group: settingsGroup,
    defaultColumns: ['service', 'day', 'count'],
    description: { fr: 'Nombre de consultations par démarche et par jour, sans aucune donnée personnelle.', mg: 'Isan’ny fijerena isaky ny fomba fanao sy isan’andro, tsy misy mombamomba manokana mihitsy.' },
  },
  access: { read: staffOnly, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['service', 'day'], unique: true }],
  fields: [
    { name: 'service', type: 'relationship', relationTo: 'services', required: true, index: true, label: { fr: 'Démarche', mg: 'Fomba fanao' } },
    { name: 'day', type: 'text', required: true, index: true, label: { fr: 'Jour', mg: 'Andro' } },
    { name: 'count', type: 'number', required: true, defaultValue: 0, label: { fr: 'Consultations', mg: 'Fijerena' } },
  ],
}
