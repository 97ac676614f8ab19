import { previewPath } from '@/content/previewPath'
import type { Locale } from '@/i18n/locales'
import type { CollectionConfig, Field } from 'payload'

import { contentEditors, publishedOrStaff } from '@/access'
import { auditAfterChange, auditAfterDelete } from '@/editorial/audit'
import { changeFields, recordChange } from '@/editorial/changeHistory'
import { editorialFields, languageWarningField } from '@/editorial/fields'
import { withFrenchReference } from '@/editorial/frenchReference'
import { reviewField } from '@/fields/review'
import { FACT_PARTS, factPartLabels, validatePartialDate, validateSourceUrl } from '@/fields/sources'
import { slugField } from '@/fields/slug'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'
import { hiddenFromNonEditors } from '@/access/roles'
import { validateSmsText } from '@/fields/smsText'

export const directoryKinds = ['none', 'emergency', 'hospitals', 'ambulances', 'pharmacies', 'regions'] as const

const text = (name: string, label: string, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'textarea', label, localized: true, required: true, ...extra }) as Field

const serviceFields: Field[] = [
    { name: 'title', type: 'text', label: 'Titre', localized: true, required: true },
    slugField(),
    { name: 'category', type: 'relationship', relationTo: 'categories', label: 'Thème', required: true, index: true, admin: { position: 'sidebar' } },
    { name: 'ministry', type: 'relationship', relationTo: 'ministries', label: 'Ministère responsable', admin: { position: 'sidebar' } },
    {
      name: 'lastReviewed',
      type: 'date',
      label: 'Date « Mise à jour » affichée',
      required: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' }, description: 'Avancée automatiquement à chaque modification importante publiée.' },
    },
    {
      name: 'verifiedAt',
      type: 'date',
      label: { fr: 'Vérifié le', mg: 'Nohamarinina tamin’ny' },
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' },
        description: 'Jour où les faits (montants, délais, pièces, lieux, textes) ont été vérifiés auprès des sources. Affiché « Vérifié le … » avec le ministère.',
      },
    },
    {
      name: 'unconfirmed',
      type: 'select',
      hasMany: true,
      label: { fr: 'À confirmer (affiché aux citoyens)', mg: 'Mbola hamafisina (aseho ny olom-pirenena)' },
      options: FACT_PARTS.map((value) => ({ value, label: factPartLabels[value] })),
      admin: {
        position: 'sidebar',
        description: 'Parties dont un fait n’a pas pu être confirmé : la page publique l’indique à côté (« montant à confirmer au guichet »). Détaillez dans les points à vérifier.',
      },
    },
    {
      name: 'directory',
      type: 'select',
      label: 'Annuaire affiché sous la fiche',
      defaultValue: 'none',
      options: [
        { label: 'Aucun', value: 'none' },
        { label: 'Numéros d’urgence', value: 'emergency' },
        { label: 'Hôpitaux', value: 'hospitals' },
        { label: 'Ambulances', value: 'ambulances' },
        { label: 'Pharmacies de garde', value: 'pharmacies' },
        { label: 'Régions et districts', value: 'regions' },
      ],
      admin: { position: 'sidebar' },
    },
    reviewField(),
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Présentation',
          fields: [
            text('summary', 'Résumé (1 à 2 phrases)'),
            text('audience', 'Qui est concerné ?'),
            {
              name: 'smsText',
              type: 'textarea',
              localized: true,
              label: { fr: 'Texte de la réponse par SMS (facultatif)', mg: 'Valiny amin’ny SMS (tsy voatery)' },
              validate: validateSmsText,
              admin: {
                description: {
                  fr: 'Ce que reçoit un téléphone simple qui demande cette démarche par SMS : 300 caractères au plus, sans les accents qu’un téléphone simple n’affiche pas. Laissé vide, la réponse est composée du coût, du délai et du lieu.',
                  mg: 'Izay azon’ny finday tsotra mangataka ity fikarakarana ity amin’ny SMS: 300 litera farafahabetsany. Raha avela foana, ny sarany, ny faharetany ary ny toerana no ampiasaina.',
                },
                components: { afterInput: ['/admin/SmsPreview#SmsPreview'] },
              },
            },
          ],
        },
        {
          label: 'Démarche',
          fields: [
            {
              name: 'documents',
              type: 'array',
              labels: { singular: { fr: 'Document', mg: 'Antontan-taratasy' }, plural: { fr: 'Documents', mg: 'Antontan-taratasy' } },
              label: 'Documents à fournir',
              localized: true,
              required: true,
              minRows: 1,
              fields: [{ name: 'item', type: 'text', label: 'Document', required: true }],
            },
            {
              name: 'cost',
              type: 'group',
              label: 'Coût',
              fields: [
                { name: 'free', type: 'checkbox', label: 'Gratuit', defaultValue: false },
                { name: 'amountAriary', type: 'number', label: 'Montant principal (ariary)', min: 0 },
                text('details', 'Détail (timbres fiscaux, variantes)'),
              ],
            },
            text('processingTime', 'Délai'),
            text('whereToApply', 'Où s’adresser ?'),
            { name: 'places', type: 'relationship', relationTo: 'places', hasMany: true, label: 'Lieux' },
            {
              name: 'steps',
              type: 'array',
              labels: { singular: { fr: 'Étape', mg: 'Dingana' }, plural: { fr: 'Étapes', mg: 'Dingana' } },
              label: 'Étapes',
              localized: true,
              required: true,
              minRows: 1,
              fields: [
                { name: 'title', type: 'text', label: 'Étape', required: true },
                { name: 'detail', type: 'textarea', label: 'Détail' },
              ],
            },
          ],
        },
        {
          label: 'Références',
          fields: [
            {
              name: 'legalReferences',
              type: 'array',
              labels: { singular: { fr: 'Texte', mg: 'Lahatsoratra' }, plural: { fr: 'Textes', mg: 'Lahatsoratra' } },
              label: 'Textes de référence',
              localized: true,
              fields: [{ name: 'text', type: 'text', label: 'Texte', required: true }],
            },
            {
              name: 'faq',
              type: 'array',
              labels: { singular: { fr: 'Question', mg: 'Fanontaniana' }, plural: { fr: 'Questions', mg: 'Fanontaniana' } },
              label: 'Questions fréquentes',
              localized: true,
              fields: [
                { name: 'question', type: 'text', label: 'Question', required: true },
                { name: 'answer', type: 'textarea', label: 'Réponse', required: true },
              ],
            },
            {
              name: 'onlineServices',
              type: 'array',
              labels: { singular: { fr: 'Service en ligne', mg: 'Tolotra an-tserasera' }, plural: { fr: 'Services en ligne', mg: 'Tolotra an-tserasera' } },
              label: 'Services et formulaires en ligne',
              localized: true,
              fields: [
                { name: 'label', type: 'text', label: 'Libellé', required: true },
                { name: 'url', type: 'text', label: 'Adresse', required: true },
              ],
            },
            { name: 'related', type: 'relationship', relationTo: 'services', hasMany: true, label: 'Démarches liées', maxDepth: 1 },
            {
              name: 'downloads',
              type: 'upload',
              relationTo: 'media',
              hasMany: true,
              maxRows: 10,
              maxDepth: 1,
              label: 'Formulaires et images',
              admin: { description: 'Formulaires PDF à télécharger et images utiles (dans « Images et formulaires »), dans l’ordre d’affichage.' },
            },
            {
              name: 'sources',
              type: 'array',
              labels: { singular: { fr: 'Source', mg: 'Loharano' }, plural: { fr: 'Sources', mg: 'Loharano' } },
              label: 'Sources consultées',
              fields: [
                { name: 'title', type: 'text', label: 'Titre', required: true },
                { name: 'publisher', type: 'text', label: { fr: 'Éditeur (ministère, agence, journal…)', mg: 'Mpamoaka' } },
                {
                  name: 'kind',
                  type: 'select',
                  label: { fr: 'Nature', mg: 'Karazana' },
                  defaultValue: 'official',
                  options: [
                    { value: 'official', label: { fr: 'Officielle (ministère, commune, journal officiel, agence)', mg: 'Ofisialy' } },
                    { value: 'press', label: { fr: 'Presse', mg: 'Gazety' } },
                    { value: 'secondary', label: { fr: 'Secondaire (autre site)', mg: 'Loharano hafa' } },
                  ],
                },
                { name: 'url', type: 'text', label: 'Adresse', validate: validateSourceUrl },
                { name: 'seen', type: 'date', label: { fr: 'Consultée le', mg: 'Novakiana tamin’ny' }, admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } } },
                { name: 'published', type: 'text', label: { fr: 'Date de la source (AAAA, AAAA-MM ou AAAA-MM-JJ)', mg: 'Daty nivoahan’ny loharano' }, validate: validatePartialDate },
              ],
            },
          ],
        },
      ],
    },
  ]

