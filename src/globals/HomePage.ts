import type { Field, GlobalConfig } from 'payload'

import { anyone, contentEditors } from '@/access'
import { editorialFields } from '@/editorial/fields'
import { pagesGroup } from '@/fields/groups'
import { revalidateGlobalAfterChange } from '@/hooks/revalidateSite'
import { hiddenFromNonEditors } from '@/access/roles'

/** Per-language stamps and author (src/editorial/fields.ts), for the translation status. */
const withEditorial = (fields: Field[]): Field[] => [...fields, ...editorialFields(fields)]

/** The home page sections of the specification, in their display order. */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: { fr: 'Page d’accueil', mg: 'Pejy fandraisana' },
  admin: { group: pagesGroup, hidden: hiddenFromNonEditors },
  access: { read: anyone, update: contentEditors },
  hooks: { afterChange: [revalidateGlobalAfterChange] },
  fields: withEditorial([
    { name: 'intro', type: 'textarea', label: { fr: 'Accroche', mg: 'Fehezanteny fampidirana' }, localized: true },
    {
      name: 'information',
      type: 'array',
      label: { fr: 'Informations', mg: 'Fampahalalana' },
      localized: true,
      maxRows: 6,
      fields: [
        { name: 'title', type: 'text', label: { fr: 'Titre', mg: 'Lohateny' }, required: true },
        { name: 'text', type: 'textarea', label: { fr: 'Texte', mg: 'Soratra' }, required: true },
        { name: 'service', type: 'relationship', relationTo: 'services', label: { fr: 'Démarche liée', mg: 'Fomba fanao mifandraika' } },
      ],
    },
    {
      name: 'steps',
      type: 'array',
      label: { fr: 'Étapes d’une démarche', mg: 'Dingana amin’ny fomba fanao' },
      localized: true,
      maxRows: 6,
      fields: [
        { name: 'title', type: 'text', label: { fr: 'Étape', mg: 'Dingana' }, required: true },
        { name: 'text', type: 'textarea', label: { fr: 'Texte', mg: 'Soratra' }, required: true },
      ],
    },
    {
      name: 'request',
      type: 'group',
      label: { fr: 'Section « Besoin d’aide ? »', mg: 'Fizarana « Mila fanampiana? »' },
      fields: [
        { name: 'text', type: 'textarea', label: { fr: 'Texte', mg: 'Soratra' }, localized: true },
        { name: 'linkLabel', type: 'text', label: { fr: 'Libellé du lien vers le contact', mg: 'Soratry ny rohy mankany amin’ny fifandraisana' }, localized: true },
      ],
    },
    { name: 'newServices', type: 'relationship', relationTo: 'services', hasMany: true, label: { fr: 'Nouvelles démarches', mg: 'Fomba fanao vaovao' }, maxRows: 6 },
    {
      name: 'popularServices',
      type: 'relationship',
      relationTo: 'services',
      hasMany: true,
      label: { fr: 'Démarches populaires (épinglées)', mg: 'Fomba fanao be mpitady indrindra (voafidy manokana)' },
      maxRows: 8,
      admin: {
        description: {
          fr: 'Affichées en premier, dans cet ordre ; la liste est complétée jusqu’à 6 par les démarches les plus consultées des 30 derniers jours.',
          mg: 'Aseho voalohany, araka io filaharana io; fenoina hatramin’ny 6 amin’ireo fomba fanao be mpijery indrindra tao anatin’ny 30 andro farany ny lisitra.',
        },
      },
    },
    {
      name: 'otherServices',
      type: 'relationship',
      relationTo: 'services',
      hasMany: true,
      label: { fr: 'Autres démarches (épinglées)', mg: 'Fomba fanao hafa (voafidy manokana)' },
      maxRows: 8,
      admin: {
        description: {
          fr: 'Affichées en premier ; complétées par les démarches consultées suivantes, sans répéter les populaires.',
          mg: 'Aseho voalohany; fenoina amin’ireo fomba fanao be mpijery manaraka, tsy averina ireo be mpitady indrindra.',
        },
      },
    },
    { name: 'ministries', type: 'relationship', relationTo: 'ministries', hasMany: true, label: { fr: 'Ministères et institutions', mg: 'Ministera sy andrim-panjakana' } },
  ]),
}
