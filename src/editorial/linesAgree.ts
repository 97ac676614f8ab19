/**
 * Refusals of a publication whose documents, FAQ answers or single statements disagree with the
 * other language's on what both languages share (src/model/stepsAgree.ts; the steps' own refusal
 * is in src/editorial/amounts.ts). The hook src/editorial/otherLanguage.ts leaves the difference
 * in `req.context`; these validations name the line and the other language, in the editor's
 * language, on the field to correct.
 */
import type { Validate } from 'payload'

import { array, text } from 'payload/shared'

import type { DocumentDifference } from '@/model/stepsAgree'

import { adminLanguage } from '@/fields/adminLanguage'

type Lang = 'fr' | 'mg'
const languageName = { fr: { fr: 'français', mg: 'malgache' }, mg: { fr: 'frantsay', mg: 'malagasy' } } as const

const documentFact = {
  fr: { quantity: 'le nombre', form: 'la forme (original, copie certifiée, photocopie)', mark: 'la marque « à confirmer »' },
  mg: { quantity: 'ny isany', form: 'ny endriny (ny tena izy, dika mitovy voamarina, dika mitovy)', mark: 'ny marika « mbola hamafisina »' },
} as const

export function documentsMessage(difference: DocumentDifference, adminLang: Lang, otherLang: Lang): string {
  const other = languageName[adminLang][otherLang]
  return adminLang === 'mg'
    ? `Antontan-taratasy ${difference.line}: tsy mitovy amin’ny amin’ny teny ${other} ${documentFact.mg[difference.what]}. Iray ihany ho an’ny fiteny roa ny isany, ny endriny ary ny marika: ataovy mitovy (ahitsio ny iray amin’ireo fiteny roa).`
    : `Document ${difference.line} : ${documentFact.fr[difference.what]} diffère de la version en ${other}. Le nombre, la forme et la marque « à confirmer » d’un document valent pour les deux langues : mettez-les d’accord (corrigez l’une des deux langues).`
}

export function faqMessage(line: number, adminLang: Lang, otherLang: Lang): string {
  const other = languageName[adminLang][otherLang]
  return adminLang === 'mg'
    ? `Fanontaniana ${line}: misy marika « mbola hamafisina » amin’ny fiteny iray ihany (tsy mitovy amin’ny amin’ny teny ${other}). Raha tsy azo antoka ny valiny dia tsy azo antoka amin’ny fiteny roa: fenoy na avelao ho foana amin’ny fiteny roa.`
    : `Question ${line} : la marque « à confirmer » n’est que dans une langue (elle diffère de la version en ${other}). Une réponse incertaine l’est dans les deux langues : remplissez la marque dans les deux, ou videz-la dans les deux.`
}

const statement = { fr: { summary: 'du résumé', audience: 'de « Qui est concerné »' }, mg: { summary: 'ny famintinana', audience: 'ny « Iza no voakasika »' } } as const

export function markMessage(which: 'summary' | 'audience', adminLang: Lang, otherLang: Lang): string {
  const other = languageName[adminLang][otherLang]
  return adminLang === 'mg'
    ? `Misy marika « mbola hamafisina » ho an’${statement.mg[which]} amin’ny fiteny iray ihany (tsy mitovy amin’ny amin’ny teny ${other}): fenoy na avelao ho foana amin’ny fiteny roa.`
    : `La marque « à confirmer » ${statement.fr[which]} n’est que dans une langue (elle diffère de la version en ${other}) : remplissez-la dans les deux langues, ou videz-la dans les deux.`
}

type Flag<T> = T & { lang: Lang }

/** Validation of `documents` on publication. */
export const validateDocumentsAgree: Validate<unknown[]> = (value, options) => {
  const base = array(value as never, options as never)
  if (base !== true) return base
  const flagged = options.req?.context?.documentsOtherLanguage as Flag<DocumentDifference> | undefined
  return flagged ? documentsMessage(flagged, adminLanguage(options.req), flagged.lang) : true
}

/** Validation of `faq` on publication. */
export const validateFaqAgree: Validate<unknown[]> = (value, options) => {
  const base = array(value as never, options as never)
  if (base !== true) return base
  const flagged = options.req?.context?.faqOtherLanguage as Flag<{ line: number }> | undefined
  return flagged ? faqMessage(flagged.line, adminLanguage(options.req), flagged.lang) : true
}

/** Validation of `summaryUnsure` and `audienceUnsure` on publication. */
export const validateMarkAgree =
  (which: 'summary' | 'audience'): Validate<string> =>
  (value, options) => {
    const base = text(value, options as never)
    if (base !== true) return base
    const flagged = options.req?.context?.[`${which}MarkOtherLanguage`] as Flag<object> | undefined
    return flagged ? markMessage(which, adminLanguage(options.req), flagged.lang) : true
  }
