/**
 * Every statement of seeded guides with its derived proof (issue 40):
 *   npx tsx scripts/statements.ts                 counts per guide, then the total
 *   npx tsx scripts/statements.ts <key> [--mg]    one guide: each statement, its status, its
 *                                                 references and the numbers no quote gives
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import type { ServiceSeed } from '../src/seed/types'
import { guideFromSeed } from '../src/seed/asService'
import { proofCounts } from '../src/model/certainty'
import { proofText } from '../src/model/statements'

async function main() {
  const args = process.argv.slice(2)
  const lang = args.includes('--mg') ? 'mg' : 'fr'
  const key = args.find((a) => !a.startsWith('--'))
  // One file at a time: a guide being edited elsewhere never stops the others.
  const dir = path.join(process.cwd(), 'src/seed/services')
  const keys = key ? [key] : fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => f.slice(0, -3)).sort()
  const seeds: ServiceSeed[] = []
  for (const k of keys) {
    try {
      seeds.push(((await import(pathToFileURL(path.join(dir, `${k}.ts`)).href)) as { default: ServiceSeed }).default)
    } catch (error) {
      console.log(`! ${k}: ${String((error as Error).message).split('\n')[0]}`)
    }
  }
  if (!key) {
    const total = { statements: 0, certain: 0, official: 0, unconfirmed: 0, disputed: 0 }
    console.log('guide\tstatements\tcertain\tofficial\tunconfirmed\tdisputed\tshare official')
    for (const seed of seeds) {
      const c = proofCounts(guideFromSeed(seed, lang).proofs)
      for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += c[k]
      console.log(`${seed.key}\t${c.statements}\t${c.certain}\t${c.official}\t${c.unconfirmed}\t${c.disputed}\t${Math.round((100 * c.official) / c.statements)} %`)
    }
    console.log(`TOTAL\t${total.statements}\t${total.certain}\t${total.official}\t${total.unconfirmed}\t${total.disputed}\t${Math.round((100 * total.official) / total.statements)} %`)
    return
  }
  const seed = seeds.find((s) => s.key === key)
  if (!seed) throw new Error(`No guide ${key}: ${seeds.map((s) => s.key).join(', ')}`)
  const guide = guideFromSeed(seed, lang)
  const known = new Set(guide.sources.map((s) => s.key))
  for (const ref of guide.references) {
    if (!known.has(ref.source)) console.log(`! reference to unknown source « ${ref.source} » on ${ref.statement}`)
    if (!guide.proofs[ref.statement]) console.log(`! reference to unknown statement « ${ref.statement} »`)
    if (ref.quote.length > 300) console.log(`! quote over 300 characters on ${ref.statement} (${ref.quote.length})`)
  }
  for (const proof of Object.values(guide.proofs)) {
    const refs = [...proof.supporting.map((i) => `+${guide.references[i]!.source}`), ...proof.contradicting.map((i) => `-${guide.references[i]!.source}`)]
    const why = proof.status === 'certain' ? (proof.official ? 'official' : 'two sources') : `${proof.reasons.join(',')}${proof.missing.length ? ` missing ${proof.missing.join(' ')}` : ''} → « ${proofText(lang, proof)} »`
    console.log(`${proof.status.padEnd(11)} ${proof.path.padEnd(20)} ${refs.join(' ') || '—'}  ${why}`)
  }
  const c = proofCounts(guide.proofs)
  console.log(`\n${key}: ${c.statements} statements, ${c.certain} certain (${c.official} by an official source), ${c.unconfirmed} unconfirmed, ${c.disputed} disputed`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
