import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import type { Worklist as WorklistData } from '@/editorial/worklist'

const data: WorklistData = {
  unconfirmed: {
    total: 45,
    statements: 472,
    items: Array.from({ length: 10 }, (_, i) => ({ collection: 'services', id: i + 1, title: `Fiche ${i + 1}`, unconfirmed: 12 - i, statements: 24, views: 300 - 20 * i })),
  },
  reverify: { total: 1, items: [{ collection: 'services', id: 31, title: 'Affiliation à la CNaPS', parts: [{ part: 'cost', newest: '2023-06-30' }, { part: 'steps', newest: '2024-01-31' }] }] },
  nativeReview: { total: 47, items: [{ collection: 'services', id: 5, title: 'Pasipaoro' }] },
  drafts: { total: 1, items: [{ collection: 'services', id: 40, title: 'Mon brouillon' }] },
  scheduledDone: { total: 1, items: [{ collection: 'services', id: 41, title: 'Casier judiciaire', kind: 'publish', at: '2026-11-28T07:00:00.000Z' }] },
  messages: { total: 12, items: [{ collection: 'messages', id: 9, title: 'DOL-2026-0009', kind: 'complaint', detail: '2026-11-30T22:30:00.000Z' }, { collection: 'messages', id: 8, title: 'QST-2026-0008', kind: 'question', detail: '2026-11-23T05:17:00.000Z' }] },
}

vi.mock('@/editorial/worklist', () => ({ worklistFor: async () => data }))

const { Worklist } = await import('./Worklist')

const render = async (language: string) => renderToStaticMarkup(await Worklist({ payload: {} as Payload, user: { id: 1, roles: ['admin'] }, i18n: { language } }))

describe('the dashboard worklist', () => {
  it('ranks the guides whose statements show « à confirmer », most read first, then a link to the rest', async () => {
    const html = await render('fr')
    expect(html).toContain('Informations « à confirmer » (472), les plus lues d’abord')
    expect(html).toContain('Fiche 1</a><span class="portal-worklist__detail"> — 12 sur 24 à confirmer · 300 consultations en 30 jours</span>')
    expect(html.indexOf('Fiche 1<')).toBeLessThan(html.indexOf('Fiche 2<'))
    expect(html).toContain('Voir les 35 autres</a>')
    expect(await render('mg')).toContain('12 amin’ny 24 mbola hamafisina · fijerena 300 tao anatin’ny 30 andro')
  })

  it('lists new messages newest first as given, with their kind and date in the admin’s language, in Madagascar time', async () => {
    const fr = await render('fr')
    expect(fr).toContain('DOL-2026-0009</a><span class="portal-worklist__detail"> — Doléance / réclamation, 1er décembre 2026, 01:30</span>')
    expect(fr.indexOf('DOL-2026-0009')).toBeLessThan(fr.indexOf('QST-2026-0008'))
    expect(fr).toContain('<a href="/admin/collections/messages?where[status][equals]=received&amp;sort=-createdAt">Voir les 10 autres</a>')
    expect(await render('mg')).toContain(' — Fitarainana, 1 Desambra 2026, 01:30</span>')
  })
})

describe('the worklist’s facts to check again and Malagasy to reread (issue 26)', () => {
  it('names the parts whose newest source is over 2 years old, and counts the guides no native speaker has reread', async () => {
    const fr = await render('fr')
    expect(fr).toContain('Faits à revérifier (source de plus de 2 ans)')
    expect(fr).toMatch(/Affiliation à la CNaPS<\/a><span class="portal-worklist__detail"> — Coût, Étapes : source la plus récente du 31\sjanvier\s2024/)
    expect(fr).toContain('Malgache pas encore relu par un locuteur natif (fiches, thèmes, parcours) <span class="portal-worklist__count">47</span>')
    const mg = await render('mg')
    expect(mg).toContain('Sarany, Dingana: ny loharano farany dia tamin’ny')
    expect(mg).toContain('Teny malagasy mbola tsy novakian’ny tompon-teny')
  })
})

describe('the worklist first, the seeded lists after it (issue 39)', () => {
  it('puts one’s own work before the long lists of the seeded content, which are folded with their count', async () => {
    const html = await render('fr')
    const backlog = html.indexOf('<details class="portal-worklist__backlog">')
    expect(backlog).toBeGreaterThan(0)
    for (const own of ['Mon brouillon', 'DOL-2026-0009', 'Casier judiciaire']) expect(html.indexOf(own), own).toBeLessThan(backlog)
    for (const seeded of ['Faits à revérifier', 'Malgache pas encore relu']) expect(html.indexOf(seeded), seeded).toBeGreaterThan(backlog)
    // Certainty no longer lives in review notes (issue 40): no « à vérifier » list.
    expect(html).not.toContain('Fiches avec des points « à vérifier »')
    // 1 + 47: the two lists counted on the folded line.
    expect(html).toContain('<summary>Vérifications de fond : faits à revérifier, malgache à relire <span class="portal-worklist__count">48</span></summary>')
    expect(html).not.toMatch(/<details class="portal-worklist__backlog" open/)
  })

  it('says which scheduled publications went out, and when, in Madagascar time', async () => {
    expect(await render('fr')).toContain('Casier judiciaire</a><span class="portal-worklist__detail"> — mise en ligne le 28 novembre 2026, 10:00</span>')
    expect(await render('mg')).toContain('Casier judiciaire</a><span class="portal-worklist__detail"> — navoaka tamin’ny 28 Novambra 2026, 10:00</span>')
  })
})
