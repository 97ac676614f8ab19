import type { CollectionConfig } from 'payload'

import { contentEditors } from '@/access'

export const REMINDER_OUTCOMES = ['planned', 'sent', 'delivered', 'failed', 'stopped', 'expired', 'interrupted'] as const

/**
 * What reminders did, per event, month and outcome (issue 42): plans made (people reminded),
 * SMS sent, delivered, failed, plans stopped, reminders dropped because their day had passed,
 * interrupted. Counts only: no number, no date of anyone. Read on /admin/rappels and exported.
 */
export const ReminderCounts: CollectionConfig = {
  slug: 'reminder-counts',
  labels: { singular: { fr: 'Compte de rappels', mg: 'Isan’ny fampahatsiahivana' }, plural: { fr: 'Comptes de rappels', mg: 'Isan’ny fampahatsiahivana' } },
  admin: { hidden: true },
  access: { read: contentEditors, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['event', 'month', 'outcome'], unique: true }],
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'reminder-events', required: true, index: true },
    { name: 'month', type: 'text', required: true },
    { name: 'outcome', type: 'select', options: [...REMINDER_OUTCOMES], required: true },
    { name: 'n', type: 'number', required: true, defaultValue: 0 },
  ],
}
