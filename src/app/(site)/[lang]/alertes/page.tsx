import type { Metadata } from 'next'

import { kannelSendConfigFromEnv } from '@/alerts/config'
import { followableGuide, type AlertsPageState } from '@/alerts/web'
import { AlertsSubscribe } from '@/components/AlertsSubscribe'
import { listRegions, pageMetadata, payloadClient } from '@/content'
import { mailConfigured } from '@/forms/contact/mail'
import { takeFormState } from '@/forms/state'
import { format, getDictionary, pathFor, type Locale } from '@/i18n'
import { localeParam } from '@/i18n/params'

// The form may show a post's outcome (a hand-over within this worker, src/forms/state.ts).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** `?suivre=<guide>`: the form to follow that guide's changes (a published guide only). */
async function guideToFollow(lang: Locale, query: Record<string, string | string[] | undefined>, state: AlertsPageState | null) {
  const asked = state?.kind === 'invalid' || state?.kind === 'unavailable' ? state.values.guide : typeof query.suivre === 'string' ? query.suivre : undefined
  if (!asked) return null
  const guide = await followableGuide(await payloadClient(), lang, asked)
  return guide ? { slug: asked, title: guide.title } : null
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const lang = await localeParam(params)
  const t = getDictionary(lang).alertsPage
  const following = typeof (await searchParams).suivre === 'string'
  return pageMetadata({ lang, title: following ? t.followTitle : t.title, description: t.intro, paths: { fr: pathFor('fr', 'alerts'), mg: pathFor('mg', 'alerts') } })
}

export default async function AlertsPage({ params, searchParams }: Props) {
  const lang = await localeParam(params)
  const t = getDictionary(lang).alertsPage
  const query = await searchParams
  const state = takeFormState<AlertsPageState>(typeof query.etat === 'string' ? query.etat : undefined)
  const guide = await guideToFollow(lang, query, state)
  if (guide) {
    return (
      <div className="reading">
        <h1>{t.followTitle}</h1>
        <p>{format(t.followIntro, { guide: guide.title })}</p>
        <p>
          <a href={pathFor(lang, 'alerts')}>{t.followOther}</a>
        </p>
        <AlertsSubscribe lang={lang} regions={[]} state={state} mailOn={mailConfigured()} guide={guide} />
      </div>
    )
  }
  const regions = await listRegions()
  return (
    <div className="reading">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <AlertsSubscribe lang={lang} regions={regions} state={state} mailOn={mailConfigured()} smsOn={kannelSendConfigFromEnv() !== null} />
    </div>
  )
}
