/**
 * The search evaluation set (tests/search-eval) scored without a database, on the seed files: the
 * guides, journeys and themes indexed as the site indexes them, with the seeded synonyms and citizens'
 * words. For writing guides and words quickly; the integration test (tests/int/search-eval) is the
 * authority, on a seeded database.
 *   npx tsx scripts/search-eval.ts [fr|mg] [--misses] [--only <guide-key>]
 */
import { locales, type Locale } from '../src/i18n'
import { SearchEngine, categoryToDoc, guideToDoc, journeyToDoc } from '../src/search'
import { categories } from '../src/seed/data/categories'
import { citizenWords } from '../src/seed/data/citizenWords'
import { journeys } from '../src/seed/data/journeys'
import { synonyms } from '../src/seed/data/synonyms'
import { glossarySynonyms } from '../src/seed/glossary'
import { queriesFr } from '../tests/search-eval/queries.fr'
import { queriesMg } from '../tests/search-eval/queries.mg'
import { guideFromSeed } from '../src/seed/asService'
import { seededSite } from '../tests/support/seedGuides'

const args = process.argv.slice(2)
const langs = locales.filter((l) => args.includes(l)).length ? locales.filter((l) => args.includes(l)) : locales
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null
/** --probe "query": prints that query's first five results in each language asked, and nothing else. */
const probe = args.includes('--probe') ? args[args.indexOf('--probe') + 1] : null

const site = await seededSite()
const groups = [...synonyms, ...glossarySynonyms().filter((group) => group.terms.length > 1)].map((group) => group.terms)
const keyOf = new Map<string, string>()
for (const lang of langs) {
  const docs = site.seeds.flatMap((seed, i) => {
    const category = categories.find((c) => c.key === seed.category)
    const theme = category ? { title: category.title[lang], slug: category.slug[lang] } : undefined
    keyOf.set(`service-${i + 1}`, seed.key)
    return guideToDoc({ ...guideFromSeed(seed, lang), id: i + 1 }, theme, citizenWords[seed.key]?.[lang].join('\n') ?? null) ?? []
  })
  journeys.forEach((j, i) => {
    keyOf.set(`journey-${i + 1}`, `journey:${j.key}`)
    const doc = journeyToDoc(
      { id: i + 1, title: j.title[lang], slug: j.slug[lang], summary: j.summary[lang], updatedAt: '', steps: j.steps.map((s) => ({ title: s.title[lang], summary: s.summary?.[lang] ?? null, logic: s.logic, optional: Boolean(s.optional), guides: [] })) },
      citizenWords[`journey:${j.key}`]?.[lang].join('\n') ?? null,
    )
    if (doc) docs.push(doc)
  })
  categories.forEach((c, i) => {
    const doc = categoryToDoc({ id: 1000 + i, title: c.title[lang], slug: c.slug[lang], description: c.description[lang] } as never)
    if (doc) docs.push(doc)
  })
  const engine = new SearchEngine(lang as Locale, docs, groups)
  if (probe) {
    console.log(`${lang}: ${probe} → ${engine.search(probe, { limit: 5 }).hits.map((h) => keyOf.get(h.id) ?? h.id).join(', ')}`)
    continue
  }
  const queries = (lang === 'fr' ? queriesFr : queriesMg).filter((q) => !only || q.expect.includes(only))
  let hits = 0
  const misses: string[] = []
  for (const q of queries) {
    const found = engine.search(q.q, { limit: 10 }).hits.map((h) => keyOf.get(h.id) ?? h.id)
    const rank = found.findIndex((k) => q.expect.includes(k))
    if (rank >= 0 && rank < 3) hits++
    else misses.push(`${q.q} → want ${q.expect.join('|')}; got ${found.slice(0, 3).join(', ')}`)
  }
  console.log(`${lang}: top 3 ${hits}/${queries.length} = ${((100 * hits) / Math.max(1, queries.length)).toFixed(1)} %`)
  if (args.includes('--misses')) for (const m of misses) console.log(`  ✗ ${m}`)
}
