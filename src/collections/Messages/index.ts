import type { CollectionConfig, FieldAccess } from 'payload'

import { adminOnly, messageHandlers } from '@/access'
import { mailConfigured } from '@/forms/contact/mail'
import { messageStatusLabels } from '@/admin/texts'
import { contactMethods, MESSAGE_MAX_LENGTH, messageKinds, messageStatuses } from '@/forms/contact/options'

import { assignReference, recordChanges, sendAnswer } from './hooks'

/** What the citizen wrote is never edited afterwards, by anyone. */
const citizenWritten: { update: FieldAccess } = { update: () => false }

const kindLabels = {
  question: { fr: 'Question', mg: 'Fanontaniana' },
  complaint: { fr: 'Doléance / réclamation', mg: 'Fitarainana' },
  suggestion: { fr: 'Suggestion', mg: 'Soso-kevitra' },
}

export const Messages: CollectionConfig = {
  slug: 'messages',
  labels: { singular: 'Message de citoyen', plural: 'Messages et doléances' },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'kind', 'status', 'category', 'region', 'createdAt'],
    // Staff find a message by its reference or by the citizen's name, e-mail or phone.
    listSearchableFields: ['reference', 'name', 'email', 'phone'],
    group: 'Messages',
    description: mailConfigured()
      ? 'Les réponses saisies ici sont envoyées par courriel aux citoyens qui ont donné une adresse.'
      : 'Envoi de courriels désactivé (SMTP non configuré) : les messages sont enregistrés, mais les réponses doivent être transmises par téléphone.',
  },
  access: {
    // The public creates only through the contact form (which sets this context flag after its checks).
    create: ({ req }) => req.context?.contactForm === true || Boolean(req.user && req.user.roles?.some((r) => r === 'admin' || r === 'moderator')),
    read: messageHandlers,
    update: messageHandlers,
    delete: adminOnly,
  },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [assignReference, recordChanges], afterChange: [sendAnswer] },
  fields: [
    { name: 'reference', type: 'text', label: 'Référence', unique: true, index: true, admin: { readOnly: true, position: 'sidebar' } },
    // The contact form token's random key: one token stores at most one message (replays and retries get its reference).
    { name: 'submissionKey', type: 'text', unique: true, index: true, access: { read: () => false, update: () => false }, admin: { hidden: true } },
    {
      name: 'status',
      type: 'select',
      label: 'Statut',
      required: true,
      defaultValue: 'received',
      index: true,
      options: messageStatuses.map((value) => ({ value, label: { ...messageStatusLabels[value] } })),
      admin: { position: 'sidebar' },
    },
    { name: 'lang', type: 'select', label: 'Langue du citoyen', options: ['fr', 'mg'], defaultValue: 'fr', access: citizenWritten, admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'kind',
      type: 'select',
      label: 'Type',
      required: true,
      index: true,
      options: messageKinds.map((value) => ({ value, label: kindLabels[value] })),
      access: citizenWritten,
    },
    { name: 'category', type: 'relationship', relationTo: 'categories', label: 'Thème', index: true, access: citizenWritten },
    { name: 'region', type: 'relationship', relationTo: 'regions', label: 'Région', index: true, access: citizenWritten },
    { name: 'message', type: 'textarea', label: 'Message', required: true, maxLength: MESSAGE_MAX_LENGTH, access: citizenWritten },
    { name: 'name', type: 'text', label: 'Nom', access: citizenWritten },
    { name: 'contactMethod', type: 'select', label: 'Réponse souhaitée par', options: [...contactMethods], access: citizenWritten },
    { name: 'email', type: 'email', label: 'Courriel', access: citizenWritten },
    { name: 'phone', type: 'text', label: 'Téléphone', access: citizenWritten },
    { name: 'consentToContact', type: 'checkbox', label: 'Accepte d’être contacté', access: citizenWritten },
    {
      name: 'internalNotes',
      type: 'array',
      labels: { singular: { fr: 'Note interne', mg: 'Fanamarihana anatiny' }, plural: { fr: 'Notes internes', mg: 'Fanamarihana anatiny' } },
      label: 'Notes internes (jamais montrées au citoyen)',
      fields: [
        { name: 'text', type: 'textarea', label: 'Note', required: true },
        { name: 'by', type: 'text', label: 'Auteur', admin: { readOnly: true } },
        { name: 'at', type: 'date', label: 'Date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'answer', type: 'textarea', label: 'Réponse au citoyen' },
    { name: 'answerSentAt', type: 'date', label: 'Réponse envoyée par courriel le', admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'history',
      type: 'array',
      labels: { singular: { fr: 'Changement d’état', mg: 'Fiovan’ny toetra' }, plural: { fr: 'Changements d’état', mg: 'Fiovan’ny toetra' } },
      label: 'Historique',
      // Each line reads "23 novembre 2026, 08:17 — Reçu → En cours de traitement, par …" in the
      // admin's language; the stored values stay the status codes.
      admin: { readOnly: true, initCollapsed: true, components: { RowLabel: '/admin/MessageHistoryRowLabel#MessageHistoryRowLabel' } },
      fields: [
        { name: 'at', type: 'date', label: 'Date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'by', type: 'text', label: 'Par' },
        { name: 'from', type: 'text', label: 'De', admin: { hidden: true } },
        { name: 'to', type: 'text', label: 'Vers', admin: { hidden: true } },
      ],
    },
    { name: 'closedAt', type: 'date', label: 'Clos le', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'personalDataErasedAt', type: 'date', label: 'Données personnelles effacées le', admin: { readOnly: true, position: 'sidebar' } },
  ],
}
