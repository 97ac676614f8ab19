import type { Payload, PayloadRequest } from 'payload'

import { about } from './data/about'
import { categories } from './data/categories'
import { emergencyNumbers } from './data/emergency'
import { home } from './data/home'
import { citizenWords } from './data/citizenWords'
import { flows } from './data/flows'
import { journeys } from './data/journeys'
import { ministries } from './data/ministries'
import { places } from './data/places'
import { regions } from './data/regions'
import { reminderSeeds } from './data/reminders'
import { synonyms as hand } from './data/synonyms'
import { checkFlowSeed } from './flows'
import { glossarySynonyms } from './glossary'
import { loadServiceSeeds } from './load'
import { serviceLocale } from './asService'
import type { ServiceSeed } from './types'

export type SeedReport = { categories: number; services: number; ministries: number; places: number; regions: number }

type Ids = Map<string, number>

// Seeding runs outside Next.js: no cache revalidation, and no search re-index per document.
// Seeding is installation, not editing: no page to purge, nothing for the audit log.
const context = { disableRevalidate: true, disableSearchIndex: true, skipAudit: true }

/**
 * Creates or updates every seeded document, matched by its stable key, in both
 * locales. Running it twice leaves the same state (idempotent).
 */
export async function seed(payload: Payload, req?: Partial<PayloadRequest>): Promise<SeedReport> {
  const common = { context, overrideAccess: true, depth: 0, req } as const

  async function upsertByKey<T extends Record<string, unknown>>(
    collection: 'regions' | 'ministries' | 'places',
    key: string,
    fr: T,
    mg?: Partial<T>,
  ): Promise<number> {
    const found = await payload.find({ ...common, collection, where: { key: { equals: key } }, limit: 1, locale: 'fr' })
    const existing = found.docs[0]
    const doc = existing
      ? await payload.update({ ...common, collection, id: existing.id, data: fr as never, locale: 'fr' })
      : await payload.create({ ...common, collection, data: fr as never, locale: 'fr' })
    if (mg) await payload.update({ ...common, collection, id: doc.id, data: mg as never, locale: 'mg' })
    return doc.id
  }

  /** Localized, drafts-enabled documents are matched by their French slug (their key). */
  async function upsertPublished(
    collection: 'categories' | 'services',
    key: string,
    fr: Record<string, unknown>,
    mg: Record<string, unknown>,
  ): Promise<number> {
    const found = await payload.find({ ...common, collection, where: { slug: { equals: key } }, limit: 1, locale: 'fr', draft: true })
    const existing = found.docs[0]
    const data = { ...fr, _status: 'published' }
    const doc = existing
      ? await payload.update({ ...common, collection, id: existing.id, data: data as never, locale: 'fr' })
      : await payload.create({ ...common, collection, data: data as never, locale: 'fr' })
    await payload.update({ ...common, collection, id: doc.id, data: { ...mg, _status: 'published' } as never, locale: 'mg' })
    return doc.id
  }

  const regionIds: Ids = new Map()
  for (const region of regions) {
    regionIds.set(region.key, await upsertByKey('regions', region.key, {
      key: region.key, name: region.name, capital: region.capital, province: region.province,
      districts: region.districts.map((name) => ({ name })),
    }))
  }

  const ministryIds: Ids = new Map()
  for (const [order, ministry] of ministries.entries()) {
    ministryIds.set(ministry.key, await upsertByKey('ministries', ministry.key,
      { key: ministry.key, acronym: ministry.acronym, name: ministry.name.fr, kind: ministry.kind, url: ministry.url ?? null, order },
      { name: ministry.name.mg }))
  }

  const categoryIds: Ids = new Map()
  for (const category of categories) {
    categoryIds.set(category.key, await upsertPublished('categories', category.key,
      { title: category.title.fr, slug: category.slug.fr, description: category.description.fr, order: category.order, icon: category.icon },
      { title: category.title.mg, slug: category.slug.mg, description: category.description.mg }))
  }

  const placeIds: Ids = new Map()
  for (const place of places) {
    const regionId = regionIds.get(place.region)
    if (!regionId) throw new Error(`Place ${place.key}: unknown region ${place.region}`)
    placeIds.set(place.key, await upsertByKey('places', place.key,
      {
        key: place.key, kind: place.kind, name: place.name.fr, region: regionId, district: place.district ?? null,
        city: place.city, address: place.address.fr, phones: place.phones.map((number) => ({ number })),
        openingHours: place.openingHours?.fr ?? null, dutyPeriods: place.dutyPeriods ?? [], review: place.review,
      },
      { name: place.name.mg, address: place.address.mg, openingHours: place.openingHours?.mg ?? null }))
  }

  /** "Mots des citoyens" of a guide or journey, one expression a line (src/seed/data/citizenWords.ts). */
  const wordsOf = (key: string, lang: 'fr' | 'mg') => citizenWords[key]?.[lang].join('\n') ?? null

  const services = await loadServiceSeeds()
  const serviceIds: Ids = new Map()
  for (const service of services) {
    const categoryId = categoryIds.get(service.category)
    if (!categoryId) throw new Error(`Service ${service.key}: unknown category ${service.category}`)
    const ministryId = service.ministry ? ministryIds.get(service.ministry) : undefined
    if (service.ministry && !ministryId) throw new Error(`Service ${service.key}: unknown ministry ${service.ministry}`)
    const placeRefs = (service.places ?? []).map((key) => {
      const id = placeIds.get(key)
      if (!id) throw new Error(`Service ${service.key}: unknown place ${key}`)
      return id
    })
    const placeId = (key: string) => {
      const id = placeIds.get(key)
      if (!id) throw new Error(`Service ${service.key}: unknown place ${key} in a step`)
      return id
    }
    serviceIds.set(service.key, await upsertPublished('services', service.key,
      {
        ...serviceLocale(service, 'fr', placeId),
        category: categoryId, ministry: ministryId ?? null, places: placeRefs,
        lastReviewed: service.lastReviewed, directory: service.directory ?? 'none', review: service.review,
        delay: { from: service.delay?.from ?? null, to: service.delay?.to ?? null, unit: service.delay?.unit ?? null },
        deadline: deadlineSeed(service),
        cost: { free: service.cost.free, amountAriary: service.cost.amountAriary ?? null, details: service.cost.details.fr, othersPay: service.cost.othersPay?.fr ?? null },
        sources: service.sources.map((s) => ({ key: s.key ?? null, title: s.title, url: s.url ?? null, publisher: s.publisher ?? null, kind: s.kind ?? 'secondary', seen: s.seen ?? null, published: s.published ?? null, confirmedBy: s.confirmedBy ?? null, confirmedHow: s.confirmedHow ?? null })),
        references: (service.references ?? []).map((r) => ({ statement: r.statement, source: r.source, quote: r.quote, where: r.where ?? null, relation: r.says === 'otherwise' ? 'contradicts' : 'supports' })),
        verifiedAt: service.verifiedAt ?? null, unconfirmed: service.unconfirmed ?? [], mgNativeReviewed: Boolean(service.mgNativeReviewed),
        citizenWords: wordsOf(service.key, 'fr'),
      },
      { ...serviceLocale(service, 'mg', placeId), cost: { details: service.cost.details.mg, othersPay: service.cost.othersPay?.mg ?? null }, deadline: { unsure: service.deadline?.unsure?.mg ?? null }, citizenWords: wordsOf(service.key, 'mg') }))
  }

  // Second pass: relations between guides, once every guide exists.
  for (const service of services) {
    const related = service.related.map((key) => {
      const id = serviceIds.get(key)
      if (!id) throw new Error(`Service ${service.key}: unknown related service ${key}`)
      return id
    })
    await payload.update({ ...common, collection: 'services', id: serviceIds.get(service.key)!, data: { related }, locale: 'fr' })
  }

  // Step-by-step journeys: steps are shared by both languages (their ids kept), texts per language.
  for (const journey of journeys) {
    const guidesOf = (keys: string[]) => keys.map((key) => {
      const id = serviceIds.get(key)
      if (!id) throw new Error(`Journey ${journey.key}: unknown guide ${key}`)
      return id
    })
    const review = { status: journey.reviewNote ? 'toVerify' : 'verified', notes: journey.reviewNote ?? '' }
    const found = await payload.find({ ...common, collection: 'journeys', where: { slug: { equals: journey.key } }, limit: 1, locale: 'fr', draft: true })
    const frData = {
      title: journey.title.fr, slug: journey.slug.fr, summary: journey.summary.fr, citizenWords: wordsOf(`journey:${journey.key}`, 'fr'), review, _status: 'published',
      steps: journey.steps.map((step) => ({ title: step.title.fr, summary: step.summary?.fr ?? null, logic: step.logic, optional: Boolean(step.optional), guides: guidesOf(step.guides) })),
    }
    const doc = found.docs[0]
      ? await payload.update({ ...common, collection: 'journeys', id: found.docs[0].id, data: frData as never, locale: 'fr' })
      : await payload.create({ ...common, collection: 'journeys', data: frData as never, locale: 'fr' })
    const rows = (doc as unknown as { steps: { id: string }[] }).steps
    await payload.update({
      ...common, collection: 'journeys', id: doc.id, locale: 'mg',
      data: {
        title: journey.title.mg, slug: journey.slug.mg, summary: journey.summary.mg, citizenWords: wordsOf(`journey:${journey.key}`, 'mg'), _status: 'published',
        steps: journey.steps.map((step, i) => ({ id: rows[i]!.id, title: step.title.mg, summary: step.summary?.mg ?? null, logic: step.logic, optional: Boolean(step.optional), guides: guidesOf(step.guides) })),
      } as never,
    })
  }

  // Question flows: checked as an editor's publish is; created as a French draft, then published
  // with the Malagasy texts (a flow is published only complete in both languages).
  for (const flow of flows) {
    const problems = checkFlowSeed(flow, { guides: new Set(serviceIds.keys()), offices: new Set(placeIds.keys()) })
    if (problems.length) throw new Error(`Flow ${flow.key}: ${problems.map((p) => p.fr).join(' | ')}`)
    const officeOf = (key: string | undefined) => (key ? placeIds.get(key)! : null)
    const texts = (lang: 'fr' | 'mg') => ({
      title: flow.title[lang], slug: flow.slug[lang], summary: flow.summary[lang],
      questions: flow.questions.map((q) => ({
        key: q.key, text: q.text[lang], hint: q.hint?.[lang] ?? null, short: q.short?.[lang] ?? null,
        answers: q.answers.map((a) => ({ key: a.key, label: a.label[lang], short: a.short?.[lang] ?? null, next: a.next })),
      })),
      outcomes: flow.outcomes.map((o) => ({
        key: o.key, title: o.title[lang], documents: o.documents.map((d) => d[lang]).join('\n'), feeAriary: o.feeFromGuide ? null : (o.feeAriary ?? null), feeFromGuide: Boolean(o.feeFromGuide), feeNote: o.feeNote?.[lang] ?? null,
        durationFrom: o.duration?.from ?? null, durationTo: o.duration?.to ?? null, durationUnit: o.duration?.unit ?? null, office: officeOf(o.office),
        steps: o.steps.map((step) => step[lang]).join('\n'), text: o.text?.[lang] ?? null, unsure: o.unsure?.[lang] ?? null,
      })),
    })
    const review = { status: flow.reviewNote ? 'toVerify' : 'verified', notes: flow.reviewNote ?? '' }
    const found = await payload.find({ ...common, collection: 'flows', where: { slug: { equals: flow.key } }, limit: 1, locale: 'fr', draft: true })
    // Seeding again: the rows keep their ids (by position), so the Malagasy texts stored with them still apply.
    const existing = found.docs[0] as unknown as { questions?: { id?: string; answers?: { id?: string }[] }[]; outcomes?: { id?: string }[] } | undefined
    const fr = texts('fr')
    const frData = {
      ...fr,
      questions: fr.questions.map((q, i) => ({ ...q, id: existing?.questions?.[i]?.id, answers: q.answers.map((a, j) => ({ ...a, id: existing?.questions?.[i]?.answers?.[j]?.id })) })),
      outcomes: fr.outcomes.map((o, i) => ({ ...o, id: existing?.outcomes?.[i]?.id })),
      guide: serviceIds.get(flow.guide)!, review, _status: existing ? 'published' : 'draft',
    }
    const doc = found.docs[0]
      ? await payload.update({ ...common, collection: 'flows', id: found.docs[0].id, data: frData as never, locale: 'fr' })
      : await payload.create({ ...common, collection: 'flows', data: frData as never, locale: 'fr', draft: true })
    const saved = doc as unknown as { questions: { id: string; answers: { id: string }[] }[]; outcomes: { id: string }[] }
    const mg = texts('mg')
    await payload.update({
      ...common, collection: 'flows', id: doc.id, locale: 'mg',
      data: {
        ...mg, _status: 'published',
        questions: mg.questions.map((q, i) => ({ ...q, id: saved.questions[i]!.id, answers: q.answers.map((a, j) => ({ ...a, id: saved.questions[i]!.answers[j]!.id })) })),
        outcomes: mg.outcomes.map((o, i) => ({ ...o, id: saved.outcomes[i]!.id })),
      } as never,
    })
  }

  const serviceRef = (key: string) => {
    const id = serviceIds.get(key)
    if (!id) throw new Error(`Home page: unknown service ${key}`)
    return id
  }
  const homeRelations = {
    newServices: home.newServices.filter((k) => serviceIds.has(k)).map(serviceRef),
    popularServices: home.popularServices.filter((k) => serviceIds.has(k)).map(serviceRef),
    otherServices: home.otherServices.filter((k) => serviceIds.has(k)).map(serviceRef),
    ministries: home.ministries.map((key) => ministryIds.get(key)).filter(Boolean),
  }
  for (const lang of ['fr', 'mg'] as const) {
    await payload.updateGlobal({
      ...common, slug: 'home-page', locale: lang,
      data: {
        intro: home.intro[lang],
        information: home.information[lang].map((item) => ({
          title: item.title, text: item.text, service: item.service && serviceIds.has(item.service) ? serviceRef(item.service) : null,
        })),
        steps: home.steps[lang],
        request: { text: home.request.text[lang], linkLabel: home.request.linkLabel[lang] },
        ...homeRelations,
      } as never,
    })
    await payload.updateGlobal({
      ...common, slug: 'about-page', locale: lang,
      data: { title: about.title[lang], intro: about.intro[lang], sections: about.sections[lang] } as never,
    })
  }
  await seedEmergencyNumbers(payload, common)
  await seedReminders(payload, common, serviceIds)

  await seedSynonyms(payload, req)

  return {
    categories: categoryIds.size, services: serviceIds.size, ministries: ministryIds.size,
    places: placeIds.size, regions: regionIds.size,
  }
}


