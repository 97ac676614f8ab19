import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { adminOnly, adminOnlyField, roles } from '@/access'
import { hiddenFromNonAdmins } from '@/access/roles'
import { roleLabels } from '@/admin/texts'
import { auditUserChange, auditUserDelete } from '@/editorial/audit'
import { administrationGroup } from '@/fields/groups'

/** The very first account becomes an admin, so a fresh install can be administered. */
const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const existing = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  if (existing.totalDocs === 0) return { ...data, roles: ['admin'] }
  return data
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { fr: 'Utilisateur', mg: 'Mpampiasa' }, plural: { fr: 'Utilisateurs', mg: 'Mpampiasa' } },
  auth: {
    // No account lock-out: a stranger could keep an editor locked out by failing on purpose.
    // Failed sign-ins are throttled per client and per account instead (src/security/login.ts).
    maxLoginAttempts: 0,
    useAPIKey: false,
    cookies: { sameSite: 'Lax' },
  },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], group: administrationGroup, hidden: hiddenFromNonAdmins },
  access: {
    // Staff see their own account; admins see and manage everyone.
    read: ({ req: { user } }) => {
      if (!user) return false
      if (user.roles?.includes('admin')) return true
      return { id: { equals: user.id } }
    },
    create: adminOnly,
    update: ({ req: { user } }) => {
      if (!user) return false
      if (user.roles?.includes('admin')) return true
      return { id: { equals: user.id } }
    },
    delete: adminOnly,
  },
  hooks: { beforeChange: [firstUserIsAdmin], afterChange: [auditUserChange], afterDelete: [auditUserDelete] },
  fields: [
    { name: 'name', type: 'text', label: { fr: 'Nom', mg: 'Anarana' } },
    {
      name: 'roles',
      type: 'select',
      label: { fr: 'Rôles', mg: 'Andraikitra' },
      hasMany: true,
      required: true,
      // The first account is created as an administrator: the form says so.
      defaultValue: async ({ req }: { req: { payload: { count: (args: { collection: 'users'; overrideAccess: boolean }) => Promise<{ totalDocs: number }> } } }) =>
        (await req.payload.count({ collection: 'users', overrideAccess: true })).totalDocs === 0 ? ['admin'] : ['editor'],
      saveToJWT: true,
      options: roles.map((role) => ({
        value: role,
        label: { fr: roleLabels[role].fr + (role === 'moderator' ? ' (messages)' : ''), mg: roleLabels[role].mg + (role === 'moderator' ? ' (hafatra)' : '') },
      })),
      access: { update: adminOnlyField, create: adminOnlyField },
    },
  ],
}
