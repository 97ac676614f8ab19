/**
 * Page data: every public page as typed JSON (the specification's /page-data/ routes).
 * - /page-data/{lang}/{path}/page-data.json: one page's published content;
 * - /page-data/app-data.json: the release and languages, and the address of the shared data;
 * - /page-data/sq/d/{hash}.json: what every page shares (navigation, footer, emergency numbers),
 *   named by the hash of its content, so it never changes under its name.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { format, getDictionary, isLocale, locales, otherLocale, pathFor, type Locale } from '@/i18n'
import { slugFromSegment } from '@/fields/slugify'
import type { Service } from '@/payload-types'

import { listFlows } from '@/content/flows'
import { journeysOfService, listJourneys } from '@/content/journeys'
import { FLOW_KEY, flowAddress, walkFlow } from '@/model/flow'
import { guideHead } from '@/content/openData'
import { guideFromService } from '@/model/guide'
import { flowData, guideData, guideSummary, journeyData, themeData, type FlowData, type GuideData, type GuideSummary, type JourneyData, type Link, type ThemeData } from './data'
import { getAboutPage, getHomePage, getSiteSettings, homeServiceLists, listCategories, listServices, resolveCategory, resolveService, slugIn } from '@/content/queries'

export const PAGE_DATA_SCHEMA_VERSION = 1

type Common = { schemaVersion: number; lang: Locale; path: string; title: string; languages: Partial<Record<Locale, string>> }
export type PageData = Common &
  (
    | { type: 'home'; data: { intro: string | null; themes: Link[]; journeys: Link[]; popular: Link[] } }
    | { type: 'guides'; data: { guides: GuideSummary[] } }
    | { type: 'guide'; data: GuideData }
    | { type: 'guideSources'; data: { guide: Link; verifiedAt: string | null; sources: GuideData['sources']; otherLanguage: string | null } }
    | { type: 'theme'; data: ThemeData }
    | { type: 'journeys'; data: { journeys: (Link & { summary: string; steps: number })[] } }
    | { type: 'journey'; data: JourneyData }
    | { type: 'flows'; data: { flows: (Link & { summary: string })[] } }
    | { type: 'flow'; data: { flow: FlowData; answers: string[]; at: { kind: 'question' | 'outcome'; key: string } } }
    | { type: 'about'; data: Record<string, unknown> }
    | { type: 'contact' | 'openData'; data: Record<string, never> }
  )

export type SharedData = {
  lang: Locale
  navigation: Link[]
  footer: Link[]
  emergencyNumbers: { label: string; number: string }[]
  footerNote: string
}

function both(route: 'home' | 'services' | 'journeys' | 'flows' | 'about' | 'contact' | 'openData'): Partial<Record<Locale, string>> {
  return Object.fromEntries(locales.map((l) => [l, pathFor(l, route)]))
}

/** The page at `segments` (after the language), or null when there is none. */
export async function pageData(lang: Locale, segments: string[]): Promise<PageData | null> {
  const t = getDictionary(lang)
  const common = (title: string, pagePath: string, languages: Partial<Record<Locale, string>>): Common => ({ schemaVersion: PAGE_DATA_SCHEMA_VERSION, lang, path: pagePath, title, languages })
  const [first, second, ...rest] = segments
  if (first === 'services' && second !== undefined && rest.length === 1 && rest[0] === 'sources') {
    const guide = await pageData(lang, ['services', second])
    if (guide?.type !== 'guide') return null
    const other = otherLocale(lang)
    const languages = Object.fromEntries(Object.entries(guide.languages).map(([l, p]) => [l, `${p}sources/`]))
    return {
      ...common(format(t.guide.sourcesTitle, { title: guide.title }), `${guide.path}sources/`, languages),
      type: 'guideSources',
      data: { guide: { title: guide.title, path: guide.path }, verifiedAt: guide.data.verifiedAt, sources: guide.data.sources, otherLanguage: languages[other] ?? null },
    }
  }
  if (first === 'demarches' && second === undefined) {
    const flows = await listFlows(lang)
    return { ...common(t.flow.list, pathFor(lang, 'flows'), both('flows')), type: 'flows', data: { flows: flows.map((f) => ({ title: f.title, path: pathFor(lang, 'flow', f.slug), summary: f.summary })) } }
  }
  if (first === 'demarches' && second !== undefined) {
    // The flow whole, and where the answers in the address lead (as its page: src/app/(site)/[lang]/demarches).
    const slug = slugFromSegment(second)
    const flow = slug ? (await listFlows(lang)).find((f) => f.slug === slug) : undefined
    const step = flow && rest.every((a) => FLOW_KEY.test(a)) ? walkFlow(flow, rest) : null
    if (!flow || !step) return null
    const other = otherLocale(lang)
    const otherSlug = (await listFlows(other)).find((f) => f.id === flow.id)?.slug
    const here = flowAddress(pathFor(lang, 'flow', flow.slug), rest)
    return {
      ...common(step.kind === 'outcome' ? step.outcome.title : step.question.text, here, { [lang]: here, ...(otherSlug ? { [other]: flowAddress(pathFor(other, 'flow', otherSlug), rest) } : {}) }),
      type: 'flow',
      data: { flow: flowData(lang, flow), answers: rest, at: step.kind === 'outcome' ? { kind: 'outcome', key: step.outcome.key } : { kind: 'question', key: step.question.key } },
    }
  }
  if (rest.length > 0) return null
  if (first === undefined) {
    const [home, themes, journeys] = await Promise.all([getHomePage(lang), listCategories(lang), listJourneys(lang)])
    const lists = await homeServiceLists(lang, home)
    return {
      ...common(t.home.title, pathFor(lang, 'home'), both('home')),
      type: 'home',
      data: {
        intro: home.intro ?? null,
        themes: themes.filter((c) => c.title && c.slug).map((c) => ({ title: c.title, path: pathFor(lang, 'service', c.slug) })),
        journeys: journeys.map((j) => ({ title: j.title, path: pathFor(lang, 'journey', j.slug) })),
        popular: lists.popular.map((s) => ({ title: s.title, path: pathFor(lang, 'service', s.slug) })),
      },
    }
  }
  if (first === 'services' && second === undefined) {
    const guides = (await listServices(lang)).filter((s) => s.title && s.slug)
    return { ...common(t.services.title, pathFor(lang, 'services'), both('services')), type: 'guides', data: { guides: guides.map((g) => guideSummary(lang, guideHead(g as Service))) } }
  }
  if (first === 'services' && second !== undefined) {
    const slug = slugFromSegment(second)
    if (!slug) return null
    const service = await resolveService(lang, slug)
    if (service.kind === 'found') {
      const doc = service.doc
      const otherSlug = await slugIn('services', doc.id, otherLocale(lang))
      const data = guideData(guideFromService(lang, doc), await journeysOfService(lang, doc.id), otherSlug)
      return { ...common(doc.title, data.path, data.languages), type: 'guide', data }
    }
    if (service.kind !== 'none') return null
    const category = await resolveCategory(lang, slug)
    if (category.kind !== 'found') return null
    const doc = category.doc
    const guides = (await listServices(lang)).filter((s) => (typeof s.category === 'object' ? s.category?.id : s.category) === doc.id)
    const otherSlug = await slugIn('categories', doc.id, otherLocale(lang))
    const data = themeData(lang, doc, guides)
    const other = otherLocale(lang)
    return { ...common(doc.title, data.path, { [lang]: data.path, ...(otherSlug ? { [other]: pathFor(other, 'service', otherSlug) } : {}) }), type: 'theme', data }
  }
  if (first === 'etapes' && second === undefined) {
    const journeys = await listJourneys(lang)
    return {
      ...common(t.journey.list, pathFor(lang, 'journeys'), both('journeys')),
      type: 'journeys',
      data: { journeys: journeys.map((j) => ({ title: j.title, path: pathFor(lang, 'journey', j.slug), summary: j.summary, steps: j.steps.length })) },
    }
  }
  if (first === 'etapes' && second !== undefined) {
    const slug = slugFromSegment(second)
    const journey = slug ? (await listJourneys(lang)).find((j) => j.slug === slug) : undefined
    if (!journey) return null
    const other = otherLocale(lang)
    const otherSlug = (await listJourneys(other)).find((j) => j.id === journey.id)?.slug
    const journeyPath = pathFor(lang, 'journey', journey.slug)
    return {
      ...common(journey.title, journeyPath, { [lang]: journeyPath, ...(otherSlug ? { [other]: pathFor(other, 'journey', otherSlug) } : {}) }),
      type: 'journey',
      data: journeyData(lang, journey),
    }
  }
  if (second !== undefined) return null
  if (first === 'apropos') {
    const about = await getAboutPage(lang)
    const { id: _id, updatedAt: _u, createdAt: _c, ...content } = about as unknown as Record<string, unknown>
    return { ...common(String(about.title ?? t.nav.about), pathFor(lang, 'about'), both('about')), type: 'about', data: content }
  }
  if (first === 'contact') return { ...common(t.contact.title, pathFor(lang, 'contact'), both('contact')), type: 'contact', data: {} }
  if (first === 'donnees-ouvertes') return { ...common(t.openData.title, pathFor(lang, 'openData'), both('openData')), type: 'openData', data: {} }
  return null
}

