import type { CollectionConfig, FieldAccess } from 'payload'

import { adminOnly, messageHandlers } from '@/access'
import { mailConfigured } from '@/forms/contact/mail'
import { dateAndTime } from '@/admin/dateFields'
import { messageStatusLabels } from '@/admin/texts'
import { messagesGroup } from '@/fields/groups'
import { contactMethods, MESSAGE_MAX_LENGTH, messageKinds, messageStatuses } from '@/forms/contact/options'

import { assignReference, recordChanges, sendAnswer } from './hooks'

/** What the citizen wrote is never edited afterwards, by anyone. */
const citizenWritten: { update: FieldAccess } = { update: () => false }

const kindLabels = {
  question: { fr: 'Question', mg: 'Fanontaniana' },
  complaint: { fr: 'Doléance / réclamation', mg: 'Fitarainana' },
  suggestion: { fr: 'Suggestion', mg: 'Soso-kevitra' },
}

const languageLabels = {
  fr: { fr: 'Français', mg: 'Frantsay' },
  mg: { fr: 'Malgache', mg: 'Malagasy' },
}

const contactMethodLabels: Record<(typeof contactMethods)[number], { fr: string; mg: string }> = {
  email: { fr: 'Courriel', mg: 'Mailaka' },
  phone: { fr: 'Téléphone', mg: 'Telefaonina' },
}

