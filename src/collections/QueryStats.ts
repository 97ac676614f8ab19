import type { CollectionConfig } from 'payload'

import { contentEditors } from '@/access'
import { settingsGroup } from '@/fields/groups'

/**
 * What citizens ask, counted per day, channel (web, suggestions, SMS, USSD), language and kind
 * (a question answered, a question without answer, a keyword, a follow-up, a refusal): only the
 * words the portal knows, `…` for any other, never a number, an address or a name
 * (src/analytics/anonymousTerm.ts, on every channel).
 * Editors read it to add the words people use; kept 180 days.
 */
export const QueryStats: CollectionConfig = {
  slug: 'query-stats',
  labels: { singular: { fr: 'Question des citoyens (agrégée)', mg: 'Fanontanian’ny olom-pirenena' }, plural: { fr: 'Questions des citoyens (agrégées)', mg: 'Fanontanian’ny olom-pirenena' } },
  admin: {
    group: settingsGroup,
    defaultColumns: ['day', 'channel', 'lang', 'kind', 'term', 'count'],
    description: { fr: 'Mots des questions posées, par jour, canal et langue, sans aucune donnée personnelle.', mg: 'Teny nampiasain’ny olona, isan’andro, isaky ny fantsona sy fiteny, tsy misy mombamomba manokana.' },
  },
  access: { read: contentEditors, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['day', 'channel', 'lang', 'kind', 'term'], unique: true }],
  fields: [
    { name: 'day', type: 'text', required: true, index: true, label: { fr: 'Jour', mg: 'Andro' } },
    { name: 'channel', type: 'text', required: true, label: { fr: 'Canal', mg: 'Fantsona' } },
    { name: 'lang', type: 'text', required: true, label: { fr: 'Langue', mg: 'Fiteny' } },
    { name: 'kind', type: 'text', required: true, label: { fr: 'Type', mg: 'Karazana' } },
    { name: 'term', type: 'text', required: true, label: { fr: 'Mots', mg: 'Teny' } },
    { name: 'count', type: 'number', required: true, defaultValue: 0, label: { fr: 'Nombre', mg: 'Isa' } },
  ],
}
