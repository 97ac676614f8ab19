import type { CollectionConfig, GlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { roles } from '@/access/roles'
import { Alerts } from '@/collections/Alerts'
import { AuditLog } from '@/collections/AuditLog'
import { Categories } from '@/collections/Categories'
import { Flows } from '@/collections/Flows'
import { Journeys } from '@/collections/Journeys'
import { Media } from '@/collections/Media'
import { Messages } from '@/collections/Messages'
import { Ministries } from '@/collections/Ministries'
import { PageFeedback } from '@/collections/PageFeedback'
import { PageViews } from '@/collections/PageViews'
import { Places } from '@/collections/Places'
import { QueryStats } from '@/collections/QueryStats'
import { Regions } from '@/collections/Regions'
import { SearchSynonyms } from '@/collections/SearchSynonyms'
import { Services } from '@/collections/Services'
import { Users } from '@/collections/Users'
import { AboutPage } from '@/globals/AboutPage'
import { EmergencyNotice } from '@/globals/EmergencyNotice'
import { HomePage } from '@/globals/HomePage'
import { LinkReport } from '@/globals/LinkReport'
import { SiteSettings } from '@/globals/SiteSettings'
import { TrackerSettings } from '@/globals/TrackerSettings'

import { hiddenFrom, hiddenSectionOf, rolesFor, visibleOnlyTo } from './restricted'

// ReferenceCounters is hidden from everyone (`hidden: true`): internal, nobody is sent anywhere.
const entities: (CollectionConfig | GlobalConfig)[] = [Services, Categories, Journeys, Flows, Alerts, Media, Ministries, Places, Regions, Messages, SearchSynonyms, PageViews, PageFeedback, QueryStats, Users, AuditLog, HomePage, AboutPage, SiteSettings, EmergencyNotice, TrackerSettings, LinkReport]

describe('parts of the admin hidden from some roles', () => {
  it('match the `admin.hidden` of every collection and global, role by role', () => {
    const differences: string[] = []
    for (const entity of entities) {
      const hidden = entity.admin?.hidden
      for (const role of roles) {
        const user = { id: 1, roles: [role] }
        const payloadHides = typeof hidden === 'function' ? Boolean((hidden as (args: { user: unknown }) => boolean)({ user })) : Boolean(hidden)
        if (payloadHides !== hiddenFrom(entity.slug, [role])) differences.push(`${entity.slug} for ${role}: Payload ${payloadHides ? 'hides' : 'shows'}`)
      }
    }
    expect(differences).toEqual([])
  })

  it('knows only real slugs', () => {
    const slugs = entities.map((e) => e.slug)
    expect(Object.keys(visibleOnlyTo).filter((slug) => !slugs.includes(slug))).toEqual([])
  })

  it('finds the part an address opens, for a moderator, and nothing for those who see it', () => {
    expect(hiddenSectionOf('/admin/collections/services/1', ['moderator'])).toBe('services')
    expect(hiddenSectionOf('/admin/collections/services', ['moderator'])).toBe('services')
    expect(hiddenSectionOf('/admin/collections/categories/3/versions', ['moderator'])).toBe('categories')
    expect(hiddenSectionOf('/admin/globals/emergency-notice', ['editor'])).toBe('emergency-notice')
    expect(hiddenSectionOf('/admin/collections/services/1', ['editor'])).toBeNull()
    expect(hiddenSectionOf('/admin/collections/services/1', ['moderator', 'editor'])).toBeNull()
    expect(hiddenSectionOf('/admin/globals/emergency-notice', ['admin'])).toBeNull()
    // Readable without being hidden: Payload's own checks (and page.tsx) answer these.
    expect(hiddenSectionOf('/admin/collections/messages/4', ['editor'])).toBeNull()
    // Accounts and the alerts sent are for administrators (issue 39): an editor's own account is « Compte » (/admin/account).
    expect(hiddenSectionOf('/admin/collections/users/7', ['moderator'])).toBe('users')
    expect(hiddenSectionOf('/admin/collections/users', ['editor'])).toBe('users')
    expect(hiddenSectionOf('/admin/collections/alerts', ['editor'])).toBe('alerts')
    expect(hiddenSectionOf('/admin/collections/users/7', ['admin'])).toBeNull()
    expect(hiddenSectionOf('/admin', ['moderator'])).toBeNull()
    expect(hiddenSectionOf('/admin/acces-refuse', ['moderator'])).toBeNull()
    expect(hiddenSectionOf('/fr/services/passeport/', ['moderator'])).toBeNull()
    expect(hiddenSectionOf('/admin/collections/%E0%A4%A', ['moderator'])).toBeNull()
  })

  it('words the refusal with the roles that see the part', () => {
    expect(rolesFor('services')).toEqual(['admin', 'editor'])
    expect(rolesFor('emergency-notice')).toEqual(['admin'])
    expect(rolesFor('messages')).toEqual(['admin', 'moderator'])
  })
})
