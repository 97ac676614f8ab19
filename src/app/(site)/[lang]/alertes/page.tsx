import type { Metadata } from 'next'

import type { AlertsPageState } from '@/alerts/web'
import { AlertsSubscribe } from '@/components/AlertsSubscribe'
import { listRegions, pageMetadata } from '@/content'
import { mailConfigured } from '@/forms/contact/mail'
import { takeFormState } from '@/forms/state'
import { getDictionary, pathFor } from '@/i18n'
import { localeParam } from '@/i18n/params'

// The form may show a post's outcome (a hand-over within this worker, src/forms/state.ts).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeParam(params)
  const t = getDictionary(lang).alertsPage
  return pageMetadata({ lang, title: t.title, description: t.intro, paths: { fr: pathFor('fr', 'alerts'), mg: pathFor('mg', 'alerts') } })
}

export default async function AlertsPage({ params, searchParams }: Props) {
  const lang = await localeParam(params)
  const t = getDictionary(lang).alertsPage
  const query = await searchParams
  const state = takeFormState<AlertsPageState>(typeof query.etat === 'string' ? query.etat : undefined)
  const regions = await listRegions()
  return (
    <div className="reading">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <AlertsSubscribe lang={lang} regions={regions} state={state} mailOn={mailConfigured()} />
      <h2>{t.smsTitle}</h2>
      <p>{t.smsBody}</p>
      <p>
        <a href={pathFor(lang, 'sms')}>{t.smsLink}</a>
      </p>
    </div>
  )
}
