/**
 * Checks seeded question flows as an editor's save would: `npx tsx src/scripts/check-flow-seeds.ts [file…]`
 * (every seeded flow without arguments). Exit 1 with the problems listed.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { offices } from '@/seed/data/offices'
import { checkFlowSeed } from '@/seed/flows'
import { loadServiceSeeds } from '@/seed/load'
import type { FlowSeed } from '@/seed/types'

async function main() {
  const files = process.argv.slice(2)
  const flows: FlowSeed[] = []
  if (files.length === 0) flows.push(...(await import('@/seed/data/flows')).flows)
  for (const file of files) {
    const module = (await import(pathToFileURL(path.resolve(file)).href)) as Record<string, unknown>
    for (const value of Object.values(module)) if (Array.isArray(value)) flows.push(...(value as FlowSeed[]))
  }
  const guides = new Set((await loadServiceSeeds()).map((s) => s.key))
  const known = { guides, offices: new Set(offices.map((o) => o.key)) }
  let failed = 0
  for (const flow of flows) {
    const problems = checkFlowSeed(flow, known)
    failed += problems.length
    console.log(`${flow.key}: ${problems.length ? `${problems.length} problem(s)` : 'ok'}`)
    for (const problem of problems) console.log(`  - ${problem.fr}`)
  }
  process.exit(failed ? 1 : 0)
}

void main()
