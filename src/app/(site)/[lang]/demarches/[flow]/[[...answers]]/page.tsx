import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { Breadcrumbs } from '@/components/Breadcrumbs'
import { FlowQuestionPage, FlowResultPage, type AnswerError } from '@/components/Flow'
import { NotFoundPage, notFoundMetadata } from '@/components/NotFoundContent/NotFoundPage'
import { listFlows, pageMetadata } from '@/content'
import { slugFromSegment } from '@/fields/slugify'
import { format, getDictionary, otherLocale, pathFor, type Locale } from '@/i18n'
import { localeParam } from '@/i18n/params'
import { FLOW_KEY, FLOW_LIMITS, flowAddress, walkFlow, type FlowStep, type PublicFlow } from '@/model/flow'

type Props = { params: Promise<{ lang: string; flow: string; answers?: string[] }>; searchParams: Promise<{ reponse?: string | string[] }> }

// The answer arrives as `?reponse=`: rendered per request by Next.js, kept by the portal server
// like any page (src/server/render.ts, FLOW_CACHE_SECONDS; the state space is finite).
export const dynamic = 'force-dynamic'

type Found = { flow: PublicFlow; otherSlug: string | null; answers: string[]; step: FlowStep }

/**
 * The flow in this language and where the answers in the address lead; a redirect when the slug
 * is the other language's; null (not found) for an address no answer leads to.
 */
async function resolve(lang: Locale, raw: string, segments: string[] | undefined): Promise<Found | null> {
  const slug = slugFromSegment(raw)
  const answers = segments ?? []
  if (!slug || answers.length > FLOW_LIMITS.questions || answers.some((a) => !FLOW_KEY.test(a))) return null
  const [own, other] = await Promise.all([listFlows(lang), listFlows(otherLocale(lang))])
  const flow = own.find((f) => f.slug === slug)
  if (!flow) {
    const foreign = other.find((f) => f.slug === slug)
    const translated = foreign && own.find((f) => f.id === foreign.id)
    if (translated) redirect(flowAddress(pathFor(lang, 'flow', translated.slug), answers))
    return null
  }
  const step = walkFlow(flow, answers)
  if (!step) return null
  return { flow, otherSlug: other.find((f) => f.id === flow.id)?.slug ?? null, answers, step }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeParam(params)
  const { flow: raw, answers } = await params
  const found = await resolve(lang, raw, answers)
  if (!found) return notFoundMetadata(lang)
  const other = otherLocale(lang)
  const { flow, step } = found
  const t = getDictionary(lang).flow
  const title = step.kind === 'outcome' ? `${format(t.resultIntro, { case: step.outcome.title })} — ${flow.title}` : step.trail.length ? `${step.question.text} — ${flow.title}` : flow.title
  // The first question is the flow's page for search engines; each case's page is for its reader.
  return pageMetadata({
    lang,
    noindex: found.answers.length > 0,
    title,
    description: flow.summary,
    paths: { [lang]: flowAddress(pathFor(lang, 'flow', flow.slug), found.answers), ...(found.otherSlug ? { [other]: flowAddress(pathFor(other, 'flow', found.otherSlug), found.answers) } : {}) },
  })
}

/**
 * One question of a flow, or the result for the answers in the address. The form sends its answer
 * as `?reponse=`: a valid one redirects to the address with it (so the result can be bookmarked,
 * printed and shared); none or another one shows the question again with the error (status 400).
 */
export default async function FlowPage({ params, searchParams }: Props) {
  const lang = await localeParam(params)
  const t = getDictionary(lang)
  const { flow: raw, answers } = await params
  const found = await resolve(lang, raw, answers)
  if (!found) return <NotFoundPage lang={lang} />
  const { flow, step } = found
  const base = pathFor(lang, 'flow', flow.slug)
  let error: AnswerError | null = null
  const sent = (await searchParams).reponse
  if (sent !== undefined && step.kind === 'question') {
    const value = (Array.isArray(sent) ? sent[0] : sent) ?? ''
    if (step.question.answers.some((a) => a.key === value)) redirect(flowAddress(base, [...found.answers, value]))
    error = value.trim() ? 'invalid' : 'missing'
  }
  const crumbs = [{ label: t.nav.home, href: pathFor(lang, 'home') }, { label: t.flow.list, href: pathFor(lang, 'flows') }, ...(found.answers.length ? [{ label: flow.title, href: base }] : [])]
  return (
    <>
      <Breadcrumbs label={t.a11y.breadcrumb} items={[...crumbs, { label: step.kind === 'outcome' ? step.outcome.title : found.answers.length ? step.question.text : flow.title }]} />
      {step.kind === 'question' ? (
        <>
          {found.answers.length === 0 && <p className="lead reading">{flow.summary}</p>}
          <FlowQuestionPage lang={lang} flow={flow} question={step.question} trail={step.trail} error={error} />
        </>
      ) : (
        <FlowResultPage lang={lang} flow={flow} outcome={step.outcome} trail={step.trail} />
      )}
    </>
  )
}
