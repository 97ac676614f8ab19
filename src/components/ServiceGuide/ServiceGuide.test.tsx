/**
 * The web presenter of a guide: the model's value in, the page's HTML out. The snapshots are the
 * HTML of this fixture in both languages; a change to them is a change citizens see, to be made
 * on purpose (`vitest -u`), never by a refactoring.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Locale } from '@/i18n'
import type { Guide } from '@/model/guide'

import { ServiceGuide } from './index'

function fixture(lang: Locale): Guide {
  const fr = lang === 'fr'
  return {
    id: 12,
    lang,
    title: fr ? 'Passeport biométrique' : 'Pasipaoro biometrika',
    slug: fr ? 'passeport' : 'pasipaoro',
    summary: fr ? 'Obtenir ou renouveler son passeport.' : 'Mahazo na manavao pasipaoro.',
    audience: fr ? 'Tout citoyen qui voyage.\n\nChaque enfant a le sien.' : 'Olom-pirenena rehetra handeha any ivelany.',
    theme: { id: 3, title: fr ? 'Voyage' : 'Dia', slug: fr ? 'voyage' : 'dia' },
    ministry: { name: fr ? 'Ministère de la Sécurité publique' : 'Ministeran’ny Filaminam-bahoaka', acronym: 'MSP', url: 'https://www.police.gov.mg/' },
    cost: { free: false, amountAriary: 150000, details: fr ? 'Timbre fiscal de 150 000 Ar.' : 'Hajia 150 000 Ar.' },
    delay: null,
    processingTime: fr ? 'Environ 10 jours.' : 'Eo amin’ny 10 andro eo.',
    whereToApply: fr ? 'Au service des passeports.' : 'Any amin’ny biraon’ny pasipaoro.',
    documents: fr ? ['Acte de naissance', 'CIN <copie certifiée>'] : ['Sora-pahaterahana', 'Karapanondro'],
    steps: [
      { title: fr ? 'Remplir la fiche' : 'Fenoy ny taratasy', detail: fr ? 'Au guichet.' : null },
      { title: fr ? 'Payer le timbre' : 'Aloavy ny hajia', detail: null },
    ],
    faq: [{ question: fr ? 'Combien de temps ?' : 'Hafiriana?', answer: fr ? 'Dix jours environ.' : 'Folo andro eo ho eo.' }],
    legalReferences: ['Décret n° 2015-1234'],
    onlineServices: [{ label: 'Rendez-vous', url: 'https://www.example.gov.mg/rdv' }],
    downloads: [
      { id: 1, url: '/media/0e32e2a9da-demande.pdf', label: fr ? 'Fiche de demande' : 'Taratasy fangatahana', type: 'application/pdf', bytes: 245_000, small: null, medium: null },
      { id: 2, url: '/media/1a2b3c4d5e-carte.png', label: fr ? 'Carte des bureaux' : 'Sarintany', type: 'image/png', bytes: 2_400_000, small: { url: '/media/1a2b3c4d5e-carte-480x320.webp', width: 480, height: 320 }, medium: { url: '/media/1a2b3c4d5e-carte-960x640.webp', width: 960, height: 640 } },
    ],
    places: [],
    directory: 'none',
    related: [{ id: 4, title: fr ? 'Visa' : 'Visa', slug: 'visa' }],
    sources: [
      { title: 'Passeports', url: 'https://www.police.gov.mg/passeport', publisher: 'Police nationale', kind: 'official', seen: '2026-11-23T00:00:00.000Z', published: '2025-03' },
      { title: 'Article', url: null, publisher: 'L’Express', kind: 'press', seen: '2026-11-23T00:00:00.000Z', published: null },
    ],
    verifiedAt: '2026-11-23T00:00:00.000Z',
    lastReviewed: '2026-11-20T00:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    unconfirmed: ['cost', 'documents'],
    changeHistory: [{ at: '2026-11-20T08:00:00.000Z', note: fr ? 'Nouveau tarif.' : 'Saran-dalana vaovao.' }],
    smsText: null,
  }
}

describe('ServiceGuide (the web presenter of a guide)', () => {
  for (const lang of ['fr', 'mg'] as const) {
    it(`renders the guide in ${lang}, as before`, async () => {
      process.env.SITE_URL = 'https://services.gov.mg'
      const html = renderToStaticMarkup(<ServiceGuide lang={lang} guide={fixture(lang)} />)
      await expect(html).toMatchFileSnapshot(`./__snapshots__/ServiceGuide.${lang}.html`)
      expect(html).toContain(`<h1>${fixture(lang).title}</h1>`)
      expect(html).not.toContain('<copie certifiée>')
    })
  }
})