/** The guide's deadline fields (src/fields/deadline.ts); its « à confirmer » goes with each language. */
function deadlineSeed(service: ServiceSeed) {
  const d = service.deadline
  return {
    kind: d?.kind ?? null,
    count: d?.kind === 'after' ? d.count : null,
    unit: d?.kind === 'after' ? d.unit : null,
    day: d?.kind === 'yearly' ? d.day : null,
    month: d?.kind === 'yearly' ? d.month : null,
    date: d?.kind === 'on' ? d.date : null,
    unsure: d?.unsure?.fr ?? null,
  }
}

/**
 * Deadline reminders (src/seed/data/reminders.ts), found again by their French keyword: the French
 * version, then the Malagasy texts on the same rows; drafts stay drafts.
 */
async function seedReminders(payload: Payload, common: Record<string, unknown>, serviceIds: Map<string, number>): Promise<void> {
  for (const seed of reminderSeeds) {
    const guide = seed.guide ? serviceIds.get(seed.guide) : undefined
    if (seed.guide && !guide) throw new Error(`Reminder ${seed.keyword.fr}: unknown guide ${seed.guide}`)
    const found = await payload.find({ ...common, collection: 'reminder-events', where: { keywordFr: { equals: seed.keyword.fr } }, limit: 1, locale: 'fr', draft: true } as never)
    const existing = found.docs[0] as unknown as { id: number; reminders?: { id?: string }[] } | undefined
    const status = seed.published ? 'published' : 'draft'
    const fr = {
      title: seed.title.fr, keywordFr: seed.keyword.fr, keywordMg: seed.keyword.mg, guide: guide ?? null, given: seed.given, direction: seed.direction,
      deadlineFrom: seed.deadlineFrom, todayWhenMissing: Boolean(seed.todayWhenMissing), dateLabel: seed.dateLabel.fr, documentsGroup: seed.documentsGroup?.fr ?? null,
      reminders: seed.reminders.map((r, i) => ({ id: existing?.reminders?.[i]?.id, offsetDays: r.offsetDays, text: r.text.fr })), editorNote: seed.note ?? null, _status: status,
    }
    const doc = (existing
      ? await payload.update({ ...common, collection: 'reminder-events', id: existing.id, data: fr as never, locale: 'fr', draft: !seed.published } as never)
      : await payload.create({ ...common, collection: 'reminder-events', data: fr as never, locale: 'fr', draft: !seed.published } as never)) as unknown as { id: number; reminders: { id: string }[] }
    await payload.update({
      ...common, collection: 'reminder-events', id: doc.id, locale: 'mg', draft: !seed.published,
      data: { title: seed.title.mg, dateLabel: seed.dateLabel.mg, documentsGroup: seed.documentsGroup?.mg ?? null, reminders: seed.reminders.map((r, i) => ({ id: doc.reminders[i]!.id, offsetDays: r.offsetDays, text: r.text.mg })), _status: status } as never,
    } as never)
  }
}

