import type { CollectionConfig } from 'payload'

/**
 * Who asked for alerts, one row per address and topic (`region:<key>`, `region:all`,
 * `guide:<id>` for a followed guide). Personal data: no one reads it through the API or the admin (administrators see
 * counts, src/alerts/audience.ts); only the portal's own code does (src/alerts/store.ts). Kept: the
 * number or address, the topic, the language, when and how consent was given, when it was last
 * renewed. `STOP` deletes every row of the address at once.
 */
export const AlertSubscriptions: CollectionConfig = {
  slug: 'alert-subscriptions',
  labels: { singular: { fr: 'Abonnement aux alertes', mg: 'Fisoratana amin’ny fampitandremana' }, plural: { fr: 'Abonnements aux alertes', mg: 'Fisoratana amin’ny fampitandremana' } },
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['addressKey', 'topic'], unique: true }],
  fields: [
    { name: 'channel', type: 'select', options: ['sms', 'email'], required: true, index: true },
    { name: 'address', type: 'text', required: true },
    /** A keyed hash of channel and address (src/security/limits.ts `hashed`): how rows of one address are found. */
    { name: 'addressKey', type: 'text', required: true, index: true },
    { name: 'topic', type: 'text', required: true, index: true },
    { name: 'lang', type: 'select', options: ['fr', 'mg'], required: true },
    { name: 'status', type: 'select', options: ['pending', 'active'], required: true, defaultValue: 'active' },
    { name: 'source', type: 'select', options: ['sms', 'web'], required: true },
    /** For a followed guide (`guide:<id>`): each change at once, or one digest a day. Regions: always at once. */
    { name: 'cadence', type: 'select', options: ['immediate', 'daily'], required: true, defaultValue: 'immediate' },
    { name: 'consentAt', type: 'date', required: true },
    { name: 'renewedAt', type: 'date', required: true },
    /** When the « your alerts stop on … » message was queued (src/alerts/expiry.ts); cleared by a renewal. */
    { name: 'renewalAskedAt', type: 'date' },
  ],
}
