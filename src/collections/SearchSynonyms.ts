import type { CollectionConfig } from 'payload'

import { anyone, contentEditors } from '@/access'
import { hiddenFromNonEditors } from '@/access/roles'
import { settingsGroup } from '@/fields/groups'
import { markSearchStale } from '@/search/freshness'

export const SearchSynonyms: CollectionConfig = {
  slug: 'search-synonyms',
  labels: { singular: { fr: 'Synonymes de recherche', mg: 'Teny mitovy hevitra amin’ny fikarohana' }, plural: { fr: 'Synonymes de recherche', mg: 'Teny mitovy hevitra amin’ny fikarohana' } },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'terms'],
    group: settingsGroup,
    hidden: hiddenFromNonEditors,
    description: {
      fr: 'Chaque groupe rassemble des expressions équivalentes (sigles, mots malgaches et français, fautes fréquentes). Une recherche sur l’une trouve aussi les autres.',
      mg: 'Manangona fomba fiteny mitovy hevitra ny vondron-teny tsirairay (fanafohezana, teny malagasy sy frantsay, fahadisoana matetika). Izay mikaroka ny iray dia mahita ireo hafa koa.',
    },
  },
  access: { read: anyone, create: contentEditors, update: contentEditors, delete: contentEditors },
  hooks: { afterChange: [() => markSearchStale()], afterDelete: [() => markSearchStale()] },
  fields: [
    { name: 'label', type: 'text', label: { fr: 'Nom du groupe', mg: 'Anaran’ny vondron-teny' }, required: true },
    {
      name: 'terms',
      type: 'array',
      label: { fr: 'Expressions équivalentes', mg: 'Fomba fiteny mitovy hevitra' },
      minRows: 2,
      required: true,
      fields: [{ name: 'term', type: 'text', label: { fr: 'Expression', mg: 'Fomba fiteny' }, required: true, maxLength: 80 }],
    },
  ],
}
