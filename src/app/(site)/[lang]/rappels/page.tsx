import type { Metadata } from 'next'

import { kannelSendConfigFromEnv } from '@/alerts/config'
import { Reminders } from '@/components/Reminders'
import { pageMetadata, payloadClient } from '@/content'
import { takeFormState } from '@/forms/state'
import { getDictionary, pathFor } from '@/i18n'
import { localeParam } from '@/i18n/params'
import { reminderOffers } from '@/reminders/offers'
import type { RemindersPageState } from '@/reminders/web'

// The form may show a post's outcome (a hand-over within this worker, src/forms/state.ts).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeParam(params)
  const t = getDictionary(lang).remindersPage
  return pageMetadata({ lang, title: t.title, description: t.intro, paths: { fr: pathFor('fr', 'reminders'), mg: pathFor('mg', 'reminders') } })
}

export default async function RemindersPage({ params, searchParams }: Props) {
  const lang = await localeParam(params)
  const t = getDictionary(lang).remindersPage
  const query = await searchParams
  const state = takeFormState<RemindersPageState>(typeof query.etat === 'string' ? query.etat : undefined)
  const offers = await reminderOffers(await payloadClient(), lang)
  return (
    <div className="reading">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <Reminders lang={lang} offers={offers} state={state} smsOn={kannelSendConfigFromEnv() !== null} shortCode={process.env.SMS_SHORT_CODE?.trim() || null} />
    </div>
  )
}
