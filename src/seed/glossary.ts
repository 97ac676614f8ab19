/**
 * The portal's Malagasy vocabulary (src/seed/data/glossary.ts) applied to a text: the content lint
 * fails on a form listed as wrong (a French leftover, a word that means something else) or as a
 * variant of the preferred form (issue 39: one word for one thing); search treats each term with
 * its variants as synonyms (`glossarySynonyms`).
 *
 * A form is found whole or inflected, as Malagasy attaches words (`formPattern`):
 * - possessive and genitive endings on its last word: « ministera » in « Ministeran’ny »,
 *   « ministerany »; « kara-panondro » in « kara-panondronao »; « navigateur » in « navigateur-nao »;
 * - the weak endings -na, -ka, -tra dropped or turned to -y before them: « fahaolom-pirenena » in
 *   « fahaolom-pirenen’ny », « toetra » in « toetry ny »; a final -y turned to -i: « sata sivily »
 *   in « sata sivilin’ny »;
 * - -m- or -n- before the second part of a compound: « sampandraharaha » in
 *   « sampandraharaham-panjakana »;
 * - its first consonant hardened as the second part of a compound: « vonjy maika » in
 *   « toeram-bonjy maika » (f→p, v→b, h→k, s→ts, r→dr, l→d, z→dz);
 * - a space between its words also matches a hyphen, as in a slug (« sata-sivily »).
 * A term's `notImperative` forms (« vory ») are wrong at the start of a sentence only.
 * Letters and digits around the match are not a boundary; case and ’/' do not matter.
 */
import { glossary, type GlossaryTerm } from './data/glossary'

export type GlossaryProblem = {
  level: 'wrong' | 'variant'
  term: string
  found: string
  preferred: string
  /** Inside « » or parentheses: a quotation or a gloss (« karatra volondavenona (carte grise) »). */
  quoted: boolean
  message: string
}

/** Endings the last word of a form may take: -ny, -nao, -ko, -ntsika, -nay, -nareo, n’ before a noun, -m-/-n- before a compound's second part. */
const ENDINGS = `(?:ny|nao|ko|ntsika|tsika|nay|nareo|areo|ao|n(?=['’])|[mn](?=-))`
/** A consonant's form as the second part of a compound. */
const HARDENED: Record<string, string> = { f: 'p', v: 'b', h: 'k', s: 'ts', r: 'dr', l: 'd', z: 'dz' }

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/['’]/g, '[\'’]')

/** Letters without their accents (slugs are ASCII: « fahazoan-dàlana » is « fahazoan-dalana » there). */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC')
}

/** The words of a form, the last one whole or inflected, spaces also matching hyphens. */
function body(form: string): string {
  const words = form.split(/\s+/)
  const last = words.pop()!
  const lastAlternatives = [`${escape(last)}(?:-?${ENDINGS})?`]
  if (last.length >= 3 && last.endsWith('y')) lastAlternatives.push(`${escape(last.slice(0, -1))}i${ENDINGS}`)
  if (last.length >= 5 && /(?:na|ka)$/.test(last)) lastAlternatives.push(`${escape(last.slice(0, -2))}${ENDINGS}`)
  if (last.length >= 5 && /(?:na|ka|tra)$/.test(last)) lastAlternatives.push(`${escape(last.slice(0, -1))}y`)
  return [...words.map(escape), `(?:${lastAlternatives.join('|')})`].join('[\\s-]+')
}

/** The source of a pattern for one form, whole or inflected (see the file's comment). */
export function formSource(form: string): string {
  const lower = form.trim().toLowerCase()
  const hardened = HARDENED[lower[0]!]
  // The same form with its first letter hardened, right after a hyphen (« toeram-bonjy »).
  const compound = hardened ? `|(?<=\\p{L}-)${body(hardened + lower.slice(1))}` : ''
  return `(?:(?<![\\p{L}\\p{N}])${body(lower)}${compound})(?![\\p{L}\\p{N}])`
}

/** A global, case-insensitive pattern for one form (see `formSource`). */
export function formPattern(form: string): RegExp {
  return new RegExp(formSource(form), 'giu')
}

/**
 * `hint`: letters every match contains — the longest run of letters of the form, lowercase and
 * without accents, leaving out its first letter (it may harden) and its last two (its ending may
 * change): a text without them is not searched.
 */
type Form = { form: string; pattern: RegExp; bare: RegExp; hint: string }
type Compiled = { term: GlossaryTerm; wrong: Form[]; variants: Form[]; preferred: Form; notImperative: Form[] }

const hintOf = (form: string) => {
  const inner = withoutAccents(form.trim().toLowerCase()).slice(1, -2)
  return (inner.match(/\p{L}+/gu) ?? []).reduce((best, run) => (run.length > best.length ? run : best), '')
}

const compile = (form: string): Form => ({ form, pattern: formPattern(form), bare: formPattern(withoutAccents(form)), hint: hintOf(form) })

/** A form at the start of a text or of a sentence, where an instruction begins. */
function sentenceStart(form: string): Form {
  const pattern = new RegExp(`(?<=^|[.!?…]\\s+|\\n\\s*)${escape(form.trim().toLowerCase())}(?![\\p{L}\\p{N}])`, 'giu')
  return { form, pattern, bare: pattern, hint: hintOf(form) }
}

let compiled: Compiled[] | null = null
function terms(): Compiled[] {
  compiled ??= glossary.map((term) => ({ term, wrong: term.wrong.map(compile), variants: term.variants.map(compile), preferred: compile(term.mg), notImperative: (term.notImperative ?? []).map(sentenceStart) }))
  return compiled
}

