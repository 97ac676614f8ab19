import type { Metadata } from 'next'

import { Breadcrumbs } from '@/components/Breadcrumbs'
import { NotFoundPage, notFoundMetadata } from '@/components/NotFoundContent/NotFoundPage'
import { kannelSendConfigFromEnv } from '@/alerts/config'
import { serviceCodes } from '@/channels/codes'
import { pageMetadata } from '@/content'
import { format, getDictionary, pathFor } from '@/i18n'
import { localeParam } from '@/i18n/params'
import { limits } from '@/security/limits'

type Props = { params: Promise<{ lang: string }> }

export const revalidate = 3600

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeParam(params)
  const codes = serviceCodes()
  if (!codes.sms && !codes.ussd) return notFoundMetadata(lang)
  const t = getDictionary(lang).smsPage
  return pageMetadata({ lang, title: t.title, description: t.intro, paths: { fr: pathFor('fr', 'sms'), mg: pathFor('mg', 'sms') } })
}

/** How to use the portal by SMS and USSD, for those without mobile data (hidden until the codes are set). */
export default async function SmsPage({ params }: Props) {
  const lang = await localeParam(params)
  const codes = serviceCodes()
  if (!codes.sms && !codes.ussd) return <NotFoundPage lang={lang} />
  const dictionary = getDictionary(lang)
  const t = dictionary.smsPage
  // Alerts by SMS are offered where the portal can send SMS (src/alerts/sender.ts).
  const alerts = kannelSendConfigFromEnv() !== null
  return (
    <>
      <Breadcrumbs label={dictionary.a11y.breadcrumb} items={[{ label: dictionary.nav.home, href: pathFor(lang, 'home') }, { label: t.title }]} />
      <div className="reading">
        <h1>{t.title}</h1>
        <p className="lead">{t.intro}</p>
        {codes.sms && (
          <>
            <h2 id="sms">{t.smsTitle}</h2>
            <p>{format(t.smsHow, { code: codes.sms })}</p>
            <h3>{t.keywordsTitle}</h3>
            <dl>
              {[...t.keywords, ...(alerts ? t.alertKeywords : [])].map((k) => (
                <div key={k.word}>
                  <dt>
                    <strong>{k.word}</strong>
                  </dt>
                  <dd>{k.meaning}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
        {codes.ussd && (
          <>
            <h2 id="ussd">{t.ussdTitle}</h2>
            <p>{format(t.ussdHow, { code: codes.ussd })}</p>
          </>
        )}
        <h2 id="cout">{t.costTitle}</h2>
        <p>{format(t.cost, { limit: limits.smsNumber().points })}</p>
        <h2 id="numero">{t.privacyTitle}</h2>
        <p>{t.privacy}</p>
        {alerts && <p>{t.alertsPrivacy}</p>}
      </div>
    </>
  )
}
