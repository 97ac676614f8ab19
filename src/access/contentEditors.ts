import type { Access } from 'payload'

import { hasRole } from './roles'

/** Admins and editors write content; moderators handle messages only. */
export const contentEditors: Access = ({ req: { user } }) => hasRole(user, 'admin', 'editor')
