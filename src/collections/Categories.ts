import { previewPath } from '@/content/previewPath'
import type { Locale } from '@/i18n/locales'
import type { CollectionConfig, Field } from 'payload'

import { contentEditors, publishedOrStaff } from '@/access'
import { auditAfterChange, auditAfterDelete } from '@/editorial/audit'
import { editorialFields, languageWarningField } from '@/editorial/fields'
import { nativeReviewField } from '@/editorial/nativeReview'
import { withFrenchReference } from '@/editorial/frenchReference'
import { refuseDeleteWhileUsed } from '@/editorial/references'
import { contentGroup } from '@/fields/groups'
import { slugField } from '@/fields/slug'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'
import { hiddenFromNonEditors } from '@/access/roles'
import { schedulePublish } from '@/admin/dateFields'

export const categoryIcons = [
  'agriculture', 'citizenship', 'transport', 'civil-status', 'higher-education', 'tax', 'health',
  'education', 'land', 'justice', 'travel', 'business', 'emergency',
] as const

/** The icons as editors choose them (the stored value stays the icon's name). */
const iconLabels: Record<(typeof categoryIcons)[number], { fr: string; mg: string }> = {
  agriculture: { fr: 'Agriculture', mg: 'Fambolena' },
  citizenship: { fr: 'Citoyenneté', mg: 'Zom-pirenena' },
  transport: { fr: 'Transport', mg: 'Fitaterana' },
  'civil-status': { fr: 'État civil', mg: 'Sora-piankohonana' },
  'higher-education': { fr: 'Enseignement supérieur', mg: 'Fampianarana ambony' },
  tax: { fr: 'Impôts', mg: 'Hetra' },
  health: { fr: 'Santé', mg: 'Fahasalamana' },
  education: { fr: 'Éducation', mg: 'Fanabeazana' },
  land: { fr: 'Foncier', mg: 'Fananan-tany' },
  justice: { fr: 'Justice', mg: 'Fitsarana' },
  travel: { fr: 'Voyage', mg: 'Dia' },
  business: { fr: 'Entreprise', mg: 'Orinasa' },
  emergency: { fr: 'Urgences', mg: 'Vonjy taitra' },
}

const categoryFields: Field[] = [
    { name: 'title', type: 'text', label: { fr: 'Titre', mg: 'Lohateny' }, localized: true, required: true },
    slugField(),
    { name: 'description', type: 'textarea', label: { fr: 'Description', mg: 'Famaritana' }, localized: true, required: true },
    { name: 'order', type: 'number', label: { fr: 'Ordre d’affichage', mg: 'Filaharana fisehoana' }, defaultValue: 100, admin: { position: 'sidebar' } },
    {
      name: 'icon',
      type: 'select',
      label: { fr: 'Icône', mg: 'Kisary' },
      options: categoryIcons.map((value) => ({ label: iconLabels[value], value })),
      admin: { position: 'sidebar' },
    },
  ]

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: { fr: 'Thème', mg: 'Lohahevitra' }, plural: { fr: 'Thèmes', mg: 'Lohahevitra' } },
  admin: {
    useAsTitle: 'title',
    // « Aperçu »: the saved version on the public layout, for editors only (src/content/preview.ts).
    preview: (doc, { locale }) => previewPath((locale as Locale) || 'fr', 'categories', String(doc.id)),
    defaultColumns: ['title', 'slug', 'order', '_status', 'updatedAt'],
    group: contentGroup,
    hidden: hiddenFromNonEditors,
    // The versions with their authors and the languages each changed (src/admin/VersionsWithAuthors.tsx).
    components: { views: { edit: { versions: { Component: '/admin/VersionsWithAuthors#VersionsWithAuthors' } } } },
  },
  access: { read: publishedOrStaff, create: contentEditors, update: contentEditors, delete: contentEditors },
  // Publish and unpublish at a set time (Payload's jobs, run once across instances: src/editorial/scheduler.ts).
  versions: { drafts: { schedulePublish }, maxPerDoc: 50 },
  defaultSort: 'order',
  hooks: { afterChange: [revalidateAfterChange, auditAfterChange], beforeDelete: [refuseDeleteWhileUsed('categories')], afterDelete: [revalidateAfterDelete, auditAfterDelete] },
  fields: [languageWarningField, ...withFrenchReference(categoryFields), nativeReviewField, ...editorialFields(categoryFields)],
}
