/**
 * Parts of the admin reserved to some roles, for the "access denied" page: which roles a
 * collection or global needs. The access functions of the collections stay the rule; this
 * only words the refusal (src/app/(payload)/admin/[[...segments]]/page.tsx asks Payload's
 * permissions, not this list, whether to refuse).
 */
import type { Role } from '@/access/roles'

const reserved: Record<string, Role[]> = {
  messages: ['admin', 'moderator'],
  'audit-log': ['admin'],
  'site-settings': ['admin'],
  'tracker-settings': ['admin'],
  users: ['admin'],
}

export function rolesFor(slug: string): Role[] {
  return reserved[slug] ?? ['admin', 'editor']
}

/** The collection or global a route of the admin opens ("collections/messages/12" → messages). */
export function entityOfRoute(segments: readonly string[] | undefined): { kind: 'collections' | 'globals'; slug: string } | null {
  const [kind, slug] = segments ?? []
  if ((kind === 'collections' || kind === 'globals') && slug) return { kind, slug }
  return null
}
