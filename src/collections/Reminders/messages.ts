import type { CollectionConfig } from 'payload'

/**
 * The reminders waiting to go out (issue 42, ADR 22): one row per reminder of one citizen's plan,
 * with the number, its keyed hash and the date given — nothing else. A row is claimed before it
 * is sent and deleted once done (sent, failed, expired, interrupted), its outcome added to
 * `reminder-counts`; STOP deletes every row of the number at once. The last reminder sent, nothing
 * is left of the plan. Nobody reads it through the API or the admin.
 */
export const ReminderMessages: CollectionConfig = {
  slug: 'reminder-messages',
  labels: { singular: { fr: 'Rappel en attente', mg: 'Fampahatsiahivana miandry' }, plural: { fr: 'Rappels en attente', mg: 'Fampahatsiahivana miandry' } },
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  indexes: [
    { fields: ['plan', 'step'], unique: true },
    { fields: ['status', 'nextAttemptAt'] },
  ],
  fields: [
    /** A random id per plan (one TERAKA, one web subscription): counts people without knowing them. */
    { name: 'plan', type: 'text', required: true, index: true },
    { name: 'event', type: 'relationship', relationTo: 'reminder-events', required: true, index: true },
    { name: 'step', type: 'number', required: true },
    { name: 'recipient', type: 'text', required: true },
    { name: 'addressKey', type: 'text', required: true, index: true },
    /** The day (or year) the citizen gave, YYYY-MM-DD: the deadline is computed from it when sent. */
    { name: 'anchor', type: 'text', required: true },
    { name: 'lang', type: 'select', options: ['fr', 'mg'], required: true },
    { name: 'source', type: 'select', options: ['sms', 'web'], required: true },
    { name: 'status', type: 'select', options: ['queued', 'sending'], required: true, defaultValue: 'queued' },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'dueAt', type: 'date', required: true },
    { name: 'nextAttemptAt', type: 'date', required: true },
    { name: 'claimedAt', type: 'date' },
    { name: 'detail', type: 'text' },
  ],
}
