import type { Metadata } from 'next'

import { Breadcrumbs } from '@/components/Breadcrumbs'
import { pageMetadata } from '@/content'
import { format, getDictionary, pathFor } from '@/i18n'
import { localeParam } from '@/i18n/params'
import { limits } from '@/security/limits'

type Props = { params: Promise<{ lang: string }> }

export const revalidate = 3600

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeParam(params)
  const t = getDictionary(lang)
  return pageMetadata({ lang, title: t.openData.title, description: t.openData.intro, paths: { fr: pathFor('fr', 'openData'), mg: pathFor('mg', 'openData') } })
}

const API = '/api/open/v1'

/** For developers, researchers and other administrations: what is open, under which licence, where. */
export default async function OpenDataPage({ params }: Props) {
  const lang = await localeParam(params)
  const t = getDictionary(lang)
  const o = t.openData
  const example = `/page-data${pathFor(lang, 'service', lang === 'fr' ? 'passeport' : 'pasipaoro')}page-data.json`
  const endpoints = [
    `${API}/guides/?lang=${lang}&page=1&limit=20`,
    `${API}/guides/?lang=${lang}&updatedSince=2026-01-01`,
    `${API}/guides/${lang === 'fr' ? 'passeport' : 'pasipaoro'}/?lang=${lang}`,
    `${API}/themes/?lang=${lang}`,
    `${API}/journeys/?lang=${lang}`,
    `${API}/regions/`,
    `${API}/places/?lang=${lang}&kind=hospital&region=analamanga`,
    `${API}/pharmacies/on-duty/?lang=${lang}`,
  ]
  return (
    <>
      <Breadcrumbs label={t.a11y.breadcrumb} items={[{ label: t.nav.home, href: pathFor(lang, 'home') }, { label: o.title }]} />
      <div className="reading">
        <h1>{o.title}</h1>
        <p className="lead">{o.intro}</p>

        <h2 id="licence">{o.licence}</h2>
        <p>
          {o.licenceText}{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/deed.fr" rel="license noopener" hrefLang="fr">
            CC BY 4.0
          </a>
        </p>

        <h2 id="export">{o.exports}</h2>
        <p>{o.exportsText}</p>
        <ul>
          <li>
            <a href={`${API}/export/services-publics-mg.json`} type="application/json">{o.json}</a>
          </li>
          <li>
            <a href={`${API}/export/guides.csv`} type="text/csv">{o.csv}</a>
          </li>
        </ul>

        <h2 id="api">{o.api}</h2>
        <p>{format(o.apiText, { limit: limits.api().points })}</p>
        <p>
          <a href={`${API}/openapi.json`} type="application/json">{o.openapi}</a>
        </p>
        <h3>{o.endpoints}</h3>
        <ul>
          {endpoints.map((address) => (
            <li key={address}>
              <code>{address}</code>
            </li>
          ))}
        </ul>

        <h2 id="page-data">{o.pageData}</h2>
        <p>{o.pageDataText}</p>
        <p>
          <a href={example}>
            <code>{example}</code>
          </a>
        </p>

        <h2 id="flux">{o.feeds}</h2>
        <p>
          {o.feedsText} <a href={`/${lang}/atom.xml`} type="application/atom+xml">{t.feed.link}</a>
        </p>

        <p>
          <a href={pathFor(lang, 'contact')}>{o.contact}</a>
        </p>
      </div>
    </>
  )
}
