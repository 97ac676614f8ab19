import type { Access, FieldAccess } from 'payload'

/** Any signed-in member of staff (admin, editor or moderator). */
export const staffOnly: Access = ({ req: { user } }) => Boolean(user)

export const staffOnlyField: FieldAccess = ({ req: { user } }) => Boolean(user)