export type GlossaryOptions = {
  /** The text is a slug: lowercase ASCII words and hyphens; forms are compared without their accents. */
  slug?: boolean
  /** Count the preferred forms of every entry (the measure); else an entry is read only when one of its rejected forms may be there (the lint). */
  count?: boolean
}

/** Per glossary entry, how often a text uses its preferred form, its variants and its wrong forms. */
export type GlossaryUse = { term: string; preferred: number; variants: number; wrong: number; found: { level: 'wrong' | 'variant'; found: string; quoted: boolean }[] }

/** Whether a position of a text lies inside « » (or “ ”) or inside parentheses. */
export function isQuoted(text: string, at: number): boolean {
  let quotes = 0
  let parentheses = 0
  for (const char of text.slice(0, at)) {
    if (char === '«' || char === '“') quotes++
    else if ((char === '»' || char === '”') && quotes > 0) quotes--
    else if (char === '(') parentheses++
    else if (char === ')' && parentheses > 0) parentheses--
  }
  return quotes > 0 || parentheses > 0
}

type Span = { term: string; level: 'preferred' | 'variant' | 'wrong'; start: number; end: number; text: string }

/**
 * Where the glossary's forms occur in one Malagasy text. Each stretch of text counts once, for its
 * longest match: « vonjy taitra » inside « fonosana fanafody vonjy taitra » is the kit, « kit »
 * inside « kit d’urgence » is one wrong form; a variant inside the preferred form itself
 * (« kara panondro » in « kara-panondro ») is not one.
 */
export function glossaryUses(text: string, options: GlossaryOptions = {}): GlossaryUse[] {
  const source = options.slug ? withoutAccents(text) : text
  const plain = withoutAccents(text).toLowerCase()
  const pick = (f: Form) => (options.slug ? f.bare : f.pattern)
  const find = (f: Form, where: string) => (plain.includes(f.hint) ? [...where.matchAll(pick(f))] : [])
  const spans: Span[] = []
  for (const { term, wrong, variants, preferred, notImperative } of terms()) {
    if (!options.count && ![...wrong, ...variants, ...notImperative].some((f) => plain.includes(f.hint))) continue
    const own: Span[] = find(preferred, source).map((m) => ({ term: term.key, level: 'preferred' as const, start: m.index, end: m.index + m[0].length, text: m[0] }))
    const rest = own.reduce((acc, span) => acc.slice(0, span.start) + ' '.repeat(span.end - span.start) + acc.slice(span.end), source)
    const bareMg = withoutAccents(term.mg).toLowerCase()
    for (const [level, forms] of [['wrong', [...wrong, ...notImperative]], ['variant', variants]] as const) {
      for (const form of forms) {
        // In a slug, an unaccented variant of the preferred form is the preferred form.
        if (options.slug && withoutAccents(form.form).toLowerCase() === bareMg) continue
        for (const m of find(form, rest)) own.push({ term: term.key, level, start: m.index, end: m.index + m[0].length, text: m[0] })
      }
    }
    spans.push(...own)
  }
  const inside = (a: Span, b: Span) => a !== b && b.start <= a.start && a.end <= b.end && b.end - b.start > a.end - a.start
  const kept = spans.filter((span) => !spans.some((other) => inside(span, other)))
  const unique = kept.filter((span, i) => kept.findIndex((o) => o.term === span.term && o.start === span.start && o.end === span.end) === i)
  const uses = new Map<string, GlossaryUse>()
  for (const span of unique) {
    const use = uses.get(span.term) ?? { term: span.term, preferred: 0, variants: 0, wrong: 0, found: [] }
    if (span.level === 'preferred') use.preferred++
    else {
      if (span.level === 'wrong') use.wrong++
      else use.variants++
      use.found.push({ level: span.level, found: span.text, quoted: isQuoted(source, span.start) })
    }
    uses.set(span.term, use)
  }
  return [...uses.values()]
}

/** What the glossary says about one Malagasy text: each wrong form and variant found, once per form. */
export function glossaryProblems(text: string, options: GlossaryOptions = {}): GlossaryProblem[] {
  const byKey = new Map(glossary.map((term) => [term.key, term]))
  const problems: GlossaryProblem[] = []
  for (const use of glossaryUses(text, options)) {
    const term = byKey.get(use.term)!
    const seen = new Set<string>()
    const notImperative = new Set((term.notImperative ?? []).map((f) => f.toLowerCase()))
    for (const { level, found, quoted } of use.found) {
      const key = `${level}:${quoted}:${found.toLowerCase()}`
      if (seen.has(key)) continue
      seen.add(key)
      const message = notImperative.has(found.toLowerCase())
        ? `« ${found} » at the start of an instruction is not an imperative: write « ${term.mg} » (${term.fr})`
        : level === 'wrong'
        ? `« ${found} » must not appear in Malagasy: write « ${term.mg} » (${term.fr})`
        : `« ${found} » is a variant: the portal writes « ${term.mg} » (${term.fr})${quoted ? ' — here quoted or in parentheses, as a gloss' : ''}`
      problems.push({ level, term: term.key, found, preferred: term.mg, quoted, message })
    }
  }
  // Wrong forms first, as before.
  return [...problems.filter((p) => p.level === 'wrong'), ...problems.filter((p) => p.level === 'variant')]
}

/** Each term with its French form and Malagasy variants: one search synonym group. */
export function glossarySynonyms(): { label: string; terms: string[] }[] {
  return glossary.map((term) => ({ label: `Glossaire : ${term.fr}`, terms: [...new Set([term.fr, term.mg, ...term.variants].map((t) => t.trim()).filter(Boolean))] }))
}
