#!/usr/bin/env node
/**
 * Checks the search evaluation set (plain Node, no dependencies, no TypeScript compile):
 *   node tests/search-eval/check-data.mjs
 *
 * - every `expect` target exists: a guide key (a file name in src/seed/services) or
 *   'journey:<key>' (a journey key, which is its French slug, in src/seed/data/journeys.ts);
 * - 1 to 3 targets per query, no target twice, a known kind, a non-empty query;
 * - no duplicate query in a language (case and spaces ignored; a duplicate once accents and
 *   punctuation are also ignored is only a warning);
 * - at least 220 queries per language, at most 15 % of kind 'title-words';
 * and prints the counts per kind. Exits with 1 when something is wrong.
 *
 * The .ts files hold nothing but an array literal of plain objects after the type
 * annotation, so the array is read by evaluating that literal as JavaScript.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '..', '..')

const KINDS = [
  'life-event',
  'question',
  'verb-form',
  'noun-form',
  'sms-spelling',
  'abbreviation',
  'typo',
  'affix',
  'spelling-variant',
  'regional',
  'title-words',
]
const MIN_QUERIES = 220
const MAX_TITLE_SHARE = 0.15
const MAX_TARGETS = 3

const guides = new Set(
  readdirSync(join(root, 'src/seed/services'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => f.slice(0, -3)),
)
const journeysSource = readFileSync(join(root, 'src/seed/data/journeys.ts'), 'utf8')
const journeys = new Set([...journeysSource.matchAll(/^\s{4}key:\s*'([^']+)'/gm)].map((m) => m[1]))
// A journey's key is its French slug: make sure that still holds.
for (const m of journeysSource.matchAll(/^\s{4}key:\s*'([^']+)',\s*\n\s{4}slug:\s*\{\s*fr:\s*'([^']+)'/gm)) {
  if (m[1] !== m[2]) console.warn(`warning: journey key '${m[1]}' differs from its French slug '${m[2]}'`)
}
if (guides.size === 0 || journeys.size === 0) {
  console.error(`could not read the guides (${guides.size}) or the journeys (${journeys.size})`)
  process.exit(1)
}

/** The index of the `]` closing the array literal opened at `open`, strings skipped. */
function closingBracket(source, open) {
  let depth = 0
  for (let i = open; i < source.length; i++) {
    const c = source[i]
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < source.length && source[i] !== c; i++) if (source[i] === '\\') i++
    } else if (c === '/' && source[i + 1] === '/') {
      while (i < source.length && source[i] !== '\n') i++
    } else if (c === '[') depth++
    else if (c === ']' && --depth === 0) return i
  }
  throw new Error('unclosed array')
}

/** The array literal after `const <name>: EvalQuery[] =` in a file, with each query's line. */
function readArray(file, name) {
  const source = readFileSync(join(here, file), 'utf8')
  const start = source.search(new RegExp(`const ${name}\\s*:\\s*EvalQuery\\[\\]\\s*=\\s*\\[`))
  if (start < 0) throw new Error(`${file}: 'const ${name}: EvalQuery[] = [' not found`)
  const open = source.indexOf('[', source.indexOf('=', start))
  const literal = source.slice(open, closingBracket(source, open) + 1)
  const lines = source.split('\n')
  const lineOf = (q) => {
    const forms = [`q: '${q}'`, `q: "${q}"`, `q: \`${q}\``]
    const i = lines.findIndex((l) => forms.some((f) => l.includes(f)))
    return i < 0 ? '?' : `${file}:${i + 1}`
  }
  return new Function(`"use strict"; return (${literal})`)().map((item) => ({ ...item, where: lineOf(item.q) }))
}

/** A language's queries: the first guides' (queries.<lang>.ts), then each batch's (batches/*.ts). */
function readQueries(lang) {
  const queries = readArray(`queries.${lang}.ts`, 'firstQueries')
  for (const file of readdirSync(join(here, 'batches')).filter((f) => f.endsWith('.ts')).sort()) {
    queries.push(...readArray(`batches/${file}`, lang))
  }
  return queries
}

const normalize = (q) => q.toLowerCase().replace(/\s+/g, ' ').trim()
const fold = (q) =>
  normalize(q)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

