import http from 'node:http'

import { SearchEngine, type SearchDoc } from '@/search'

import { relevanceCases } from '../tests/int/search/relevance.data'

/** Deterministic pseudo-random numbers, so every run indexes the same synthetic catalogue. */
function rng(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296
    return seed / 4294967296
  }
}

const vocabulary = {
  fr: 'acte naissance décès mariage passeport carte nationale identité permis conduire casier judiciaire certificat résidence nationalité légalisation document commune fokontany district région ministère impôt foncier titre terrain construire société entreprise statistique fiscal vaccination hôpital pharmacie garde urgence bourse université inscription école baccalauréat résultat visa séjour hébergement véhicule immatriculation technique plainte doléance jeunesse agriculture élevage bovidé export douane'.split(' '),
  mg: 'kopia nahaterahana fahafatesana fanambadiana pasipaoro kara panondro fahazoan dalana mitondra fiara firaketana heloka fanamarinana fonenana zom pirenena sonia kaominina fokontany distrika faritra ministera hetra tany titra trano orinasa statistika vaksiny hopitaly farmasia vonjy taitra vatsim pianarana oniversite fisoratana anarana sekoly bakalorea valiny visa vahiny fitoriana fitarainana tanora fambolena fiompiana omby'.split(' '),
}

/**
 * Text with the statistics of real prose: a vocabulary of the portal's words plus
 * ~6,000 generated ones, drawn with Zipf's law (the r-th word has frequency ∝ 1/r).
 */
function zipfSampler(words: string[], random: () => number): () => string {
  const weights = words.map((_, r) => 1 / (r + 1))
  const total = weights.reduce((a, b) => a + b, 0)
  const cumulative: number[] = []
  let sum = 0
  for (const w of weights) cumulative.push((sum += w / total))
  return () => {
    const x = random()
    let lo = 0
    let hi = cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (cumulative[mid]! < x) lo = mid + 1
      else hi = mid
    }
    return words[lo]!
  }
}

function generatedWords(random: () => number, count: number): string[] {
  const syllables = 'ka ra to mi na fa li so ve ha ny tra ndr mpa zo be lo ta vi ro sa di mo fi an'.split(' ')
  const words = new Set<string>()
  while (words.size < count) {
    const n = 2 + Math.floor(random() * 3)
    words.add(Array.from({ length: n }, () => syllables[Math.floor(random() * syllables.length)]).join(''))
  }
  return [...words]
}

export function syntheticDocs(lang: 'fr' | 'mg', count: number): SearchDoc[] {
  const random = rng(lang === 'fr' ? 42 : 7)
  const generated = generatedWords(random, 6000)
  // The portal's own words sit between ranks 50 and ~3,000: frequent, but not in every guide
  // (the top ranks of real prose are stop words, which the index drops).
  const own = vocabulary[lang]
  const step = Math.floor(3000 / own.length)
  const words = [...generated]
  own.forEach((word, i) => words.splice(50 + i * step, 0, word))
  const next = zipfSampler(words, random)
  const phrase = (n: number) => Array.from({ length: n }, next).join(' ')
  return Array.from({ length: count }, (_, i) => ({
    id: `synthetic-${i}`,
    kind: 'service' as const,
    title: phrase(3 + Math.floor(random() * 4)),
    slug: `guide-${i}`,
    summary: phrase(18),
    categoryTitle: phrase(2),
    categorySlug: `theme-${i % 13}`,
    body: phrase(220),
  }))
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

export type InProcessFigures = { docs: number; buildMs: number; heapMb: number; queries: number; p50Ms: number; p95Ms: number; p99Ms: number; worstCaseMs: number }

/** The first word of the first body: a top-rank word, present in nearly every synthetic guide. */
function words0(docs: SearchDoc[]): string {
  return docs[0]!.body.split(' ')[0]!
}

/** Index build time, memory and query latency with `perLanguage` synthetic guides per language. */
export function benchInProcess(perLanguage = 10_000): Record<'fr' | 'mg', InProcessFigures> {
  const gc = (globalThis as { gc?: () => void }).gc
  const out = {} as Record<'fr' | 'mg', InProcessFigures>
  for (const lang of ['fr', 'mg'] as const) {
    const docs = syntheticDocs(lang, perLanguage)
    gc?.()
    const before = process.memoryUsage().heapUsed
    const start = performance.now()
    const engine = new SearchEngine(lang, docs, [['cin', 'carte nationale identité', 'kara panondro']])
    const buildMs = performance.now() - start
    gc?.()
    const heapMb = (process.memoryUsage().heapUsed - before) / 1024 / 1024
    const queries = relevanceCases[lang].map(([q]) => q)
    // Worst case: a word present in almost every document (the most frequent indexed word).
    const worst = (() => {
      const t0 = performance.now()
      for (let i = 0; i < 10; i++) engine.search(words0(docs), { limit: 10 })
      return Math.round(((performance.now() - t0) / 10) * 100) / 100
    })()
    for (const q of queries) engine.search(q, { limit: 10 }) // warm-up
    const timings: number[] = []
    for (let round = 0; round < 10; round++) {
      for (const q of queries) {
        const t0 = performance.now()
        engine.search(q, { limit: 10 }) // one results page, as the search page asks
        timings.push(performance.now() - t0)
      }
    }
    timings.sort((a, b) => a - b)
    const round2 = (n: number) => Math.round(n * 100) / 100
    out[lang] = {
      docs: engine.size,
      buildMs: Math.round(buildMs),
      heapMb: Math.round(heapMb),
      queries: timings.length,
      p50Ms: round2(percentile(timings, 50)),
      p95Ms: round2(percentile(timings, 95)),
      p99Ms: round2(percentile(timings, 99)),
      worstCaseMs: worst,
    }
  }
  return out
}

/** Requests per second of the search results page: bounded load (count and time) on loopback. */
export async function benchSearchPage(base: string, seconds = 10, concurrency = 16) {
  const queries = [...relevanceCases.fr.map(([q]) => ['fr', q]), ...relevanceCases.mg.map(([q]) => ['mg', q])]
  const deadline = Date.now() + seconds * 1000
  const latencies: number[] = []
  let errors = 0
  let i = 0
  async function worker() {
    while (Date.now() < deadline && latencies.length + errors < 100_000) {
      const [lang, q] = queries[i++ % queries.length]!
      const t0 = performance.now()
      try {
        const response = await fetch(`${base}/${lang}/searchResult/?q=${encodeURIComponent(q!)}`)
        await response.arrayBuffer()
        if (response.ok) latencies.push(performance.now() - t0)
        else errors++
      } catch {
        errors++
      }
    }
  }
  const start = performance.now()
  await Promise.all(Array.from({ length: concurrency }, worker))
  const elapsed = (performance.now() - start) / 1000
  latencies.sort((a, b) => a - b)
  return {
    seconds: Math.round(elapsed * 10) / 10,
    concurrency,
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / elapsed),
    p50Ms: Math.round(percentile(latencies, 50)),
    p95Ms: Math.round(percentile(latencies, 95)),
  }
}

