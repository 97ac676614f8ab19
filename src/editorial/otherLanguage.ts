/**
 * Values entered once for both languages — the main amount (src/model/amounts.ts) and the usual
 * delay (src/model/delays.ts) — must still agree with the other language's sentence when they
 * change. The field validations only see the language being saved; this hook reads the other
 * language's sentences (same request and transaction) and leaves any disagreement in
 * `req.context`, where the amount's and the delay's validations turn it into a refusal naming the
 * language to correct. On publication, each step's fee, duration, office and mark, each document's
 * quantity, form and mark, each FAQ answer's mark and the summary's and audience's marks are
 * compared with the other language's the same way (src/model/stepsAgree.ts).
 */
import { isolateObjectProperty, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import { amountProblem } from '@/model/amounts'
import { delayOf, delayProblem } from '@/model/delays'
import { documentsDiffer, faqMarksDiffer, markDiffers, stepsDiffer, type DocumentFacts, type StepFacts } from '@/model/stepsAgree'

type DelayData = { from?: number | null; to?: number | null; unit?: string | null } | null
/** What is compared on publication with the other language: the lines' shared facts and the marks. */
type Shared = { steps?: StepFacts[] | null; documents?: DocumentFacts[] | null; faq?: { unsure?: string | null }[] | null; summaryUnsure?: string | null; audienceUnsure?: string | null }
type FactData = Shared & { cost?: { amountAriary?: number | null } | null; delay?: DelayData; id?: number | string; _status?: string }
type OtherSentences = (Shared & { cost?: { details?: string | null } | null; processingTime?: string | null; smsText?: string | null }) | null

/** Where a publication's disagreement with the other language is left for the fields' validations. */
const OTHER_LANGUAGE_KEYS = ['amountOtherLanguage', 'smsAmountOtherLanguage', 'delayOtherLanguage', 'stepsOtherLanguage', 'documentsOtherLanguage', 'faqOtherLanguage', 'summaryMarkOtherLanguage', 'audienceMarkOtherLanguage'] as const

const sameDelay = (a: DelayData | undefined, b: DelayData | undefined) => JSON.stringify(delayOf(a)) === JSON.stringify(delayOf(b))

export const checkOtherLanguageSentences: CollectionBeforeChangeHook = async ({ data, originalDoc, req, collection }) => {
  for (const key of OTHER_LANGUAGE_KEYS) delete req.context[key]
  const before = originalDoc as FactData | undefined
  const id = before?.id
  if (id === undefined) return data
  const amount = (data as FactData).cost?.amountAriary
  const amountChanged = amount !== undefined && amount !== before?.cost?.amountAriary
  const delay = (data as FactData).delay
  const delayChanged = delay !== undefined && !sameDelay(delay, before?.delay)
  // Lines and marks are compared when published: a draft may be half translated.
  const publishing = (data as FactData)._status === 'published' && req.locale !== 'all'
  if (!amountChanged && !delayChanged && !publishing) return data
  const other = req.locale === 'mg' ? 'fr' : 'mg'
  const doc = (await req.payload
    .findByID({
      collection: collection.slug as 'services', id, locale: other, fallbackLocale: false, draft: true, depth: 0, overrideAccess: true,
      req: isolated(req, other), select: { cost: true, processingTime: true, smsText: true, steps: true, documents: true, faq: true, summaryUnsure: true, audienceUnsure: true } as never,
    })
    .catch(() => null)) as OtherSentences
  if (publishing) {
    const mine = data as FactData
    const stepIssue = stepsDiffer(mine.steps, doc?.steps)
    if (stepIssue) req.context.stepsOtherLanguage = { ...stepIssue, lang: other }
    const documentIssue = documentsDiffer(mine.documents, doc?.documents)
    if (documentIssue) req.context.documentsOtherLanguage = { ...documentIssue, lang: other }
    const faqLine = faqMarksDiffer(mine.faq, doc?.faq)
    if (faqLine) req.context.faqOtherLanguage = { line: faqLine, what: 'mark', lang: other }
    // The other language's text exists (a guide being created has none yet): then its marks count.
    if (doc && markDiffers(mine.summaryUnsure, doc.summaryUnsure)) req.context.summaryMarkOtherLanguage = { lang: other }
    if (doc && markDiffers(mine.audienceUnsure, doc.audienceUnsure)) req.context.audienceMarkOtherLanguage = { lang: other }
  }
  const amountIssue = amountChanged ? amountProblem(doc?.cost?.details, amount) : null
  if (amountIssue) req.context.amountOtherLanguage = { problem: amountIssue, lang: other }
  // The other language's hand-written SMS text goes out as written: its figure must follow the amount too.
  const smsIssue = amountChanged ? amountProblem(doc?.smsText, amount) : null
  if (smsIssue) req.context.smsAmountOtherLanguage = { problem: smsIssue, lang: other }
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