let errors = 0
let warnings = 0
const error = (msg) => {
  errors++
  console.error(`error: ${msg}`)
}
const warn = (msg) => {
  warnings++
  console.warn(`warning: ${msg}`)
}

const report = {}
for (const lang of ['fr', 'mg']) {
  let queries
  try {
    queries = readQueries(lang)
  } catch (e) {
    error(`${lang}: ${e.message}`)
    continue
  }
  const counts = Object.fromEntries(KINDS.map((k) => [k, 0]))
  const seen = new Map()
  const seenFolded = new Map()
  const targetsUsed = new Set()
  for (const item of queries) {
    const where = item.where
    const keys = Object.keys(item)
    for (const k of keys) if (!['q', 'expect', 'kind', 'note', 'where'].includes(k)) error(`${where}: unknown field '${k}'`)
    if (typeof item.q !== 'string' || !item.q.trim()) {
      error(`${where}: empty query`)
      continue
    }
    if (item.q !== item.q.trim()) warn(`${where}: query '${item.q}' has leading or trailing spaces`)
    if (!KINDS.includes(item.kind)) error(`${where}: '${item.q}': unknown kind '${item.kind}'`)
    else counts[item.kind]++
    if (!Array.isArray(item.expect) || item.expect.length === 0 || item.expect.length > MAX_TARGETS) {
      error(`${where}: '${item.q}': expect must list 1 to ${MAX_TARGETS} targets`)
    } else {
      if (new Set(item.expect).size !== item.expect.length) error(`${where}: '${item.q}': a target is listed twice`)
      for (const t of item.expect) {
        targetsUsed.add(t)
        if (t.startsWith('journey:')) {
          if (!journeys.has(t.slice('journey:'.length))) error(`${where}: '${item.q}': no journey '${t}'`)
        } else if (!guides.has(t)) error(`${where}: '${item.q}': no guide '${t}'`)
      }
    }
    if (item.note !== undefined && (typeof item.note !== 'string' || !item.note.trim())) error(`${where}: empty note`)
    const n = normalize(item.q)
    if (seen.has(n)) error(`${where}: duplicate query '${item.q}' (also ${seen.get(n)})`)
    else seen.set(n, item.where)
    const f = fold(item.q)
    if (seenFolded.has(f) && seenFolded.get(f) !== n) warn(`${where}: '${item.q}' equals '${seenFolded.get(f)}' once accents and punctuation are ignored`)
    else seenFolded.set(f, n)
  }
  const total = queries.length
  if (total < MIN_QUERIES) error(`${lang}: ${total} queries, at least ${MIN_QUERIES} wanted`)
  if (counts['title-words'] > total * MAX_TITLE_SHARE)
    error(`${lang}: ${counts['title-words']} 'title-words' queries, more than ${MAX_TITLE_SHARE * 100} % of ${total}`)
  const unused = [...guides].filter((g) => !targetsUsed.has(g))
  const unusedJourneys = [...journeys].filter((j) => !targetsUsed.has(`journey:${j}`))
  if (unused.length) warn(`${lang}: no query expects the guides ${unused.join(', ')}`)
  if (unusedJourneys.length) warn(`${lang}: no query expects the journeys ${unusedJourneys.join(', ')}`)
  report[lang] = { total, counts }
}

const langs = Object.keys(report)
if (langs.length) {
  const width = Math.max(...KINDS.map((k) => k.length))
  console.log(`${'kind'.padEnd(width)}  ${langs.map((l) => l.padStart(5)).join('  ')}`)
  for (const k of KINDS) console.log(`${k.padEnd(width)}  ${langs.map((l) => String(report[l].counts[k]).padStart(5)).join('  ')}`)
  console.log(`${'total'.padEnd(width)}  ${langs.map((l) => String(report[l].total).padStart(5)).join('  ')}`)
  console.log(
    `${'title share'.padEnd(width)}  ${langs
      .map((l) => `${((100 * report[l].counts['title-words']) / report[l].total).toFixed(1)}%`.padStart(5))
      .join('  ')}`,
  )
}
console.log(`${guides.size} guides, ${journeys.size} journeys; ${errors} error(s), ${warnings} warning(s)`)
process.exit(errors ? 1 : 0)