/**
 * The cost of a query nobody asked before (issue 24): the search results page against the
 * suggestions endpoint (the same search, answered as JSON), both with unique queries so that no
 * cache helps, in alternating phases of one run (page, suggestions, page…), medians compared.
 * The `concurrency` connections speak from 1,000 loopback addresses in turn, as many citizens do,
 * each far below the default per-client budget.
 */
export async function benchUniqueQueries(base: string, options: { phaseSeconds?: number; rounds?: number; concurrency?: number } = {}) {
  const { phaseSeconds = 5, rounds = 3, concurrency = 16 } = options
  const { queriesFr } = await import('../tests/search-eval/queries.fr')
  const { queriesMg } = await import('../tests/search-eval/queries.mg')
  const pool = [...queriesFr.map((q) => ['fr', q.q] as const), ...queriesMg.map((q) => ['mg', q.q] as const)]
  const origin = new URL(base)
  // Each request from the next of 1,000 loopback addresses, on a new connection: many citizens,
  // each far below the per-client budget of a server with its default limits.
  const ADDRESSES = 1000
  let address = 0
  const nextAddress = () => {
    const n = address++ % ADDRESSES
    return `127.0.${10 + Math.floor(n / 250)}.${1 + (n % 250)}`
  }
  let counter = 0
  // A query of the set plus an invented word: unique, and still a real search.
  const nextQuery = () => {
    const [lang, q] = pool[counter % pool.length]!
    return { lang, q: `${q} ${(counter++).toString(36)}x` }
  }
  const paths = {
    page: (lang: string, q: string) => `/${lang}/searchResult/?q=${encodeURIComponent(q)}`,
    suggestions: (lang: string, q: string) => `/api/search?lang=${lang}&limit=5&q=${encodeURIComponent(q)}`,
  }
  async function phase(kind: keyof typeof paths) {
    const deadline = Date.now() + phaseSeconds * 1000
    const latencies: number[] = []
    let errors = 0
    const statuses = new Map<number, number>()
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (Date.now() < deadline) {
          const localAddress = nextAddress()
          const { lang, q } = nextQuery()
          const t0 = performance.now()
          const status = await new Promise<number>((resolve) => {
            const request = http.get({ host: origin.hostname, port: origin.port, path: paths[kind](lang, q), localAddress, agent: false, headers: { 'accept-encoding': 'br' }, timeout: 30_000 }, (response) => {
              response.resume()
              response.on('end', () => resolve(response.statusCode ?? 0))
            })
            request.on('timeout', () => request.destroy())
            request.on('error', () => resolve(0))
          })
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
          if (status === 200) latencies.push(performance.now() - t0)
          else errors++
        }
      }),
    )
    latencies.sort((a, b) => a - b)
    return { rps: latencies.length / phaseSeconds, p50Ms: percentile(latencies, 50) ?? 0, errors, statuses: Object.fromEntries(statuses) }
  }
  const page: Awaited<ReturnType<typeof phase>>[] = []
  const suggestions: Awaited<ReturnType<typeof phase>>[] = []
  for (let round = 0; round < rounds; round++) {
    page.push(await phase('page'))
    suggestions.push(await phase('suggestions'))
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const pageRps = median(page.map((p) => p.rps))
  const suggestionsRps = median(suggestions.map((p) => p.rps))
  return {
    concurrency,
    phaseSeconds,
    rounds,
    page: { rps: Math.round(pageRps), p50Ms: Math.round(median(page.map((p) => p.p50Ms))), errors: page.reduce((n, p) => n + p.errors, 0), statuses: page.map((p) => p.statuses) },
    suggestions: { rps: Math.round(suggestionsRps), p50Ms: Math.round(median(suggestions.map((p) => p.p50Ms))), errors: suggestions.reduce((n, p) => n + p.errors, 0), statuses: suggestions.map((p) => p.statuses) },
    ratio: Math.round((pageRps / suggestionsRps) * 1000) / 1000,
  }
}
