/**
 * The usual delay and the delay sentences agree in both languages (src/model/delays.ts), like the
 * main amount (src/editorial/amounts.ts): the sentence being saved is checked by its field's
 * validation, the other language's by src/editorial/otherLanguage.ts when the delay changes.
 * Refusals say what to write instead, in the editor's language.
 */
import type { Validate } from 'payload'

import { number, textarea } from 'payload/shared'

import { delayOf, delayProblem, formatDelay, type DelayProblem } from '@/model/delays'

import { adminLanguage } from '@/fields/adminLanguage'

const languageName = { fr: { fr: 'français', mg: 'malgache' }, mg: { fr: 'frantsay', mg: 'malagasy' } } as const

export function delayMessage(problem: DelayProblem, adminLang: 'fr' | 'mg', sentenceLang?: 'fr' | 'mg'): string {
  if (problem.kind === 'placeholderWithoutDelay') {
    return adminLang === 'mg'
      ? 'Misy {faharetany} na {délai} ao amin’ny fehezanteny nefa tsy voafaritra ny « Faharetany mahazatra »: fenoy izany na esory ilay marika.'
      : 'La phrase contient {délai} (ou {faharetany}) mais le « Délai habituel » n’est pas rempli : remplissez-le ou retirez ce repère.'
  }
  const where = sentenceLang ? languageName[adminLang][sentenceLang] : null
  const found = problem.found.map((w) => `${w.value}`).join(', ')
  return adminLang === 'mg'
    ? `${formatDelay(problem.delay, 'mg')} ny faharetany mahazatra nefa isa hafa (${found}) no voalaza ao amin’ny fehezanteny momba ny faharetany${where ? ` amin’ny teny ${where}` : ''}. Soraty hoe {faharetany} ao amin’ny fehezanteny fa tsy ny isa (haseho ho azy amin’ny fiteny roa), na ahitsio ilay isa.`
    : `Le délai habituel est de ${formatDelay(problem.delay, 'fr')} mais la phrase du délai${where ? ` en ${where}` : ''} indique d’autres chiffres (${found}). Écrivez {délai} dans la phrase à la place des chiffres (il s’affichera dans les deux langues à partir du délai habituel), ou corrigez-les.`
}

type DelaySibling = { delay?: { from?: number | null; to?: number | null; unit?: string | null } | null }

/** Validation of `processingTime` (the sentence of the language being saved). */
export const validateDelaySentence: Validate<string> = (value, options) => {
  const base = textarea(value, options as never)
  if (base !== true) return base
  const { req, siblingData } = options
  const problem = delayProblem(value, delayOf((siblingData as DelaySibling | undefined)?.delay))
  return problem ? delayMessage(problem, adminLanguage(req), req?.locale === 'mg' ? 'mg' : req?.locale === 'fr' ? 'fr' : undefined) : true
}

/** Validation of `delay.from`: a unit goes with it; the other language's sentence must agree. */
export const validateDelayFrom: Validate<number> = (value, options) => {
  const base = number(value, options as never)
  if (base !== true) return base
  const { req, siblingData } = options
  const lang = adminLanguage(req)
  const sibling = siblingData as { unit?: string | null; to?: number | null } | undefined
  if (typeof value === 'number' && !sibling?.unit) return lang === 'mg' ? 'Safidio ny singa (ora, andro, herinandro, volana).' : 'Choisissez l’unité (heures, jours, semaines, mois).'
  if (typeof value !== 'number' && (sibling?.unit || typeof sibling?.to === 'number'))
    return lang === 'mg' ? 'Soraty ny isa farany kely (na esory ny singa sy ny farany lehibe).' : 'Indiquez le nombre minimal (ou videz l’unité et le maximum).'
  const flagged = req?.context?.delayOtherLanguage as { problem: DelayProblem; lang: 'fr' | 'mg' } | undefined
  return flagged ? delayMessage(flagged.problem, lang, flagged.lang) : true
}

/** Validation of `delay.to`: empty, or at least `from`. */
export const validateDelayTo: Validate<number> = (value, options) => {
  const base = number(value, options as never)
  if (base !== true) return base
  const from = (options.siblingData as { from?: number | null } | undefined)?.from
  if (typeof value === 'number' && typeof from === 'number' && value < from)
    return adminLanguage(options.req) === 'mg' ? 'Tsy maintsy mitovy na mihoatra ny farany kely ny farany lehibe.' : 'Le maximum doit être au moins égal au minimum.'
  return true
}