/** What every page of this language shows around its content. */
export async function sharedData(lang: Locale): Promise<SharedData> {
  const t = getDictionary(lang)
  const settings = await getSiteSettings(lang)
  return {
    lang,
    navigation: [
      { title: t.nav.home, path: pathFor(lang, 'home') },
      { title: t.nav.services, path: pathFor(lang, 'services') },
      { title: t.nav.about, path: pathFor(lang, 'about') },
      { title: t.nav.contact, path: pathFor(lang, 'contact') },
    ],
    footer: [
      { title: t.footer.about, path: pathFor(lang, 'about') },
      { title: t.footer.contact, path: pathFor(lang, 'contact') },
      { title: t.footer.accessibility, path: `${pathFor(lang, 'about')}#accessibilite` },
      { title: t.openData.footer, path: pathFor(lang, 'openData') },
      { title: t.footer.sitemap, path: pathFor(lang, 'services') },
    ],
    emergencyNumbers: (settings.emergencyNumbers ?? []).filter((e) => e.label).map((e) => ({ label: e.label!, number: e.number })),
    footerNote: settings.footerNote || t.footer.disclaimer,
  }
}

/** The name a body is published under: the start of its SHA-256, so a change gives a new name. */
export function contentHash(body: string): string {
  return createHash('sha256').update(body).digest('hex').slice(0, 20)
}

/** Every language's shared data, serialised once, by hash. */
export async function sharedDataByHash(): Promise<Map<string, { lang: Locale; body: string }>> {
  const entries = await Promise.all(
    locales.map(async (lang) => {
      const body = JSON.stringify(await sharedData(lang))
      return [contentHash(body), { lang, body }] as const
    }),
  )
  return new Map(entries)
}

/** The release this process runs: Next.js's build id, so every instance of one build agrees. */
export function releaseId(): string {
  try {
    return readFileSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'development'
  }
}

export async function appData(): Promise<{ schemaVersion: number; release: string; languages: { code: Locale; name: string; default: boolean; home: string }[]; sharedData: Partial<Record<Locale, string>> }> {
  const shared = await sharedDataByHash()
  const byLang: Partial<Record<Locale, string>> = {}
  for (const [hash, { lang }] of shared) byLang[lang] = `/page-data/sq/d/${hash}.json`
  return {
    schemaVersion: PAGE_DATA_SCHEMA_VERSION,
    release: releaseId(),
    languages: locales.map((code) => ({ code, name: code === 'fr' ? 'Français' : 'Malagasy', default: code === 'fr', home: pathFor(code, 'home') })),
    sharedData: byLang,
  }
}

export { isLocale }
