/**
 * One fact, one place for question flows (issue 40): an outcome whose fee is the guide's main amount
 * says so (`feeFromGuide`) instead of writing the figure, so that changing the guide's amount changes
 * every outcome. Typing the main amount by hand is refused with what to tick.
 */
import type { Validate } from 'payload'
import { number } from 'payload/shared'

import { adminLanguage } from '@/fields/adminLanguage'
import { formatAriary } from '@/i18n'

/** The guide's main amount, read once per request (its id from the flow being saved). */
async function mainAmountOf(req: Parameters<Validate>[1]['req'], guide: unknown): Promise<number | null> {
  const id = typeof guide === 'object' && guide !== null ? (guide as { id?: number }).id : guide
  if (typeof id !== 'number' && typeof id !== 'string') return null
  const key = `mainAmount:${id}`
  const cache = req.context as Record<string, unknown>
  if (!(key in cache)) {
    const doc = await req.payload.findByID({ collection: 'services', id, depth: 0, draft: false, overrideAccess: true, req, select: { cost: true } as never }).catch(() => null)
    cache[key] = (doc as { cost?: { amountAriary?: number | null } } | null)?.cost?.amountAriary ?? null
  }
  return cache[key] as number | null
}

export function outcomeFeeMessage(amount: number, adminLang: 'fr' | 'mg'): string {
  const figure = formatAriary(amount).replace(/\s/g, ' ')
  return adminLang === 'mg'
    ? `${figure} no sarany fototry ny torolalana: tsindrio ny « Ny sarany dia ny sarany fototry ny torolalana » fa aza soratana ny isa, mba hiova miaraka aminy ity valiny ity.`
    : `${figure} est le montant principal du guide : cochez « Le coût est le montant principal du guide » au lieu de l’écrire, pour que ce résultat suive ses changements.`
}

export const validateOutcomeFee: Validate<number> = async (value, options) => {
  const base = number(value as never, options as never)
  if (base !== true) return base
  if (typeof value !== 'number' || value <= 0) return true
  const amount = await mainAmountOf(options.req, (options.data as { guide?: unknown } | undefined)?.guide)
  return amount !== null && amount === value ? outcomeFeeMessage(amount, adminLanguage(options.req)) : true
}
