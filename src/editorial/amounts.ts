/**
 * The main amount and the cost sentences agree in both languages (src/model/amounts.ts): the
 * sentence being saved is checked by its field's validation; when the amount itself changes,
 * the other language's sentence is read and checked too (src/editorial/otherLanguage.ts), so that
 * a Malagasy page never shows 200 000 Ar above a sentence saying 190 000 Ar. Refusals say what to
 * write instead.
 */
import type { Validate } from 'payload'

import { array, number, text, textarea } from 'payload/shared'

import { formatAriary } from '@/i18n'
import { amountProblem, ariaryAmounts, type AmountProblem } from '@/model/amounts'
import type { StepDifference } from '@/model/stepsAgree'

import { adminLanguage } from '@/fields/adminLanguage'

const languageName = { fr: { fr: 'français', mg: 'malgache' }, mg: { fr: 'frantsay', mg: 'malagasy' } } as const

const list = (amounts: number[]) => amounts.map((amount) => formatAriary(amount).replace(/\s/g, ' ')).join(', ')

export function amountMessage(problem: AmountProblem, adminLang: 'fr' | 'mg', sentenceLang?: 'fr' | 'mg'): string {
  if (problem.kind === 'placeholderWithoutAmount') {
    return adminLang === 'mg'
      ? 'Misy {sarany} na {montant} ao amin’ny fehezanteny nefa tsy misy sarany fototra: fenoy ny « Sarany fototra (ariary) » na esory ilay marika.'
      : 'La phrase contient {montant} (ou {sarany}) mais le montant principal est vide : remplissez « Montant principal (ariary) » ou retirez ce repère.'
  }
  const amount = formatAriary(problem.amount).replace(/\s/g, ' ')
  const where = sentenceLang ? languageName[adminLang][sentenceLang] : null
  return adminLang === 'mg'
    ? `${amount} ny sarany fototra nefa ${list(problem.found)} no voalaza ao amin’ny fehezanteny momba ny sarany${where ? ` amin’ny teny ${where}` : ''}. Soraty hoe {sarany} ao amin’ny fehezanteny fa tsy ny isa (haseho ho azy amin’ny fiteny roa ny sarany), na ahitsio ilay isa.`
    : `Le montant principal est ${amount} mais la phrase du coût${where ? ` en ${where}` : ''} indique ${list(problem.found)}. Écrivez {montant} dans la phrase à la place du chiffre (il s’affichera dans les deux langues à partir du montant principal), ou corrigez le chiffre.`
}

/**
 * Refusal of a hand-written SMS text that contradicts the main amount (issue 39): the SMS goes out
 * as written, so a figure there that is not the main amount reaches citizens as the fee.
 */
export function smsAmountMessage(problem: AmountProblem, adminLang: 'fr' | 'mg', smsLang?: 'fr' | 'mg'): string {
  if (problem.kind === 'placeholderWithoutAmount') {
    return adminLang === 'mg'
      ? 'Misy {sarany} na {montant} ao amin’ny soratra SMS nefa tsy misy sarany fototra: fenoy ny « Sarany fototra (ariary) » na esory ilay marika.'
      : 'Le texte SMS contient {montant} (ou {sarany}) mais le montant principal est vide : remplissez « Montant principal (ariary) » ou retirez ce repère.'
  }
  const amount = formatAriary(problem.amount).replace(/\s/g, ' ')
  const where = smsLang ? languageName[adminLang][smsLang] : null
  return adminLang === 'mg'
    ? `${amount} ny sarany fototra nefa ${list(problem.found)} no voalaza ao amin’ny soratra SMS${where ? ` amin’ny teny ${where}` : ''}. Soraty hoe {sarany} ao amin’ny soratra SMS fa tsy ny isa (ny sarany fototra no halefa amin’ny SMS), na ahitsio ilay isa.`
    : `Le texte SMS${where ? ` en ${where}` : ''} indique ${list(problem.found)} mais le montant principal de la fiche est ${amount}. Écrivez {montant} dans le texte SMS à la place du chiffre (le SMS enverra le montant principal), ou corrigez le chiffre.`
}

/** Validation of `cost.details` (the sentence of the language being saved). */
export const validateCostSentence: Validate<string> = (value, options) => {
  // Payload's own checks first (required, length): a custom validation replaces them.
  const base = textarea(value, options as never)
  if (base !== true) return base
  const { req, siblingData } = options
  const problem = amountProblem(value, (siblingData as { amountAriary?: number | null } | undefined)?.amountAriary ?? null)
  return problem ? amountMessage(problem, adminLanguage(req), req?.locale === 'mg' ? 'mg' : req?.locale === 'fr' ? 'fr' : undefined) : true
}

/**
 * Validation of a step's `detail`: when the step has its own fee, an amount in ariary the sentence
 * writes must be that fee (another amount beside it is allowed, as for the main amount).
 */
