import { describe, expect, it } from 'vitest'

import { handleSms, type SmsAlerts, type SmsDeps, type SmsReminders } from './conversation'

/** The conversation's routing to deadline reminders (issue 42): the keyword first, LISTE and STOP shared with alerts. */
function deps(reminders: Partial<SmsReminders> & { plans?: number }, alerts?: Partial<SmsAlerts>): SmsDeps & { erased: string[] } {
  const erased: string[] = []
  return {
    erased,
    search: async () => [],
    guide: async () => null,
    emergencyNumbers: async () => [],
    track: async () => ({ kind: 'notFound' }),
    record: () => undefined,
    flow: async () => null,
    reminders: {
      handle: async (input) => (/^TERAKA/i.test(input) ? { reply: 'Voaray', lang: 'mg' } : null),
      list: async () => (reminders.plans ? 'Vos rappels : Naissance le 22/03.' : null),
      erase: async () => (erased.push('reminders'), reminders.plans ?? 0),
      ...reminders,
    },
    alerts: alerts
      ? {
          regions: async () => [],
          subscribe: async () => 'added',
          topics: async () => [],
          erase: async () => void erased.push('alerts'),
          ...alerts,
        }
      : undefined,
  }
}

describe('reminder keywords in the conversation', () => {
  it('answers a reminder keyword before the search, in its language, and leaves the rest to the conversation', async () => {
    const d = deps({})
    expect(await handleSms('TERAKA 12/03', null, d)).toEqual({ reply: 'Voaray', state: { lang: 'mg' } })
    // Not a reminder: the usual answer (nothing found here).
    expect((await handleSms('passeport perdu', null, d)).reply).toMatch(/^Aucun guide|^Rien|trouv/i)
  })
  it('STOP erases reminders and alerts at once and says so', async () => {
    const d = deps({ plans: 1 }, {})
    expect((await handleSms('STOP', null, d)).reply).toBe("C'est noté : vos rappels, vos abonnements aux alertes et cette conversation sont effacés.")
    expect(d.erased).toEqual(['reminders', 'alerts'])
    // Nothing planned: the alerts' own words, as before.
    expect((await handleSms('AJANONY', null, deps({ plans: 0 }, {}))).reply).toMatch(/^Voaray: voafafa ny fisoratanao amin'ny fampitandremana/)
  })
  it('LISTE gives the reminders, then the alerts followed', async () => {
    expect((await handleSms('LISTE', null, deps({ plans: 1 }, {}))).reply).toBe('Vos rappels : Naissance le 22/03.')
    expect((await handleSms('LISTE', null, deps({ plans: 1 }, { topics: async () => ['region:all'], regions: async () => [] }))).reply).toBe('Vos rappels : Naissance le 22/03. Vos alertes par SMS : toutes les régions. STOP : tout arrêter.'.replace('arrêter', 'arreter'))
    expect((await handleSms('LISTE', null, deps({ plans: 0 }, {}))).reply).toMatch(/^Aucun abonnement aux alertes/)
  })
})
