/**
 * The web presenter of a guide: the model's value in, the page's HTML out. The snapshots are the
 * HTML of this fixture in both languages; a change to them is a change citizens see, to be made
 * on purpose (`vitest -u`), never by a refactoring.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { formatAriary, type Locale } from '@/i18n'
import type { Guide } from '@/model/guide'
import { docs, question, step } from '../../../tests/support/guides'

import { withProofs } from '@/model/statements'
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
    cost: { free: false, amountAriary: 150000, details: fr ? 'Timbre fiscal de 150 000 Ar.' : 'Hajia 150 000 Ar.', othersPay: null },
    delay: null,
    processingTime: fr ? 'Environ 10 jours.' : 'Eo amin’ny 10 andro eo.',
    whereToApply: fr ? 'Au service des passeports.' : 'Any amin’ny biraon’ny pasipaoro.',
    documents: docs(fr ? ['Acte de naissance', 'CIN <copie certifiée>'] : ['Sora-pahaterahana', 'Karapanondro']),
    steps: [
      step(fr ? 'Remplir la fiche' : 'Fenoy ny taratasy', fr ? 'Au guichet.' : null),
      step(fr ? 'Payer le timbre' : 'Aloavy ny hajia'),
    ],
    faq: [question(fr ? 'Combien de temps ?' : 'Hafiriana?', fr ? 'Dix jours environ.' : 'Folo andro eo ho eo.')],
    youReceive: null,
    offices: [],
    marks: { summary: null, audience: null },
    mgNativeReviewed: false,
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
      { key: 'police', confirmedBy: null, confirmedHow: null, title: 'Passeports', url: 'https://www.police.gov.mg/passeport', publisher: 'Police nationale', kind: 'official', seen: '2026-11-23T00:00:00.000Z', published: '2025-03' },
      { key: 'express', confirmedBy: null, confirmedHow: null, title: 'Article', url: null, publisher: 'L’Express', kind: 'press', seen: '2026-11-23T00:00:00.000Z', published: null },
    ],
    references: [],
    proofs: {},
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

  it('offers to follow the guide’s changes beside its date, only when the page gives where (the portal can send e-mail)', () => {
    expect(renderToStaticMarkup(<ServiceGuide lang="fr" guide={fixture('fr')} />)).not.toContain('?suivre=')
    const fr = renderToStaticMarkup(<ServiceGuide lang="fr" guide={fixture('fr')} followHref="/fr/alertes/?suivre=passeport" />)
    expect(fr).toMatch(/Mise à jour : [^<]+ · <a href="\/fr\/alertes\/\?suivre=passeport">Me prévenir des changements de ce guide<\/a>/)
    const mg = renderToStaticMarkup(<ServiceGuide lang="mg" guide={fixture('mg')} followHref="/mg/alertes/?suivre=pasipaoro" />)
    expect(mg).toContain('<a href="/mg/alertes/?suivre=pasipaoro">Ampahafantaro ahy ny fanovana amin’ity torolalana ity</a>')
  })
})

describe('ServiceGuide: marks, a step’s figures, offices, what you receive, free means free (issue 26)', () => {
  const office = { id: 7, name: 'SCCIE Anosy', address: 'Immeuble « patte d’éléphant », Anosy, Antananarivo', city: 'Antananarivo', phones: ['+261 38 11 000 77'], openingHours: 'Lundi–vendredi 8 h–12 h, 14 h–18 h' }
  const marked = (lang: Locale): Guide => ({
    ...fixture(lang),
    marks: { summary: lang === 'fr' ? 'délai à confirmer' : 'mbola hamafisina ny faharetany', audience: null },
    documents: [{ item: lang === 'fr' ? 'Acte de naissance' : 'Kopia nahaterahana', quantity: 2, form: 'certifiedCopy', unsure: null }],
    steps: [step(lang === 'fr' ? 'Prenez rendez-vous' : 'Makà fotoana', null, { feeAriary: 190_000, duration: { from: 1, to: null, unit: 'hours' }, office, unsure: lang === 'fr' ? 'horaires à confirmer' : 'mbola hamafisina ny ora' })],
    faq: [question(lang === 'fr' ? 'Combien de temps ?' : 'Hafiriana?', lang === 'fr' ? 'Dix jours.' : 'Folo andro.', lang === 'fr' ? 'durée non publiée' : 'tsy navoaka ny faharetany')],
    youReceive: lang === 'fr' ? 'Un passeport valable 10 ans.' : 'Pasipaoro manan-kery 10 taona.',
    offices: [office],
  })

  it('shows each mark beside its statement, a step’s time, fee and office with its telephone as a link, in both languages', () => {
    const fr = renderToStaticMarkup(<ServiceGuide lang="fr" guide={marked('fr')} />)
    expect(fr).toMatch(/<p class="lead reading">Obtenir[^<]*<\/p><div class="reading"><p class="[^"]*unconfirmed[^"]*">À confirmer : délai à confirmer <\/p>/)
    expect(fr).toMatch(/Acte de naissance<span class="[^"]*qualifier[^"]*"> \(2 copies certifiées conformes\)<\/span>/)
    const stepHtml = fr.slice(fr.indexOf('Prenez rendez-vous'), fr.indexOf('</li>', fr.indexOf('Prenez rendez-vous')))
    expect(stepHtml).toContain('<dt>Durée</dt><dd>1 heure</dd>')
    expect(stepHtml).toContain(`<dt>Coût</dt><dd>${formatAriary(190_000)}</dd>`)
    // The office is given in full once, under « Où s'adresser ? »; the step names it with a link there.
    expect(stepHtml).toContain('<dt>Où</dt><dd><a href="#office-7">SCCIE Anosy</a></dd>')
    const where = fr.slice(fr.indexOf('id="key-facts"'), fr.indexOf('</section>', fr.indexOf('id="key-facts"')))
    expect(where).toContain('<li id="office-7">')
    expect(where).toContain('<a href="tel:+261381100077">+261 38 11 000 77</a>')
    expect(where).toContain('Horaires : Lundi–vendredi 8 h–12 h, 14 h–18 h')
    // An office only a step names is given in full there.
    const alone = renderToStaticMarkup(<ServiceGuide lang="fr" guide={{ ...marked('fr'), offices: [] }} />)
    expect(alone.slice(alone.indexOf('Prenez rendez-vous'))).toMatch(/<dt>Où<\/dt><dd><strong>SCCIE Anosy<\/strong>.*<a href="tel:\+261381100077">/)
    expect(stepHtml).toContain('À confirmer : horaires à confirmer')
    const faqHtml = fr.slice(fr.indexOf('Combien de temps'), fr.indexOf('</details>', fr.indexOf('Combien de temps')))
    expect(faqHtml).toContain('À confirmer : durée non publiée')
    expect(fr).toContain('<h2 id="you-receive">Ce que vous recevez</h2>')

    const mg = renderToStaticMarkup(<ServiceGuide lang="mg" guide={marked('mg')} />)
    expect(mg).toContain('Mbola hamafisina: mbola hamafisina ny faharetany')
    expect(mg).toContain('(dika mitovy voamarina 2)')
    expect(mg).toContain('<dt>Faharetany</dt><dd>1 ora</dd>')
    expect(mg).toContain(`<dt>Sarany</dt><dd>${formatAriary(190_000)}</dd>`)
    expect(mg).toContain('Telefaonina : <span><a href="tel:+261381100077">')
    expect(mg).toContain('Ora fisokafana : Lundi')
    expect(mg).toContain('Mbola hamafisina: tsy navoaka ny faharetany')
    expect(mg).toContain('<h2 id="you-receive">Izay ho azonao</h2>')
  })

  it('says that nobody may charge for a free procedure, and who pays when someone else does', () => {
    const free = (lang: Locale, othersPay: string | null): Guide => ({ ...fixture(lang), cost: { free: true, amountAriary: null, details: '', othersPay } })
    const fr = renderToStaticMarkup(<ServiceGuide lang="fr" guide={free('fr', null)} />)
    expect(fr).toContain('<strong>Gratuit</strong>')
    expect(fr).toContain('Personne ne peut vous demander de payer pour cette démarche. Si on vous le demande, signalez-le : <a href="/fr/services/doleances/">')
    const employer = renderToStaticMarkup(<ServiceGuide lang="fr" guide={free('fr', 'L’employeur verse 13 % du salaire brut.')} />)
    expect(employer).toContain('<strong>Démarche gratuite</strong>')
    expect(employer).toContain('L’employeur verse 13 % du salaire brut.')
    const mg = renderToStaticMarkup(<ServiceGuide lang="mg" guide={free('mg', 'Ny mpampiasa no mandoa 13 %.')} />)
    expect(mg).toContain('<strong>Fomba fanao maimaim-poana</strong>')
    expect(mg).toContain('href="/mg/services/fametrahana-fitarainana/"')
  })
})

describe('ServiceGuide: each statement proves itself (issue 40)', () => {
  const sourced = (lang: Locale): Guide => {
    const raw = fixture(lang)
    // The model derives the proofs (src/model/statements.ts): one official quote for step 1, a press one for step 2.
    return withProofs({
      ...raw,
      sources: [
        { key: 'police', confirmedBy: null, confirmedHow: null, title: 'Passeports', url: 'https://www.police.gov.mg/passeport', publisher: 'Police nationale', kind: 'official', seen: '2026-11-23', published: '2025-03' },
        { key: 'express', confirmedBy: null, confirmedHow: null, title: 'Article', url: null, publisher: 'L’Express', kind: 'press', seen: '2026-11-23', published: null },
      ],
      references: [
        { statement: 'steps.0', source: 'police', quote: 'Retirer la fiche de renseignement au guichet', where: 'Étape 1', relation: 'supports' },
        { statement: 'steps.1', source: 'express', quote: 'il faut payer le timbre', where: null, relation: 'supports' },
      ],
      unconfirmed: [],
    })
  }

  it('marks a statement no official source confirms, links every statement to its quotes on the Sources page, and counts', () => {
    for (const lang of ['fr', 'mg'] as const) {
      const guide = sourced(lang)
      const html = renderToStaticMarkup(<ServiceGuide lang={lang} guide={guide} />)
      const base = `/${lang}/services/${guide.slug}/sources/`
      const stepOf = (n: number) => html.slice(html.indexOf(guide.steps[n]!.title), html.indexOf('</li>', html.indexOf(guide.steps[n]!.title)))
      // Step 1: an official quote — no mark, a link to its quote.
      expect(stepOf(0)).not.toContain(lang === 'fr' ? 'À confirmer' : 'Mbola hamafisina')
      expect(stepOf(0)).toContain(`href="${base}#st-steps-0"`)
      // Step 2: one press source — marked with why, linked to its quote.
      expect(stepOf(1)).toContain(lang === 'fr' ? 'À confirmer : une seule source, non officielle' : 'Mbola hamafisina: loharano iray monja, tsy ofisialy')
      expect(stepOf(1)).toContain(`href="${base}#st-steps-1"`)
      // The audience: nothing — marked, linked to the list of statements without source.
      const audience = html.slice(html.indexOf('id="audience"'), html.indexOf('</section>', html.indexOf('id="audience"')))
      expect(audience).toContain(`href="${base}#sans-source"`)
      expect(audience).toContain(lang === 'fr' ? 'aucune source ne l’indique encore' : 'mbola tsy misy loharano milaza izany')
      expect(html).toContain(lang === 'fr' ? '1 informations sur ' : 'Fampahalalana 1 amin’ny ')
    }
  })

  it('never shows « Coût » twice when no main amount is entered', () => {
    const html = renderToStaticMarkup(<ServiceGuide lang="fr" guide={{ ...fixture('fr'), cost: { free: false, amountAriary: null, details: 'L’enregistrement coûte 1 000 Ar.', othersPay: null } }} />)
    const box = html.slice(html.indexOf('id="key-facts"'), html.indexOf('</dl>', html.indexOf('id="key-facts"')))
    expect(box.match(/Coût/g)).toHaveLength(1)
  })
})

