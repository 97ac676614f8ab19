import type { CollectionConfig } from 'payload'

import { contentEditors } from '@/access'
import { hiddenFromNonAdmins } from '@/access/roles'
import { administrationGroup } from '@/fields/groups'

/**
 * An alert sent: what was sent (the SMS text in each language, as composed), to which regions and
 * channels, by whom, to how many. Created only by `POST /api/alert-send` (src/alerts/endpoint.ts)
 * after the administrator confirmed the count; the delivery counts are read from the queue
 * (/admin/alertes). No personal data.
 */
export const Alerts: CollectionConfig = {
  slug: 'alerts',
  labels: { singular: { fr: 'Alerte envoyée', mg: 'Fampitandremana nalefa' }, plural: { fr: 'Alertes envoyées', mg: 'Fampitandremana nalefa' } },
  admin: {
    group: administrationGroup,
    useAsTitle: 'title',
    defaultColumns: ['title', 'regions', 'audience', 'createdAt'],
    hidden: hiddenFromNonAdmins,
    description: { fr: 'Le détail des envois (envoyés, remis, en échec, par région) est sur la page « Alertes par SMS ».', mg: 'Ny antsipirian’ny fandefasana dia ao amin’ny pejy « Fampitandremana amin’ny SMS ».' },
  },
  access: { read: contentEditors, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    { name: 'title', type: 'text', required: true, label: { fr: 'Titre', mg: 'Lohateny' } },
    /**
     * `notice`: an emergency notice sent by an administrator; `guide`: a published major change, to
     * the guide's followers (e-mail); `renewal`: the day's « your alerts stop on … » messages (src/alerts/expiry.ts).
     */
    { name: 'kind', type: 'select', options: ['notice', 'guide', 'renewal'], required: true, defaultValue: 'notice', label: { fr: 'Type', mg: 'Karazany' } },
    { name: 'service', type: 'relationship', relationTo: 'services', label: { fr: 'Guide', mg: 'Torolalana' }, admin: { condition: (data) => data?.kind === 'guide' } },
    { name: 'severity', type: 'select', options: ['info', 'warning', 'critical'], required: true, label: { fr: 'Niveau', mg: 'Ambaratonga' } },
    { name: 'textFr', type: 'textarea', label: { fr: 'SMS en français', mg: 'SMS amin’ny teny frantsay' } },
    { name: 'textMg', type: 'textarea', label: { fr: 'SMS en malgache', mg: 'SMS amin’ny teny malagasy' } },
    /** The e-mail (subject, a blank line, the message), when sent by e-mail too; each subscriber's footer is added when sent. */
    { name: 'mailFr', type: 'textarea', label: { fr: 'E-mail en français', mg: 'Mailaka amin’ny teny frantsay' } },
    { name: 'mailMg', type: 'textarea', label: { fr: 'E-mail en malgache', mg: 'Mailaka amin’ny teny malagasy' } },
    /** Region keys, comma-separated, or `all` (empty for a guide's change). */
    { name: 'regions', type: 'text', label: { fr: 'Régions', mg: 'Faritra' } },
    { name: 'channels', type: 'text', required: true, defaultValue: 'sms', label: { fr: 'Canaux', mg: 'Fantsona' } },
    { name: 'audience', type: 'number', required: true, label: { fr: 'Destinataires', mg: 'Handray' } },
    { name: 'createdBy', type: 'relationship', relationTo: 'users', label: { fr: 'Envoyée par', mg: 'Nalefan’i' } },
  ],
}
