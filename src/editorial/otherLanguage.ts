/**
 * Values entered once for both languages — the main amount (src/model/amounts.ts) and the usual
 * delay (src/model/delays.ts) — must still agree with the other language's sentence when they
 * change. The field validations only see the language being saved; this hook reads the other
 * language's sentences (same request and transaction) and leaves any disagreement in
 * `req.context`, where the amount's and the delay's validations turn it into a refusal naming the
 * language to correct. On publication, each step's fee, duration, office and « à confirmer » mark
 * are compared with the other language's the same way (src/model/stepsAgree.ts).
 */
import { isolateObjectProperty, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import { amountProblem } from '@/model/amounts'
import { delayOf, delayProblem } from '@/model/delays'
import { stepsDiffer, type StepFacts } from '@/model/stepsAgree'

type DelayData = { from?: number | null; to?: number | null; unit?: string | null } | null
type FactData = { cost?: { amountAriary?: number | null } | null; delay?: DelayData; id?: number | string; steps?: StepFacts[] | null; _status?: string }
type OtherSentences = { cost?: { details?: string | null } | null; processingTime?: string | null; steps?: StepFacts[] | null } | null

const sameDelay = (a: DelayData | undefined, b: DelayData | undefined) => JSON.stringify(delayOf(a)) === JSON.stringify(delayOf(b))

export const checkOtherLanguageSentences: CollectionBeforeChangeHook = async ({ data, originalDoc, req, collection }) => {
  delete req.context.amountOtherLanguage
  delete req.context.delayOtherLanguage
  delete req.context.stepsOtherLanguage
  const before = originalDoc as FactData | undefined
  const id = before?.id
  if (id === undefined) return data
  const amount = (data as FactData).cost?.amountAriary
  const amountChanged = amount !== undefined && amount !== before?.cost?.amountAriary
  const delay = (data as FactData).delay
  const delayChanged = delay !== undefined && !sameDelay(delay, before?.delay)
  // Steps are compared when published: a draft may be half translated.
  const steps = (data as FactData)._status === 'published' && req.locale !== 'all' ? (data as FactData).steps : undefined
  if (!amountChanged && !delayChanged && !steps) return data
  const other = req.locale === 'mg' ? 'fr' : 'mg'
  const doc = (await req.payload
    .findByID({
      collection: collection.slug as 'services', id, locale: other, fallbackLocale: false, draft: true, depth: 0, overrideAccess: true,
      req: isolated(req, other), select: { cost: true, processingTime: true, steps: true } as never,
    })
    .catch(() => null)) as OtherSentences
  const stepIssue = steps ? stepsDiffer(steps, doc?.steps) : null
  if (stepIssue) req.context.stepsOtherLanguage = { ...stepIssue, lang: other }
  const amountIssue = amountChanged ? amountProblem(doc?.cost?.details, amount) : null
  if (amountIssue) req.context.amountOtherLanguage = { problem: amountIssue, lang: other }
  const delayIssue = delayChanged ? delayProblem(doc?.processingTime, delayOf(delay)) : null
  if (delayIssue) req.context.delayOtherLanguage = { problem: delayIssue, lang: other }
  return data
}

/** The same request (and transaction) for a read in another language; the hook's own keeps its locale. */
function isolated(req: PayloadRequest, locale: 'fr' | 'mg'): PayloadRequest {
  const copy = isolateObjectProperty(req, ['locale', 'fallbackLocale'])
  copy.locale = locale
  return copy
}
