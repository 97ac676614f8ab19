import { describe, expect, it } from 'vitest'

import { visibleNotice } from './notice'

const now = new Date('2026-11-23T12:00:00.000Z')
const base = { active: true, severity: 'critical' as const, title: 'Cyclone', message: 'Restez chez vous.', startsAt: '2026-11-23T11:00:00.000Z', endsAt: '2026-11-23T13:00:00.000Z' }

describe('emergency notice', () => {
  it('shows between its start and its end, when active and written in this language', () => {
    expect(visibleNotice(base, now)).toEqual({ severity: 'critical', title: 'Cyclone', message: 'Restez chez vous.', link: null })
    expect(visibleNotice({ ...base, active: false }, now)).toBeNull()
    expect(visibleNotice({ ...base, startsAt: '2026-11-23T12:30:00.000Z' }, now)).toBeNull()
    expect(visibleNotice({ ...base, endsAt: '2026-11-23T12:00:00.000Z' }, now)).toBeNull()
    expect(visibleNotice({ ...base, title: ' ' }, now)).toBeNull()
    expect(visibleNotice({ ...base, startsAt: null, endsAt: null }, now)).not.toBeNull()
  })

  it('links only to the site or to https addresses', () => {
    expect(visibleNotice({ ...base, linkUrl: '/fr/services/numeros-d-urgence/', linkLabel: 'Numéros' }, now)?.link).toEqual({ url: '/fr/services/numeros-d-urgence/', label: 'Numéros' })
    expect(visibleNotice({ ...base, linkUrl: 'javascript:alert(1)' }, now)?.link).toBeNull()
    expect(visibleNotice({ ...base, linkUrl: 'http://example.mg' }, now)?.link).toBeNull()
  })
})
