import type { Metadata } from 'next'

import { PrintButton } from '@/components/ServiceGuide/PrintButton'
import { pageMetadata } from '@/content'
import { mailConfigured } from '@/forms/contact/mail'
import { REFERENCE_PATTERN } from '@/forms/contact/reference'
import { getDictionary, pathFor } from '@/i18n'
import { localeParam } from '@/i18n/params'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeParam(params)
  const t = getDictionary(lang).contact
  return pageMetadata({ lang, title: t.confirmationTitle, description: t.confirmationBody, paths: { [lang]: `${pathFor(lang, 'contact')}confirmation/` }, noindex: true })
}

/** After a successful post: the reference, printable. Shows nothing personal. */
export default async function ConfirmationPage({ params, searchParams }: Props) {
  const lang = await localeParam(params)
  const t = getDictionary(lang).contact
  const query = await searchParams
  const reference = typeof query.ref === 'string' && REFERENCE_PATTERN.test(query.ref) ? query.ref : null
  return (
    <div className="reading">
      {reference ? (
        <>
          <div role="status" className="confirmation-panel">
            <h1>{t.confirmationTitle}</h1>
            <p>{t.confirmationReference}</p>
            <p className="confirmation-reference">
              <strong>{reference}</strong>
            </p>
          </div>
          <p>{t.confirmationBody}</p>
          {query.courriel === '1' && <p>{t.confirmationMail}</p>}
          {query.courriel === '0' && <p>{t.confirmationNoMail}</p>}
          {/* Without mail (SMTP_HOST unset) no answer can be e-mailed: the tracking page is where it is read. */}
          <p>{mailConfigured() ? t.confirmationNext : t.confirmationNextNoMail}</p>
          <p className="no-print">
            <PrintButton label={t.printConfirmation} />
          </p>
        </>
      ) : (
        <>
          <h1>{t.confirmationTitle}</h1>
          <p>{t.invalidReference}</p>
        </>
      )}
      <ul className="no-print">
        <li>
          <a href={`${pathFor(lang, 'contact')}suivi/`}>{t.trackLink}</a>
        </li>
        <li>
          <a href={pathFor(lang, 'contact')}>{t.newMessage}</a>
        </li>
      </ul>
    </div>
  )
}
