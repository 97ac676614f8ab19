import { beforeAll, describe, expect, it } from 'vitest'

import { SLUG_PATTERN } from '@/fields/slugify'
import { COMPLAINTS_GUIDE } from '@/model/complaints'

import { categories } from './data/categories'
import { emergencyNumbers } from './data/emergency'
import { home } from './data/home'
import { ministries } from './data/ministries'
import { places } from './data/places'
import { movedPaths } from './data/redirects'
import { regions } from './data/regions'
import { loadServiceSeeds } from './load'
import type { Localized, ServiceSeed } from './types'

let services: ServiceSeed[] = []
beforeAll(async () => {
  services = await loadServiceSeeds()
})

const langs = ['fr', 'mg'] as const
const filled = (value: unknown): boolean =>
  typeof value === 'string' ? value.trim().length > 0 : Array.isArray(value) ? value.length > 0 && value.every(filled) : typeof value === 'object' && value !== null ? Object.values(value).every(filled) : value !== undefined

describe('the guide catalogue', () => {
  it('publishes at least 120 guides per language (issue 41), including every example of the specification', () => {
    expect(services.length).toBeGreaterThanOrEqual(120)
    expect(services.length + categories.length).toBeGreaterThanOrEqual(135)
    const keys = new Set([...services.map((s) => s.key), ...categories.map((c) => c.key)])
    const examples = [
      'acte-de-naissance', 'acte-de-deces', 'passeport', 'carte-nationale-d-identite', 'permis-de-conduire',
      'casier-judiciaire-bulletin-n-3', 'visa-d-hebergement', 'creer-sa-societe', 'fiscalite', 'sante', 'education',
      'habitat-et-foncier', 'securite-et-justice', 'tourisme-et-voyage', 'urgences', 'hopitaux', 'ambulances',
      'pharmacies-de-garde', 'regions-et-districts', 'doleances', 'mecanisme-de-gestion-des-plaintes',
      'resultats-du-baccalaureat', 'plateforme-civique-des-jeunes', 'agriculture-et-elevage', 'citoyennete',
      'conduite-et-transport', 'etat-civil', 'etudes-superieures', 'entreprises',
    ]
    expect(examples.filter((key) => !keys.has(key))).toEqual([])
  })

  it('has well-formed slugs, unique within each language across guides and themes', () => {
    for (const lang of langs) {
      const slugs = [...services.map((s) => s.slug[lang]), ...categories.map((c) => c.slug[lang])]
      expect(slugs.filter((slug) => !SLUG_PATTERN.test(slug)), lang).toEqual([])
      expect(slugs.filter((slug, i) => slugs.indexOf(slug) !== i), lang).toEqual([])
    }
    // French slugs are the keys; the key is the file name.
    expect(services.filter((s) => s.slug.fr !== s.key).map((s) => s.key)).toEqual([])
  })

  it('sends every moved address to a current page, and no current page away (src/seed/data/redirects.ts)', () => {
    const current = (lang: 'fr' | 'mg') => new Set([...services.map((s) => `/${lang}/services/${s.slug[lang]}/`), ...categories.map((c) => `/${lang}/services/${c.slug[lang]}/`)])
    const problems: string[] = []
    for (const { from, to } of movedPaths) {
      const lang = from.split('/')[1] as 'fr' | 'mg'
      if (!current(lang).has(to)) problems.push(`${from} → ${to}: not a current page`)
      if (current(lang).has(from)) problems.push(`${from}: still a current page`)
    }
    expect(problems).toEqual([])
    // The three themes renamed by issue 39 keep their former Malagasy addresses.
    expect(movedPaths.map((m) => m.from)).toEqual(expect.arrayContaining(['/mg/services/sata-sivily/', '/mg/services/fahaolom-pirenena/', '/mg/services/vonjy-maika/']))
  })

  it('fills every required guide section in both languages', () => {
    const problems: string[] = []
    for (const s of services) {
      const sections: Record<string, Localized<unknown>> = {
        title: s.title, summary: s.summary, audience: s.audience, documents: s.documents, cost: s.cost.details,
        processingTime: s.processingTime, whereToApply: s.whereToApply, steps: s.steps, legalReferences: s.legalReferences, faq: s.faq,
      }
      for (const [name, value] of Object.entries(sections)) {
        for (const lang of langs) if (!filled(value[lang])) problems.push(`${s.key}: ${name} (${lang})`)
      }
      for (const lang of langs) if (s.faq[lang].length < 2) problems.push(`${s.key}: fewer than two questions (${lang})`)
      if (s.documents.fr.length !== s.documents.mg.length) problems.push(`${s.key}: documents differ in count between languages`)
      if (s.steps.fr.length !== s.steps.mg.length) problems.push(`${s.key}: steps differ in count between languages`)
      if (!s.ministry) problems.push(`${s.key}: no responsible ministry`)
      if (!/^\d{4}-\d{2}-\d{2}$/.test(s.lastReviewed)) problems.push(`${s.key}: lastReviewed is not a date`)
      if (s.review.status === 'toVerify' && !s.review.notes.trim()) problems.push(`${s.key}: "to verify" without saying what`)
    }
    expect(problems).toEqual([])
    const toVerify = services.filter((s) => s.review.status === 'toVerify').length
    console.log(`catalogue: ${services.length} guides + ${categories.length} themes per language; ${toVerify} guides marked "to verify"`)
  })

  it('names every guide shortly for the USSD lists: 24 characters at most, no two alike in a language (issue 41)', async () => {
    const { shortTitles } = await import('./data/shortTitles')
    const problems: string[] = []
    for (const lang of langs) {
      const seen = new Map<string, string>()
      for (const s of services) {
        const short = shortTitles[s.key]?.[lang]
        if (!short?.trim()) problems.push(`${s.key}: no short title (${lang})`)
        else if (short.length > 24) problems.push(`${s.key}: short title over 24 characters (${lang}): ${short}`)
        else if (seen.has(short)) problems.push(`${s.key}: same short title as ${seen.get(short)} (${lang}): ${short}`)
        else seen.set(short, s.key)
      }
    }
    expect(Object.keys(shortTitles).filter((key) => !services.some((s) => s.key === key))).toEqual([])
    expect(problems).toEqual([])
  })

  it('links only to things that exist', () => {
    const serviceKeys = new Set(services.map((s) => s.key))
    const categoryKeys = new Set(categories.map((c) => c.key))
    const ministryKeys = new Set(ministries.map((m) => m.key))
    const placeKeys = new Set(places.map((p) => p.key))
    const regionKeys = new Set(regions.map((r) => r.key))
    const dangling: string[] = []
    for (const s of services) {
      if (!categoryKeys.has(s.category)) dangling.push(`${s.key} → category ${s.category}`)
      if (s.ministry && !ministryKeys.has(s.ministry)) dangling.push(`${s.key} → ministry ${s.ministry}`)
      for (const key of s.related) if (!serviceKeys.has(key) || key === s.key) dangling.push(`${s.key} → related ${key}`)
      for (const key of s.places ?? []) if (!placeKeys.has(key)) dangling.push(`${s.key} → place ${key}`)
      for (const step of [...s.steps.fr, ...s.steps.mg]) if (step.place && !placeKeys.has(step.place)) dangling.push(`${s.key} → step office ${step.place}`)
    }
    for (const p of places) if (!regionKeys.has(p.region)) dangling.push(`${p.key} → region ${p.region}`)
    for (const key of [...home.newServices, ...home.popularServices, ...home.otherServices]) if (!serviceKeys.has(key)) dangling.push(`home → ${key}`)
    for (const key of home.ministries) if (!ministryKeys.has(key)) dangling.push(`home → ministry ${key}`)
    expect(dangling).toEqual([])
  })

  it('covers the 23 regions, with directory data as structured records', () => {
    expect(regions).toHaveLength(23)
    expect(regions.every((r) => r.districts.length > 0)).toBe(true)
    expect(places.filter((p) => p.kind === 'hospital').length).toBeGreaterThanOrEqual(15)
    expect(places.filter((p) => p.kind === 'pharmacy').length).toBeGreaterThanOrEqual(12)
    expect(places.filter((p) => p.kind === 'ambulance').length).toBeGreaterThanOrEqual(3)
    expect(emergencyNumbers.map((e) => e.number)).toContain('117')
  })

  it('names the complaints guide every free procedure links to, by its seeded slugs', () => {
    const complaints = services.find((s) => s.slug.fr === COMPLAINTS_GUIDE.fr)
    expect(complaints?.slug.mg).toBe(COMPLAINTS_GUIDE.mg)
  })

  it('gives every office a telephone in international form (digits and spaces) or none', () => {
    for (const office of places.filter((p) => p.kind === 'office')) for (const phone of office.phones) expect(phone, office.key).toMatch(/^\+261 [0-9 ]{6,16}$/)
  })
})