export const Messages: CollectionConfig = {
  slug: 'messages',
  labels: { singular: { fr: 'Message de citoyen', mg: 'Hafatry ny olom-pirenena' }, plural: { fr: 'Messages et doléances', mg: 'Hafatra sy fitarainana' } },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'kind', 'status', 'category', 'region', 'createdAt'],
    // Staff find a message by its reference or by the citizen's name, e-mail or phone.
    listSearchableFields: ['reference', 'name', 'email', 'phone'],
    group: messagesGroup,
    description: mailConfigured()
      ? {
          fr: 'Les réponses saisies ici sont envoyées par courriel aux citoyens qui ont donné une adresse.',
          mg: 'Alefa amin’ny mailaka ho an’ireo olom-pirenena nanome adiresy ny valiny soratana eto.',
        }
      : {
          fr: 'Envoi de courriels désactivé (SMTP non configuré) : les messages sont enregistrés, mais les réponses doivent être transmises par téléphone.',
          mg: 'Tsy mandeha ny fandefasana mailaka (tsy voarindra ny SMTP): voatahiry ny hafatra, fa amin’ny telefaonina no tsy maintsy hampitana ny valiny.',
        },
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
    { name: 'reference', type: 'text', label: { fr: 'Référence', mg: 'Kaody fanarahana' }, unique: true, index: true, admin: { readOnly: true, position: 'sidebar' } },
    // The contact form token's random key: one token stores at most one message (replays and retries get its reference).
    { name: 'submissionKey', type: 'text', unique: true, index: true, access: { read: () => false, update: () => false }, admin: { hidden: true } },
    {
      name: 'status',
      type: 'select',
      label: { fr: 'Statut', mg: 'Toetry ny fangatahana' },
      required: true,
      defaultValue: 'received',
      index: true,
      options: messageStatuses.map((value) => ({ value, label: { ...messageStatusLabels[value] } })),
      admin: { position: 'sidebar' },
    },
    { name: 'lang', type: 'select', label: { fr: 'Langue du citoyen', mg: 'Fitenin’ny olom-pirenena' }, options: (['fr', 'mg'] as const).map((value) => ({ value, label: languageLabels[value] })), defaultValue: 'fr', access: citizenWritten, admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'kind',
      type: 'select',
      label: { fr: 'Type', mg: 'Karazana' },
      required: true,
      index: true,
      options: messageKinds.map((value) => ({ value, label: kindLabels[value] })),
      access: citizenWritten,
    },
    { name: 'category', type: 'relationship', relationTo: 'categories', label: { fr: 'Thème', mg: 'Lohahevitra' }, index: true, access: citizenWritten },
    { name: 'region', type: 'relationship', relationTo: 'regions', label: { fr: 'Région', mg: 'Faritra' }, index: true, access: citizenWritten },
    { name: 'message', type: 'textarea', label: { fr: 'Message', mg: 'Hafatra' }, required: true, maxLength: MESSAGE_MAX_LENGTH, access: citizenWritten },
    { name: 'name', type: 'text', label: { fr: 'Nom', mg: 'Anarana' }, access: citizenWritten },
    { name: 'contactMethod', type: 'select', label: { fr: 'Réponse souhaitée par', mg: 'Fomba tiany handraisana ny valiny' }, options: contactMethods.map((value) => ({ value, label: contactMethodLabels[value] })), access: citizenWritten },
    { name: 'email', type: 'email', label: { fr: 'Courriel', mg: 'Mailaka' }, access: citizenWritten },
    { name: 'phone', type: 'text', label: { fr: 'Téléphone', mg: 'Telefaonina' }, access: citizenWritten },
    { name: 'consentToContact', type: 'checkbox', label: { fr: 'Accepte d’être contacté', mg: 'Manaiky ny hifandraisana aminy' }, access: citizenWritten },
    {
      name: 'internalNotes',
      type: 'array',
      labels: { singular: { fr: 'Note interne', mg: 'Fanamarihana anatiny' }, plural: { fr: 'Notes internes', mg: 'Fanamarihana anatiny' } },
      label: { fr: 'Notes internes (jamais montrées au citoyen)', mg: 'Fanamarihana anatiny (tsy aseho ny olom-pirenena mihitsy)' },
      fields: [
        { name: 'text', type: 'textarea', label: { fr: 'Note', mg: 'Fanamarihana' }, required: true },
        { name: 'by', type: 'text', label: { fr: 'Auteur', mg: 'Mpanoratra' }, admin: { readOnly: true } },
        { name: 'at', type: 'date', label: { fr: 'Date', mg: 'Daty' }, admin: { readOnly: true, date: dateAndTime } },
      ],
    },
    { name: 'answer', type: 'textarea', label: { fr: 'Réponse au citoyen', mg: 'Valiny ho an’ny olom-pirenena' } },
    // Whether the answer reached the citizen, and how to reach them when it did not (src/admin/AnswerDelivery.tsx).
    { name: 'answerDelivery', type: 'ui', admin: { position: 'sidebar', components: { Field: '/admin/AnswerDelivery#AnswerDelivery' } } },
    { name: 'answerSentAt', type: 'date', label: { fr: 'Réponse envoyée par courriel le', mg: 'Daty nandefasana ny valiny tamin’ny mailaka' }, admin: { readOnly: true, position: 'sidebar', date: dateAndTime } },
    {
      name: 'history',
      type: 'array',
      labels: { singular: { fr: 'Changement d’état', mg: 'Fiovan’ny toetra' }, plural: { fr: 'Changements d’état', mg: 'Fiovan’ny toetra' } },
      label: { fr: 'Historique', mg: 'Tantara' },
      // Each line reads "23 novembre 2026, 08:17 — Reçu → En cours de traitement, par …" in the
      // admin's language; the stored values stay the status codes.
      admin: { readOnly: true, initCollapsed: true, components: { RowLabel: '/admin/MessageHistoryRowLabel#MessageHistoryRowLabel' } },
      fields: [
        { name: 'at', type: 'date', label: { fr: 'Date', mg: 'Daty' }, admin: { date: dateAndTime } },
        { name: 'by', type: 'text', label: { fr: 'Par', mg: 'Nataon’i' } },
        { name: 'from', type: 'text', label: { fr: 'De', mg: 'Avy amin’ny' }, admin: { hidden: true } },
        { name: 'to', type: 'text', label: { fr: 'Vers', mg: 'Ho amin’ny' }, admin: { hidden: true } },
      ],
    },
    { name: 'closedAt', type: 'date', label: { fr: 'Clos le', mg: 'Nakatona tamin’ny' }, admin: { readOnly: true, position: 'sidebar', date: dateAndTime } },
    { name: 'personalDataErasedAt', type: 'date', label: { fr: 'Données personnelles effacées le', mg: 'Daty namafana ny mombamomba manokana' }, admin: { readOnly: true, position: 'sidebar', date: dateAndTime } },
  ],
}
