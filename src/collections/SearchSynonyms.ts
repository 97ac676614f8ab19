import type { CollectionConfig } from 'payload'

import { anyone, contentEditors } from '@/access'
import { hiddenFromNonEditors } from '@/access/roles'
import { markSearchStale } from '@/search/freshness'

export const SearchSynonyms: CollectionConfig = {
  slug: 'search-synonyms',
  labels: { singular: 'Synonymes de recherche', plural: 'Synonymes de recherche' },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'terms'],
    group: 'Réglages',
    hidden: hiddenFromNonEditors,
    description:
      'Chaque groupe rassemble des expressions équivalentes (sigles, mots malgaches et français, fautes fréquentes). Une recherche sur l’une trouve aussi les autres.',
  },
  access: { read: anyone, create: contentEditors, update: contentEditors, delete: contentEditors },
  hooks: { afterChange: [() => markSearchStale()], afterDelete: [() => markSearchStale()] },
  fields: [
    { name: 'label', type: 'text', label: 'Nom du groupe', required: true },
    {
      name: 'terms',
      type: 'array',
      label: 'Expressions équivalentes',
      minRows: 2,
      required: true,
      fields: [{ name: 'term', type: 'text', label: 'Expression', required: true, maxLength: 80 }],
    },
  ],
}
