import type { Access } from 'payload'

import { hasRole } from './roles'

/** Admins and moderators handle citizens' messages; editors and the public never read them. */
export const messageHandlers: Access = ({ req: { user } }) => hasRole(user, 'admin', 'moderator')
