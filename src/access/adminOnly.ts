import type { Access, FieldAccess } from 'payload'

import { hasRole } from './roles'

export const adminOnly: Access = ({ req: { user } }) => hasRole(user, 'admin')

export const adminOnlyField: FieldAccess = ({ req: { user } }) => hasRole(user, 'admin')