export const Services: CollectionConfig = {
  slug: 'services',
  labels: { singular: 'Démarche', plural: 'Démarches' },
  admin: {
    useAsTitle: 'title',
    // « Aperçu »: the saved version on the public layout, for editors only (src/content/preview.ts).
    preview: (doc, { locale }) => previewPath((locale as Locale) || 'fr', 'services', String(doc.id)),
    defaultColumns: ['title', 'category', 'review', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'slug', 'summary'],
    group: 'Contenu',
    hidden: hiddenFromNonEditors,
    // The versions with their authors and the languages each changed (src/admin/VersionsWithAuthors.tsx).
    components: { views: { edit: { versions: { Component: '/admin/VersionsWithAuthors#VersionsWithAuthors' } } } },
    description: 'Fiches pratiques. Remplissez chaque section dans les deux langues (sélecteur de langue en haut).',
  },
  access: { read: publishedOrStaff, create: contentEditors, update: contentEditors, delete: contentEditors },
  // Publish and unpublish at a set time (Payload's jobs, run once across instances: src/editorial/scheduler.ts).
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  // Not a localized field: Payload's REST API, called without ?locale, cannot sort on one.
  defaultSort: '-updatedAt',
  hooks: { beforeChange: [recordChange()], afterChange: [revalidateAfterChange, auditAfterChange], afterDelete: [revalidateAfterDelete, auditAfterDelete] },
  fields: [languageWarningField, ...withFrenchReference(serviceFields), ...changeFields(), ...editorialFields(serviceFields)],
}
