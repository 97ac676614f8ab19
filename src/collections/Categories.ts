import { previewPath } from '@/content/previewPath'
import type { Locale } from '@/i18n/locales'
import type { CollectionConfig, Field } from 'payload'

import { contentEditors, publishedOrStaff } from '@/access'
import { auditAfterChange, auditAfterDelete } from '@/editorial/audit'
import { editorialFields, languageWarningField } from '@/editorial/fields'
import { withFrenchReference } from '@/editorial/frenchReference'
import { slugField } from '@/fields/slug'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'
import { hiddenFromNonEditors } from '@/access/roles'

export const categoryIcons = [
  'agriculture', 'citizenship', 'transport', 'civil-status', 'higher-education', 'tax', 'health',
  'education', 'land', 'justice', 'travel', 'business', 'emergency',
] as const

const categoryFields: Field[] = [
    { name: 'title', type: 'text', label: 'Titre', localized: true, required: true },
    slugField(),
    { name: 'description', type: 'textarea', label: 'Description', localized: true, required: true },
    { name: 'order', type: 'number', label: 'Ordre d’affichage', defaultValue: 100, admin: { position: 'sidebar' } },
    {
      name: 'icon',
      type: 'select',
      label: 'Icône',
      options: categoryIcons.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar' },
    },
  ]

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: 'Thème', plural: 'Thèmes' },
  admin: {
    useAsTitle: 'title',
    // « Aperçu »: the saved version on the public layout, for editors only (src/content/preview.ts).
    preview: (doc, { locale }) => previewPath((locale as Locale) || 'fr', 'categories', String(doc.id)),
    defaultColumns: ['title', 'slug', 'order', '_status', 'updatedAt'],
    group: 'Contenu',
    hidden: hiddenFromNonEditors,
    // The versions with their authors and the languages each changed (src/admin/VersionsWithAuthors.tsx).
    components: { views: { edit: { versions: { Component: '/admin/VersionsWithAuthors#VersionsWithAuthors' } } } },
  },
  access: { read: publishedOrStaff, create: contentEditors, update: contentEditors, delete: contentEditors },
  // Publish and unpublish at a set time (Payload's jobs, run once across instances: src/editorial/scheduler.ts).
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  defaultSort: 'order',
  hooks: { afterChange: [revalidateAfterChange, auditAfterChange], afterDelete: [revalidateAfterDelete, auditAfterDelete] },
  fields: [languageWarningField, ...withFrenchReference(categoryFields), ...editorialFields(categoryFields)],
}
