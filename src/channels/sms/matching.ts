/**
 * Which guide an SMS question means (issue 39): the keyword form of a text, whether a question names
 * a guide or only mentions words its title holds, and whether the best hit is clearly the one. Pure.
 */
import type { MatchQuality } from '@/search'

/** A guide found, and how well the search matched the question (every word, most, some). */
export type Hit = { id: number; title: string; score: number; quality?: MatchQuality | null }

/** Upper-case, without accents or punctuation: how keywords are recognised. */
export function keywordOf(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/[^A-Z0-9 -]/g, ' ').trim()
}

/**
 * Whether the question names the guide: its title starts with the words asked ("PASSEPORT" →
 * "Passeport biométrique"), the words asked are its acronym ("NIF" → "… (NIF)"), or the question
 * contains the title's leading word ("coût du passeport à Antsiranana").
 */
export function namesGuide(question: string, title: string): boolean {
  const q = keywordOf(question).toLowerCase()
  const t = keywordOf(title).toLowerCase()
  if (q.length < 3) return false
  if (t === q || t.startsWith(`${q} `)) return true
  const bare = title.normalize('NFD').replace(/\p{M}/gu, '')
  if (new RegExp(`\\(${q.replace(/[^a-z0-9]/g, '')}\\)`, 'i').test(bare)) return true
  const lead = t.split(' ')[0] ?? ''
  return lead.length >= 5 && ` ${q} `.includes(` ${lead} `)
}

/** Whether the title holds every word of the question (« CARTE » in « Immatriculation (carte grise) »). */
export function mentions(question: string, title: string): boolean {
  const words = keywordOf(question).toLowerCase().split(' ').filter((w) => w.length >= 3)
  const t = ` ${keywordOf(title).toLowerCase().replace(/-/g, ' ')} `
  return words.length > 0 && words.every((word) => t.includes(` ${word} `))
}

/**
 * Whether the best hit is the guide meant: clearly ahead of the next, or named by the question
 * when no close one is (« CARTE » names « Carte statistique » but « carte grise », « carte
 * fiscale » and « carte nationale d'identité » are as close: the citizen is asked which).
 */
export function oneGuide(question: string, hits: Hit[]): boolean {
  const [best, ...others] = hits
  if (!best) return false
  if (others.length === 0 || best.score >= others[0]!.score * 1.6) return true
  const close = others.filter((h) => best.score < h.score * 1.6)
  return namesGuide(question, best.title) && !close.some((h) => namesGuide(question, h.title) || mentions(question, h.title))
}

const QUALITY: Record<MatchQuality, number> = { all: 3, most: 2, some: 1 }
export const rank = (hits: Hit[]) => (hits.length === 0 ? 0 : QUALITY[hits[0]!.quality ?? 'some'])
