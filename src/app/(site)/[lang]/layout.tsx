import '@/styles/global.css'

import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import type React from 'react'

import { ConsentBanner } from '@/components/ConsentBanner'
import { EmergencyBanner } from '@/components/EmergencyBanner'
import { SiteFooter } from '@/components/SiteFooter'
import { SiteHeader } from '@/components/SiteHeader'
import { SkipLink } from '@/components/SkipLink'
import { getDictionary, isLocale, LANGUAGE_STORAGE_KEY, LANGUAGE_COOKIE_MAX_AGE, siteUrl } from '@/i18n'
import { dataSaverHeadScript } from '@/runtime/dataSaver'
import { feedPath } from '@/feeds/atom'
import { anyTrackerConfigured, trackerConfig } from '@/trackers/config'

type Props = { children: React.ReactNode; params: Promise<{ lang: string }> }

// Pages are rendered on their first request and then served as static HTML until
// an editor publishes (on-demand revalidation); the build needs no database.
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

export const viewport: Viewport = {
  themeColor: '#03CEA4',
  width: 'device-width',
  initialScale: 1,
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params
  if (!isLocale(lang)) return {}
  const t = getDictionary(lang)
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t.site.name, template: `%s · ${t.site.name}` },
    description: t.site.description,
    manifest: '/manifest.webmanifest',
    icons: { icon: '/icons/icon.svg', apple: '/icons/icon-192.png' },
    formatDetection: { telephone: false },
  }
}

/**
 * Keeps the stored language preference (localStorage, per the specification) and
 * its cookie mirror (read by the server) in step. The cookie is the fresher one:
 * the no-JavaScript language link sets only the cookie.
 */
const syncLanguageScript = `try{${dataSaverHeadScript}if(!/(?:^|; )consent-[a-z]+=(true|false)/.test(document.cookie))document.documentElement.setAttribute('data-consent-ask','')}catch(e){}try{var k=${JSON.stringify(LANGUAGE_STORAGE_KEY)},m=document.cookie.match(/(?:^|; )${LANGUAGE_STORAGE_KEY}=(fr|mg)/),s=localStorage.getItem(k);if(m){if(s!==m[1])localStorage.setItem(k,m[1])}else if(s==='fr'||s==='mg'){document.cookie=k+'='+s+'; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax'}}catch(e){}`

export default async function LangLayout({ children, params }: Props) {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  const t = getDictionary(lang)
  // The consent banner asks only when there is something to consent to.
  const trackers = anyTrackerConfigured()
  return (
    <html lang={lang}>
      <head>
        {/* The one inline script (data-saver, consent and language state before first paint), allowed by its hash. */}
        <script data-portal="" dangerouslySetInnerHTML={{ __html: syncLanguageScript }} />
        <link rel="alternate" type="application/atom+xml" href={feedPath(lang)} title={t.feed.link} />
      </head>
      {/* Behaviour lives in islands (src/islands); `runtime` is on every page. */}
      <body data-island="runtime" data-trackers={trackers ? JSON.stringify(trackerConfig()) : undefined}>
        <SkipLink label={t.a11y.skipToContent} />
        <EmergencyBanner lang={lang} />
        {trackers && <ConsentBanner lang={lang} />}
        <SiteHeader lang={lang} />
        <main id="main" tabIndex={-1}>
          <div className="container">{children}</div>
        </main>
        <SiteFooter lang={lang} />
        <div id="nav-status" role="status" className="nav-status" data-loading={t.runtime.loading} />
        <div id="sw-update" className="sw-update" role="status" hidden>
          <span>{t.runtime.updateReady}</span>{' '}
          <button type="button" className="button">
            {t.runtime.update}
          </button>
        </div>
      </body>
    </html>
  )
}
