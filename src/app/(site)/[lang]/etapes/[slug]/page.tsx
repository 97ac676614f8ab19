import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { Breadcrumbs } from '@/components/Breadcrumbs'
import { JourneySteps } from '@/components/Journey'
import { NotFoundPage, notFoundMetadata } from '@/components/NotFoundContent/NotFoundPage'
import { listJourneys, pageMetadata } from '@/content'
import type { PublicJourney } from '@/model/journey'
import { slugFromSegment } from '@/fields/slugify'
import { formatDate, format, getDictionary, otherLocale, pathFor, type Locale } from '@/i18n'
import { localeParam } from '@/i18n/params'

type Props = { params: Promise<{ lang: string; slug: string }> }

export async function generateStaticParams() {
  return []
}

export const revalidate = 3600

/** The journey in this language, its slug in the other, or a redirect when the slug is the other language's. */
async function resolveJourney(lang: Locale, raw: string): Promise<{ journey: PublicJourney; otherSlug: string | null } | null> {
  const slug = slugFromSegment(raw)
  if (!slug) return null
  const [own, other] = await Promise.all([listJourneys(lang), listJourneys(otherLocale(lang))])
  const journey = own.find((j) => j.slug === slug)
  if (journey) return { journey, otherSlug: other.find((j) => j.id === journey.id)?.slug ?? null }
  const foreign = other.find((j) => j.slug === slug)
  const translated = foreign && own.find((j) => j.id === foreign.id)
  if (translated) redirect(pathFor(lang, 'journey', translated.slug))
  return null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeParam(params)
  const found = await resolveJourney(lang, (await params).slug)
  if (!found) return notFoundMetadata(lang)
  const other = otherLocale(lang)
  return pageMetadata({
    lang,
    title: found.journey.title,
    description: found.journey.summary,
    paths: { [lang]: pathFor(lang, 'journey', found.journey.slug), ...(found.otherSlug ? { [other]: pathFor(other, 'journey', found.otherSlug) } : {}) },
  })
}

/** One step-by-step journey: its steps in order, each with the guides to follow. */
export default async function JourneyPage({ params }: Props) {
  const lang = await localeParam(params)
  const t = getDictionary(lang)
  const found = await resolveJourney(lang, (await params).slug)
  if (!found) return <NotFoundPage lang={lang} />
  const { journey } = found
  return (
    <>
      <Breadcrumbs
        label={t.a11y.breadcrumb}
        items={[{ label: t.nav.home, href: pathFor(lang, 'home') }, { label: t.journey.list, href: pathFor(lang, 'journeys') }, { label: journey.title }]}
      />
      <h1>{journey.title}</h1>
      <p className="lead reading">{journey.summary}</p>
      <JourneySteps lang={lang} journey={journey} />
      <p className="reading">{format(t.guide.lastReviewed, { date: formatDate(lang, journey.updatedAt) })}</p>
    </>
  )
}
