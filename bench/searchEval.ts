/**
 * The public evaluation set (tests/search-eval) scored through the running server's results
 * page, as citizens get it (issue 24): top-3 hit rate and mean reciprocal rank per language, and
 * the top-3 rate per kind of query. Targets are read from the results' links (a guide's or a
 * journey's slug in that language, mapped back to its key with the seed). The queries go out from
 * 16 loopback addresses, so that the per-client budget of a default server lets them through.
 */
import http from 'node:http'

import { journeys } from '../src/seed/data/journeys'
import { loadServiceSeeds } from '../src/seed/load'
import { queriesFr } from '../tests/search-eval/queries.fr'
import { queriesMg } from '../tests/search-eval/queries.mg'
import type { EvalQuery } from '../tests/search-eval/types'

export type EvalFigures = { top3: number; mrr: number; total: number; byKind: Record<string, string> }

function get(origin: URL, path: string, localAddress: string, agent: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const request = http.get({ host: origin.hostname, port: origin.port, path, localAddress, agent, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
    })
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve({ status: 0, body: '' }))
  })
}

export async function benchSearchEval(base: string): Promise<Record<'fr' | 'mg', EvalFigures>> {
  const origin = new URL(base)
  const keyOf = { fr: new Map<string, string>(), mg: new Map<string, string>() }
  for (const seed of await loadServiceSeeds()) for (const lang of ['fr', 'mg'] as const) keyOf[lang].set(`services/${seed.slug[lang]}`, seed.key)
  for (const journey of journeys) for (const lang of ['fr', 'mg'] as const) keyOf[lang].set(`etapes/${journey.slug[lang]}`, `journey:${journey.key}`)
  const agents = Array.from({ length: 16 }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }))
  const out = {} as Record<'fr' | 'mg', EvalFigures>
  for (const [lang, queries] of [['fr', queriesFr], ['mg', queriesMg]] as [('fr' | 'mg'), EvalQuery[]][]) {
    let hits = 0
    let reciprocal = 0
    const byKind: Record<string, [number, number]> = {}
    let next = 0
    await Promise.all(
      agents.map(async (agent, i) => {
        while (next < queries.length) {
          const query = queries[next++]!
          const { body } = await get(origin, `/${lang}/searchResult/?q=${encodeURIComponent(query.q)}`, `127.0.4.${i + 1}`, agent)
          // The results list only (the other-language list and popular guides come after it).
          const list = /<ol class="[^"]*results[^"]*"[^>]*>([\s\S]*?)<\/ol>/.exec(body)?.[1] ?? ''
          const found = [...list.matchAll(/<h2[^>]*><a href="\/(?:fr|mg)\/((?:services|etapes)\/[^/"]+)\//g)].map((m) => keyOf[lang].get(m[1]!))
          const rank = found.findIndex((key) => key !== undefined && query.expect.includes(key))
          const kind = (byKind[query.kind] ??= [0, 0])
          kind[1]++
          if (rank >= 0) reciprocal += 1 / (rank + 1)
          if (rank >= 0 && rank < 3) {
            hits++
            kind[0]++
          }
        }
      }),
    )
    out[lang] = {
      top3: Math.round((hits / queries.length) * 1000) / 10,
      mrr: Math.round((reciprocal / queries.length) * 1000) / 1000,
      total: queries.length,
      byKind: Object.fromEntries(Object.entries(byKind).map(([k, [h, n]]) => [k, `${h}/${n}`])),
    }
  }
  for (const agent of agents) agent.destroy()
  return out
}