export const validateStepSentence: Validate<string> = (value, options) => {
  const base = textarea(value, options as never)
  if (base !== true) return base
  const { req, siblingData } = options
  const main = (options.data as { cost?: { amountAriary?: number | null } } | undefined)?.cost?.amountAriary
  if (mainAmountByHand(value, main)) return mainAmountMessage(main!, { fr: 'Détail de l’étape', mg: 'Antsipirian’ny dingana' }, adminLanguage(req))
  const fee = (siblingData as { feeAriary?: number | null } | undefined)?.feeAriary
  const problem = typeof fee === 'number' && fee > 0 ? amountProblem(value, fee) : null
  if (!problem || problem.kind !== 'mismatch') return true
  const amount = formatAriary(problem.amount).replace(/\s/g, ' ')
  return adminLanguage(req) === 'mg'
    ? `${amount} ny saran’ity dingana ity nefa ${list(problem.found)} no voalaza ao amin’ny antsipiriany. Ahitsio ilay isa na ny sarany.`
    : `Le coût de l’étape est ${amount} mais son détail indique ${list(problem.found)}. Corrigez le chiffre ou le coût de l’étape.`
}

/** Validation of `cost.amountAriary`: the other language's sentence and SMS text, when the amount changed. */
export const validateMainAmount: Validate<number> = (value, options) => {
  const base = number(value, options as never)
  if (base !== true) return base
  const { req } = options
  const flagged = req?.context?.amountOtherLanguage as { problem: AmountProblem; lang: 'fr' | 'mg' } | undefined
  if (flagged) return amountMessage(flagged.problem, adminLanguage(req), flagged.lang)
  const sms = req?.context?.smsAmountOtherLanguage as { problem: AmountProblem; lang: 'fr' | 'mg' } | undefined
  return sms ? smsAmountMessage(sms.problem, adminLanguage(req), sms.lang) : true
}

const stepFact = {
  fr: { fee: 'le coût', duration: 'la durée', office: 'le bureau', mark: 'la marque « à confirmer »' },
  mg: { fee: 'ny sarany', duration: 'ny faharetany', office: 'ny birao', mark: 'ny marika « mbola hamafisina »' },
} as const

/** Refusal of a publication whose step differs from the other language's (src/model/stepsAgree.ts). */
export function stepsMessage(difference: StepDifference, adminLang: 'fr' | 'mg', otherLang: 'fr' | 'mg'): string {
  const other = languageName[adminLang][otherLang]
  return adminLang === 'mg'
    ? `Dingana ${difference.step}: tsy mitovy amin’ny amin’ny teny ${other} ${stepFact.mg[difference.what]}. Iray ihany ho an’ny fiteny roa ny sarany, ny faharetany, ny birao ary ny marika: ataovy mitovy (ahitsio ny iray amin’ireo fiteny roa).`
    : `Étape ${difference.step} : ${stepFact.fr[difference.what]} diffère de la version en ${other}. Le coût, la durée, le bureau et la marque « à confirmer » d’une étape valent pour les deux langues : mettez-les d’accord (corrigez l’une des deux langues).`
}

/** Validation of `steps` on publication: each step's figures and mark as in the other language. */
export const validateStepsAgree: Validate<unknown[]> = (value, options) => {
  const base = array(value as never, options as never)
  if (base !== true) return base
  const flagged = options.req?.context?.stepsOtherLanguage as (StepDifference & { lang: 'fr' | 'mg' }) | undefined
  return flagged ? stepsMessage(flagged, adminLanguage(options.req), flagged.lang) : true
}

/**
 * One fact, one place (issue 40): the main amount is written once, as a number; every other
 * statement of the guide names it with {montant} / {sarany}. A statement that writes it in figures
 * is refused where it is, so that a changed fee cannot leave an old figure behind in a step, an
 * answer or a document line.
 */
export function mainAmountByHand(value: string | null | undefined, amount: number | null | undefined): boolean {
  return typeof amount === 'number' && amount > 0 && Boolean(value) && ariaryAmounts(value!).includes(amount)
}

export function mainAmountMessage(amount: number, where: { fr: string; mg: string }, adminLang: 'fr' | 'mg'): string {
  const figure = formatAriary(amount).replace(/\s/g, ' ')
  return adminLang === 'mg'
    ? `Manoratra ny sarany fototra (${figure}) amin’ny isa ny « ${where.mg} »: soraty hoe {sarany} ho solony, mba hiova miaraka amin’ny sarany fototra ity fehezanteny ity.`
    : `« ${where.fr} » écrit le montant principal (${figure}) en chiffres : écrivez {montant} à sa place, pour qu’un changement du montant change aussi cette phrase.`
}

/** A text field of a guide that must name the main amount by placeholder (`kind`: Payload's own checks). */
export function validateNoMainAmount(where: { fr: string; mg: string }, kind: 'text' | 'textarea' = 'textarea'): Validate<string> {
  return (value, options) => {
    const base = (kind === 'text' ? text : textarea)(value as never, options as never)
    if (base !== true) return base
    const amount = (options.data as { cost?: { amountAriary?: number | null } } | undefined)?.cost?.amountAriary
    return mainAmountByHand(value, amount) ? mainAmountMessage(amount!, where, adminLanguage(options.req)) : true
  }
}
