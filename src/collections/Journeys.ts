/**
 * Step-by-step journeys (GOV.UK's step-by-step pattern): an editor puts guides in order, step by
 * step. A step lists one or more guides: all of them ('and') or any one ('or'); a step can be
 * optional (its summary says for whom). The steps are shared by both languages; their texts are
 * per language. Public page: /{lang}/etapes/{slug}/; every guide in it shows where it sits.
 */
import type { CollectionConfig, Field } from 'payload'

import { contentEditors, publishedOrStaff } from '@/access'
import { hiddenFromNonEditors } from '@/access/roles'
import { auditAfterChange, auditAfterDelete } from '@/editorial/audit'
import { editorialFields, languageWarningField } from '@/editorial/fields'
import { nativeReviewField } from '@/editorial/nativeReview'
import { withFrenchReference } from '@/editorial/frenchReference'
import { citizenWordsField } from '@/fields/citizenWords'
import { contentGroup } from '@/fields/groups'
import { reviewField } from '@/fields/review'
import { slugField } from '@/fields/slug'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'
import { schedulePublish } from '@/admin/dateFields'

export const MAX_JOURNEY_STEPS = 12
export const MAX_GUIDES_PER_STEP = 6

const journeyFields: Field[] = [
  { name: 'title', type: 'text', label: { fr: 'Titre', mg: 'Lohateny' }, localized: true, required: true, maxLength: 120 },
  slugField(),
  {
    name: 'summary',
    type: 'textarea',
    label: { fr: 'Présentation', mg: 'Famelabelarana' },
    localized: true,
    required: true,
    maxLength: 400,
    admin: { description: { fr: 'Une ou deux phrases : pour qui est ce parcours et ce qu’il couvre.', mg: 'Fehezanteny iray na roa: ho an’iza ity dingana tsikelikely ity ary inona avy no ao anatiny.' } },
  },
  citizenWordsField(),
  {
    name: 'steps',
    type: 'array',
    label: { fr: 'Étapes', mg: 'Dingana' },
    labels: { singular: { fr: 'Étape', mg: 'Dingana' }, plural: { fr: 'Étapes', mg: 'Dingana' } },
    minRows: 2,
    maxRows: MAX_JOURNEY_STEPS,
    required: true,
    fields: [
      { name: 'title', type: 'text', label: { fr: 'Titre de l’étape', mg: 'Lohatenin’ny dingana' }, localized: true, required: true, maxLength: 120 },
      { name: 'summary', type: 'textarea', label: { fr: 'En une phrase', mg: 'Amin’ny fehezanteny iray' }, localized: true, maxLength: 300 },
      {
        type: 'row',
        fields: [
          {
            name: 'logic',
            type: 'radio',
            label: { fr: 'Les démarches de l’étape', mg: 'Ny fomba fanao ao amin’ny dingana' },
            defaultValue: 'and',
            required: true,
            options: [
              { label: { fr: 'Toutes sont à faire (et)', mg: 'Tsy maintsy atao avokoa (sy)' }, value: 'and' },
              { label: { fr: 'Une seule suffit (ou)', mg: 'Iray ihany no ampy (na)' }, value: 'or' },
            ],
          },
          {
            name: 'optional',
            type: 'checkbox',
            label: { fr: 'Étape facultative (dites pour qui dans la phrase)', mg: 'Dingana tsy voatery (lazao hoe ho an’iza ao amin’ny fehezanteny)' },
            defaultValue: false,
          },
        ],
      },
      {
        name: 'guides',
        type: 'relationship',
        relationTo: 'services',
        hasMany: true,
        required: true,
        minRows: 1,
        maxRows: MAX_GUIDES_PER_STEP,
        maxDepth: 1,
        label: { fr: 'Démarches (dans l’ordre)', mg: 'Fomba fanao (araka ny filaharany)' },
      },
    ],
  },
]

export const Journeys: CollectionConfig = {
  slug: 'journeys',
  labels: { singular: { fr: 'Parcours étape par étape', mg: 'Dingana tsikelikely' }, plural: { fr: 'Parcours étape par étape', mg: 'Dingana tsikelikely' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: contentGroup,
    hidden: hiddenFromNonEditors,
    components: { views: { edit: { versions: { Component: '/admin/VersionsWithAuthors#VersionsWithAuthors' } } } },
  },
  access: { read: publishedOrStaff, create: contentEditors, update: contentEditors, delete: contentEditors },
  versions: { drafts: { schedulePublish }, maxPerDoc: 50 },
  hooks: { afterChange: [revalidateAfterChange, auditAfterChange], afterDelete: [revalidateAfterDelete, auditAfterDelete] },
  fields: [languageWarningField, ...withFrenchReference(journeyFields), reviewField(), nativeReviewField, ...editorialFields(journeyFields)],
}
