/** The closed lists of the contact form: the server rejects anything else. */
export const messageKinds = ['question', 'complaint', 'suggestion'] as const
export type MessageKind = (typeof messageKinds)[number]

export const contactMethods = ['email', 'phone'] as const
export type ContactMethod = (typeof contactMethods)[number]

export const messageStatuses = ['received', 'in_progress', 'answered', 'closed'] as const
export type MessageStatus = (typeof messageStatuses)[number]

/** Reference prefixes: DOL for doléances (complaints), QST questions, SUG suggestions. */
export const referencePrefix: Record<MessageKind, string> = { complaint: 'DOL', question: 'QST', suggestion: 'SUG' }

export const MESSAGE_MAX_LENGTH = 5000
export const NAME_MAX_LENGTH = 120
export const EMAIL_MAX_LENGTH = 254
/** Whole request body limit for the form (a 5,000-character message is ~20 KB at most in UTF-8). */
export const MAX_BODY_BYTES = 64 * 1024
/** A human needs more than this to fill in the form; faster posts are treated as robots (CONTACT_MIN_FILL_MS). */
export function minFillMs(): number {
  const value = Number(process.env.CONTACT_MIN_FILL_MS)
  return Number.isFinite(value) && value >= 0 ? value : 3000
}