/** Array rows keep their ids across locales, so the Malagasy labels attach to the French rows. */
async function seedEmergencyNumbers(payload: Payload, common: Record<string, unknown>): Promise<void> {
  const fr = await payload.updateGlobal({
    ...common, slug: 'site-settings', locale: 'fr',
    data: {
      emergencyNumbers: emergencyNumbers.map((entry) => ({
        key: entry.key, label: entry.label.fr, number: entry.number, verified: entry.review.status === 'verified',
      })),
    } as never,
  })
  const rows = (fr as { emergencyNumbers?: { id: string; key: string }[] }).emergencyNumbers ?? []
  await payload.updateGlobal({
    ...common, slug: 'site-settings', locale: 'mg',
    data: {
      emergencyNumbers: rows.map((row) => {
        const entry = emergencyNumbers.find((e) => e.key === row.key)!
        return { id: row.id, key: entry.key, label: entry.label.mg, number: entry.number, verified: entry.review.status === 'verified' }
      }),
    } as never,
  })
}

/** Search synonym groups, matched by label (idempotent). */
export async function seedSynonyms(payload: Payload, req?: Partial<PayloadRequest>): Promise<number> {
  const common = { context, overrideAccess: true, depth: 0, req } as const
  // The hand-written groups, then the glossary's terms with their Malagasy variants (a group only
  // when it has more than one way to say it).
  const synonyms = [...hand, ...glossarySynonyms().filter((group) => group.terms.length > 1)]
  for (const group of synonyms) {
    const found = await payload.find({ ...common, collection: 'search-synonyms', where: { label: { equals: group.label } }, limit: 1 })
    const data = { label: group.label, terms: group.terms.map((term) => ({ term })) }
    if (found.docs[0]) await payload.update({ ...common, collection: 'search-synonyms', id: found.docs[0].id, data })
    else await payload.create({ ...common, collection: 'search-synonyms', data })
  }
  return synonyms.length
}
