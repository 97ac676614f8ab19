/**
 * Checks some seeded guides alone, as the seed's tests check all of them (issue 41: guides written in
 * parallel, a guide being edited elsewhere never stops the others):
 *   npx tsx scripts/check-guides.ts <key> [<key>…]
 * The content lint (sources, references, numbers, marks, glossary, one fact in one place), then every
 * SMS answer of the guide in both languages (GSM-7, 2 SMS at most, follow-ups and their pages).
 * Exits with 1 when something is wrong.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { locales } from '../src/i18n'
import { gsm7Length, isGsm7, smsParts, SMS_MAX_CHARS } from '../src/gsm'
import { lintGuides } from '../src/seed/lint'
import type { ServiceSeed } from '../src/seed/types'
import { guideOfSeed, smsAnswersOf } from '../tests/support/seedGuides'

async function main() {
  const keys = process.argv.slice(2).filter((a) => !a.startsWith('--'))
  if (!keys.length) {
    console.error('usage: npx tsx scripts/check-guides.ts <key> [<key>…]')
    process.exit(2)
  }
  let failed = false
  for (const key of keys) {
    let seed: ServiceSeed
    try {
      seed = ((await import(pathToFileURL(path.join(process.cwd(), 'src/seed/services', `${key}.ts`)).href)) as { default: ServiceSeed }).default
    } catch (error) {
      console.log(`✗ ${key}: cannot load: ${String((error as Error).message).split('\n')[0]}`)
      failed = true
      continue
    }
    const problems = lintGuides([seed])
    for (const lang of locales) {
      const answers = smsAnswersOf(guideOfSeed(seed, lang), lang)
      for (const answer of answers) {
        if (!isGsm7(answer) || gsm7Length(answer) > SMS_MAX_CHARS) problems.push(`SMS (${lang}) not GSM-7 or over 2 SMS: ${answer}`)
      }
      console.log(`  ${key} SMS (${lang}): ${smsParts(answers[0]!).length} part(s): ${answers[0]}`)
    }
    if (problems.length) {
      failed = true
      console.log(`✗ ${key}: ${problems.length} problem(s)`)
      for (const problem of problems) console.log(`    ${problem}`)
    } else console.log(`✓ ${key}`)
  }
  process.exit(failed ? 1 : 0)
}

void main()
