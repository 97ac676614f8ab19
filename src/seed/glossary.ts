/**
 * The portal's Malagasy vocabulary (src/seed/data/glossary.ts) applied to a text: the content lint
 * fails on a form listed as wrong (a French leftover, a word that means something else) and warns
 * on a variant of the preferred form; search treats each term with its variants as synonyms
 * (`glossarySynonyms`).
 */
import { glossary, type GlossaryTerm } from './data/glossary'

export type GlossaryProblem = { level: 'wrong' | 'variant'; term: string; found: string; message: string }

/** A whole-word, case-insensitive pattern: letters and digits around do not count as a boundary. */
function wordPattern(form: string): RegExp {
  const escaped = form.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/['’]/g, '[\'’]').replace(/\s+/g, '\\s+')
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu')
}

type Compiled = { term: GlossaryTerm; wrong: { form: string; pattern: RegExp }[]; variants: { form: string; pattern: RegExp }[]; preferred: RegExp }

let compiled: Compiled[] | null = null
function terms(): Compiled[] {
  compiled ??= glossary.map((term) => ({
    term,
    wrong: term.wrong.map((form) => ({ form, pattern: wordPattern(form) })),
    variants: term.variants.map((form) => ({ form, pattern: wordPattern(form) })),
    preferred: wordPattern(term.mg),
  }))
  return compiled
}

/** What the glossary says about one Malagasy text: its wrong forms and variants, each once. */
export function glossaryProblems(text: string): GlossaryProblem[] {
  const problems: GlossaryProblem[] = []
  for (const { term, wrong, variants, preferred } of terms()) {
    for (const { form, pattern } of wrong) {
      pattern.lastIndex = 0
      const match = pattern.exec(text)
      if (match) problems.push({ level: 'wrong', term: term.key, found: match[0], message: `« ${match[0]} » must not appear in Malagasy: write « ${term.mg} » (${term.fr})` })
    }
    // A variant inside the preferred form itself (« kara-panondro » in « kara-panondro (CIN) ») is not one.
    const withoutPreferred = text.replace(preferred, ' ')
    for (const { form, pattern } of variants) {
      pattern.lastIndex = 0
      const match = pattern.exec(withoutPreferred)
      if (match) problems.push({ level: 'variant', term: term.key, found: match[0], message: `« ${match[0]} » is a variant: the portal writes « ${term.mg} » (${term.fr})` })
    }
  }
  return problems
}

/** Each term with its French form and Malagasy variants: one search synonym group. */
export function glossarySynonyms(): { label: string; terms: string[] }[] {
  return glossary.map((term) => ({ label: `Glossaire : ${term.fr}`, terms: [...new Set([term.fr, term.mg, ...term.variants].map((t) => t.trim()).filter(Boolean))] }))
}
