/**
 * Parts of the admin reserved to some roles, for the "access denied" page: which roles a
 * collection or global needs. The access functions of the collections stay the rule; this
 * only words the refusal.
 *
 * Two ways a part is closed to a role, both answered by Payload with "Pas trouvé":
 * - no read access (messages for editors…): src/app/(payload)/admin/[[...segments]]/page.tsx asks
 *   Payload's permissions and sends to "Accès refusé";
 * - read access but hidden from the role's admin (`admin.hidden`: guides, themes, the directory…
 *   are readable by all staff, shown to editors and administrators only): Payload's permissions
 *   say "read", so page.tsx lets it through and Payload's document and list views answer "Pas
 *   trouvé". `hiddenFrom` lists them (restricted.test.ts checks the list against the
 *   configurations) and src/proxy.ts sends these requests to "Accès refusé" too.
 */
import type { Role } from '@/access/roles'

const EDITORS: Role[] = ['admin', 'editor']
const ADMINS: Role[] = ['admin']

/** Collections and globals whose `admin.hidden` shows them to these roles only. */
export const visibleOnlyTo: Readonly<Record<string, readonly Role[]>> = {
  services: EDITORS,
  categories: EDITORS,
  journeys: EDITORS,
  flows: EDITORS,
  media: EDITORS,
  ministries: EDITORS,
  places: EDITORS,
  regions: EDITORS,
  'search-synonyms': EDITORS,
  'page-feedback': EDITORS,
  'home-page': EDITORS,
  'about-page': EDITORS,
  'link-report': EDITORS,
  'emergency-notice': ADMINS,
  'tracker-settings': ADMINS,
  users: ADMINS,
  alerts: ADMINS,
}

const reserved: Record<string, Role[]> = {
  messages: ['admin', 'moderator'],
  'audit-log': ['admin'],
  'site-settings': ['admin'],
  'tracker-settings': ['admin'],
  'emergency-notice': ['admin'],
  users: ['admin'],
}

export function rolesFor(slug: string): Role[] {
  return reserved[slug] ?? [...(visibleOnlyTo[slug] ?? EDITORS)]
}

/** Whether Payload hides this collection or global from someone with these roles (it then answers "Pas trouvé"). */
export function hiddenFrom(slug: string, roles: readonly string[] | null | undefined): boolean {
  const visibleTo = visibleOnlyTo[slug]
  if (!visibleTo) return false
  return !(roles ?? []).some((role) => (visibleTo as readonly string[]).includes(role))
}

/** The collection or global a route of the admin opens ("collections/messages/12" → messages). */
export function entityOfRoute(segments: readonly string[] | undefined): { kind: 'collections' | 'globals'; slug: string } | null {
  const [kind, slug] = segments ?? []
  if ((kind === 'collections' || kind === 'globals') && slug) return { kind, slug }
  return null
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * The part of the admin an address opens that is hidden from these roles, or null:
 * "/admin/collections/services/1" for a moderator → "services".
 */
export function hiddenSectionOf(pathname: string, roles: readonly string[] | null | undefined): string | null {
  const [admin, ...segments] = pathname.split('/').filter(Boolean)
  if (admin !== 'admin') return null
  const entity = entityOfRoute(segments.map(safeDecode))
  return entity && hiddenFrom(entity.slug, roles) ? entity.slug : null
}
