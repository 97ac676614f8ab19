/**
 * "Mots des citoyens" / "Tenin'ny olom-pirenena" (issue 24): the words people use when they look
 * for a guide or a journey, which its own text may lack ("enterrement" for a death certificate).
 * One expression per line (commas also separate); search indexes them with a weight of their own.
 */
import type { Field } from 'payload'
import { textarea } from 'payload/shared'

import { CITIZEN_WORDS_MAX_EXPRESSIONS, citizenExpressions, EXPRESSION_MAX_LENGTH } from '@/model/citizenWords'

export { CITIZEN_WORDS_MAX_EXPRESSIONS, citizenExpressions }

export const CITIZEN_WORDS_MAX_LENGTH = 3000

const messages = {
  count: {
    fr: (n: number) => `${n} expressions : ${CITIZEN_WORDS_MAX_EXPRESSIONS} au plus. Gardez les mots que les gens utilisent vraiment.`,
    mg: (n: number) => `Fomba fiteny ${n}: ${CITIZEN_WORDS_MAX_EXPRESSIONS} farafahabetsany. Tazony ireo teny tena ampiasain’ny olona.`,
  },
  long: {
    fr: (e: string) => `« ${e.slice(0, 40)}… » est trop long : ${EXPRESSION_MAX_LENGTH} caractères au plus par expression (quelques mots, pas une phrase).`,
    mg: (e: string) => `Lava loatra ny « ${e.slice(0, 40)}… »: litera ${EXPRESSION_MAX_LENGTH} farafahabetsany isaky ny fomba fiteny (teny vitsivitsy, fa tsy fehezanteny).`,
  },
}

export const citizenWordsField = (): Field => ({
  name: 'citizenWords',
  type: 'textarea',
  localized: true,
  maxLength: CITIZEN_WORDS_MAX_LENGTH,
  label: { fr: 'Mots des citoyens', mg: 'Tenin’ny olom-pirenena' },
  admin: {
    rows: 4,
    description: {
      fr: 'Les mots que les gens tapent pour trouver cette page et que son texte ne contient pas, un par ligne (ex. : « enterrement », « bébé né »). La recherche leur donne presque le poids du titre. Les questions sans résultat sont dans « Questions des citoyens ».',
      mg: 'Ireo teny soratan’ny olona hitadiavana ity pejy ity nefa tsy ao amin’ny lahatsorany, iray isaky ny andalana (ohatra: « fandevenana », « zaza vao teraka »). Saika mitovy lanja amin’ny lohateny izy ireo amin’ny fikarohana. Ao amin’ny « Fanontanian’ny olom-pirenena » ireo fanontaniana tsy nahitana valiny.',
    },
  },
  validate: (value: unknown, options: Parameters<typeof textarea>[1]) => {
    const base = textarea(value as string, options)
    if (base !== true) return base
    const lang = (options.req?.i18n?.language === 'mg' ? 'mg' : 'fr') as 'fr' | 'mg'
    const expressions = citizenExpressions(typeof value === 'string' ? value : '')
    if (expressions.length > CITIZEN_WORDS_MAX_EXPRESSIONS) return messages.count[lang](expressions.length)
    const long = expressions.find((e) => e.length > EXPRESSION_MAX_LENGTH)
    return long ? messages.long[lang](long) : true
  },
})
