export const roles = ['admin', 'editor', 'moderator'] as const
export type Role = (typeof roles)[number]

type MaybeUser = { roles?: readonly string[] | null } | null | undefined

export function hasRole(user: MaybeUser, ...wanted: Role[]): boolean {
  return Boolean(user?.roles?.some((role) => (wanted as readonly string[]).includes(role)))
}

/** For `admin.hidden`: content menus are for editors and administrators, not moderators. */
export const hiddenFromNonEditors = ({ user }: { user?: unknown }): boolean => !hasRole(user as MaybeUser, 'admin', 'editor')

/** For `admin.hidden`: the accounts and the alerts sent are administrators' business (an editor's own account is under « Compte »). */
export const hiddenFromNonAdmins = ({ user }: { user?: unknown }): boolean => !hasRole(user as MaybeUser, 'admin')
