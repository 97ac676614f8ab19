import type { CollectionConfig } from 'payload'

/**
 * The sending queue, in the database so that it survives a restart: one row per alert and
 * address (unique: an address subscribed to two of the alert's regions gets it once). A row is
 * claimed atomically before it is sent and never sent twice (src/alerts/sender.ts); the address is
 * erased once the row is done. Counts per alert, channel and region come from here.
 */
export const AlertDeliveries: CollectionConfig = {
  slug: 'alert-deliveries',
  labels: { singular: { fr: 'Envoi d’alerte', mg: 'Fandefasana fampitandremana' }, plural: { fr: 'Envois d’alertes', mg: 'Fandefasana fampitandremana' } },
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  indexes: [
    { fields: ['alert', 'addressKey'], unique: true },
    { fields: ['status', 'channel', 'nextAttemptAt'] },
  ],
  fields: [
    { name: 'alert', type: 'relationship', relationTo: 'alerts', required: true, index: true },
    { name: 'channel', type: 'select', options: ['sms', 'email'], required: true },
    { name: 'addressKey', type: 'text', required: true },
    /** Erased (empty) once the row is done. */
    { name: 'recipient', type: 'text' },
    { name: 'topic', type: 'text', required: true },
    { name: 'lang', type: 'select', options: ['fr', 'mg'], required: true },
    /** `digest`: waiting for the subscriber's daily digest (sent with the other changes of the day at `nextAttemptAt`). */
    { name: 'status', type: 'select', options: ['queued', 'digest', 'sending', 'sent', 'delivered', 'failed', 'interrupted'], required: true, defaultValue: 'queued' },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'nextAttemptAt', type: 'date', required: true },
    { name: 'claimedAt', type: 'date' },
    { name: 'sentAt', type: 'date' },
    { name: 'doneAt', type: 'date' },
    /** What the gateway said (no personal data): « 202 0: Accepted for delivery », « dlr 1 ». */
    { name: 'detail', type: 'text' },
  ],
}
