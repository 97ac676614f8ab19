/**
 * How far the portal's Malagasy follows its glossary (issue 39): per entry, the uses of the
 * preferred form, of its variants and of its wrong forms, inflected forms included, over every
 * Malagasy text of the seed data and of the code (src/seed/malagasySources.ts).
 *
 *   npx tsx src/scripts/glossary-report.ts            the table
 *   npx tsx src/scripts/glossary-report.ts --list     and every variant or wrong form, with its file and field
 *   npx tsx src/scripts/glossary-report.ts --json     the counts as JSON
 */
import { glossary } from '@/seed/data/glossary'
import { glossaryUses } from '@/seed/glossary'
import { codeMalagasyTexts, seedMalagasyTexts } from '@/seed/malagasySources'

type Row = { term: string; preferred: number; variants: number; wrong: number }

async function main() {
  const texts = [...(await seedMalagasyTexts()), ...codeMalagasyTexts()]
  const rows = new Map<string, Row>(glossary.map((t) => [t.key, { term: t.key, preferred: 0, variants: 0, wrong: 0 }]))
  const found: string[] = []
  for (const text of texts) {
    for (const use of glossaryUses(text.text, { slug: text.slug, count: true })) {
      const row = rows.get(use.term)!
      row.preferred += use.preferred
      row.variants += use.variants
      row.wrong += use.wrong
      for (const f of use.found) found.push(`${text.file}: ${text.field}: ${f.level} « ${f.found} » (${use.term})`)
    }
  }
  const all = [...rows.values()]
  const total = all.reduce((acc, r) => ({ preferred: acc.preferred + r.preferred, variants: acc.variants + r.variants, wrong: acc.wrong + r.wrong }), { preferred: 0, variants: 0, wrong: 0 })
  const share = (r: { preferred: number; variants: number; wrong: number }) => {
    const uses = r.preferred + r.variants + r.wrong
    return uses ? `${Math.round((100 * r.preferred) / uses)} %` : '–'
  }
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ texts: texts.length, total, rows: all }, null, 2))
    return
  }
  console.log(`${texts.length} Malagasy texts (seed data and code)`)
  console.log(`${'entry'.padEnd(30)} ${'preferred'.padStart(9)} ${'variants'.padStart(9)} ${'wrong'.padStart(6)} ${'share'.padStart(6)}`)
  for (const r of all.filter((r) => r.preferred + r.variants + r.wrong > 0).sort((a, b) => b.variants + b.wrong - (a.variants + a.wrong))) {
    console.log(`${r.term.padEnd(30)} ${String(r.preferred).padStart(9)} ${String(r.variants).padStart(9)} ${String(r.wrong).padStart(6)} ${share(r).padStart(6)}`)
  }
  console.log(`${'all entries'.padEnd(30)} ${String(total.preferred).padStart(9)} ${String(total.variants).padStart(9)} ${String(total.wrong).padStart(6)} ${share(total).padStart(6)}`)
  console.log(`rejected uses (variants and wrong forms): ${total.variants + total.wrong}`)
  if (process.argv.includes('--list')) for (const line of found) console.log(line)
}

await main()
