import type { Field, GlobalConfig } from 'payload'

import { anyone, contentEditors } from '@/access'
import { editorialFields } from '@/editorial/fields'
import { revalidateGlobalAfterChange } from '@/hooks/revalidateSite'
import { hiddenFromNonEditors } from '@/access/roles'

/** Per-language stamps and author (src/editorial/fields.ts), for the translation status. */
const withEditorial = (fields: Field[]): Field[] => [...fields, ...editorialFields(fields)]

/** The home page sections of the specification, in their display order. */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: 'Page d’accueil',
  admin: { group: 'Pages', hidden: hiddenFromNonEditors },
  access: { read: anyone, update: contentEditors },
  hooks: { afterChange: [revalidateGlobalAfterChange] },
  fields: withEditorial([
    { name: 'intro', type: 'textarea', label: 'Accroche', localized: true },
    {
      name: 'information',
      type: 'array',
      label: 'Informations',
      localized: true,
      maxRows: 6,
      fields: [
        { name: 'title', type: 'text', label: 'Titre', required: true },
        { name: 'text', type: 'textarea', label: 'Texte', required: true },
        { name: 'service', type: 'relationship', relationTo: 'services', label: 'Démarche liée' },
      ],
    },
    {
      name: 'steps',
      type: 'array',
      label: 'Étapes d’une démarche',
      localized: true,
      maxRows: 6,
      fields: [
        { name: 'title', type: 'text', label: 'Étape', required: true },
        { name: 'text', type: 'textarea', label: 'Texte', required: true },
      ],
    },
    {
      name: 'request',
      type: 'group',
      label: 'Section « Besoin d’aide ? »',
      fields: [
        { name: 'text', type: 'textarea', label: 'Texte', localized: true },
        { name: 'linkLabel', type: 'text', label: 'Libellé du lien vers le contact', localized: true },
      ],
    },
    { name: 'newServices', type: 'relationship', relationTo: 'services', hasMany: true, label: 'Nouvelles démarches', maxRows: 6 },
    {
      name: 'popularServices',
      type: 'relationship',
      relationTo: 'services',
      hasMany: true,
      label: 'Démarches populaires (épinglées)',
      maxRows: 8,
      admin: { description: 'Affichées en premier, dans cet ordre ; la liste est complétée jusqu’à 6 par les démarches les plus consultées des 30 derniers jours.' },
    },
    {
      name: 'otherServices',
      type: 'relationship',
      relationTo: 'services',
      hasMany: true,
      label: 'Autres démarches (épinglées)',
      maxRows: 8,
      admin: { description: 'Affichées en premier ; complétées par les démarches consultées suivantes, sans répéter les populaires.' },
    },
    { name: 'ministries', type: 'relationship', relationTo: 'ministries', hasMany: true, label: 'Ministères et institutions' },
  ]),
}
