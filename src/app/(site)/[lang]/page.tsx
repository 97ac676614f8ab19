import type { Metadata } from 'next'

import { serviceCodes } from '@/channels/codes'
import { SearchForm } from '@/components/SearchForm'
import { ServiceList, translatedLinks } from '@/components/ServiceList'
import { getHomePage, homeServiceLists, listCategories, listJourneys, pageMetadata } from '@/content'
import { getDictionary, pathFor } from '@/i18n'
import { localeParam } from '@/i18n/params'
import type { Ministry } from '@/payload-types'

import styles from './home.module.css'

type Props = { params: Promise<{ lang: string }> }

// The popular and other lists follow page views: re-rendered in the background at most hourly.
export const revalidate = 3600

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeParam(params)
  const t = getDictionary(lang)
  return pageMetadata({
    lang,
    title: t.home.title,
    description: t.site.description,
    paths: { fr: pathFor('fr', 'home'), mg: pathFor('mg', 'home') },
  })
}

export default async function HomePage({ params }: Props) {
  const lang = await localeParam(params)
  const t = getDictionary(lang)
  const codes = serviceCodes()
  const [home, categories, journeys] = await Promise.all([getHomePage(lang), listCategories(lang), listJourneys(lang)])
  const lists = await homeServiceLists(lang, home)
  const ministries = (home.ministries ?? []).filter((m): m is Ministry => typeof m === 'object' && m !== null)

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title">{t.home.title}</h1>
        {home.intro && <p className="lead">{home.intro}</p>}
        <SearchForm lang={lang} id="home-search" />
      </section>

      {(home.information ?? []).length > 0 && (
        <section aria-labelledby="home-information">
          <h2 id="home-information">{t.home.information}</h2>
          <ul className={styles.cards}>
            {(home.information ?? []).map((item) => {
              const service = typeof item.service === 'object' && item.service?.slug && item.service.title ? item.service : null
              return (
                <li key={item.id ?? item.title} className={styles.card}>
                  <h3 className={styles.cardTitle}>
                    {service ? <a href={pathFor(lang, 'service', service.slug)}>{item.title}</a> : item.title}
                  </h3>
                  <p>{item.text}</p>
                </li>
              )
            })}
          </ul>
        </section>
      )}

      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t.home.categories}</h2>
        <ul className={styles.categories}>
          {categories
            .filter((c) => c.title && c.slug)
            .map((category) => (
              <li key={category.id}>
                <a href={pathFor(lang, 'service', category.slug)} className={styles.category}>
                  {category.title}
                </a>
              </li>
            ))}
        </ul>
        <p>
          <a href={pathFor(lang, 'services')}>{t.home.allServices}</a>
        </p>
      </section>

      {journeys.length > 0 && (
        <section aria-labelledby="home-journeys">
          <h2 id="home-journeys">{t.journey.list}</h2>
          <p>{t.journey.homeIntro}</p>
          <ul className={styles.categories}>
            {journeys.map((journey) => (
              <li key={journey.id}>
                <a href={pathFor(lang, 'journey', journey.slug)} className={styles.category}>
                  {journey.title}
                </a>
              </li>
            ))}
          </ul>
          <p>
            <a href={pathFor(lang, 'journeys')}>{t.journey.seeAll}</a>
          </p>
        </section>
      )}

      {(home.steps ?? []).length > 0 && (
        <section aria-labelledby="home-steps">
          <h2 id="home-steps">{t.home.steps}</h2>
          <ol className={styles.steps}>
            {(home.steps ?? []).map((step) => (
              <li key={step.id ?? step.title}>
                <strong>{step.title}</strong> <span>{step.text}</span>
              </li>
            ))}
          </ol>
        </section>
      )}

      <HomeServices id="home-popular" title={t.home.popularServices} lang={lang} docs={lists.popular} />
      <HomeServices id="home-new" title={t.home.newServices} lang={lang} docs={home.newServices} />
      <HomeServices id="home-other" title={t.home.otherServices} lang={lang} docs={lists.other} />

      <section aria-labelledby="home-request" className={styles.request}>
        <h2 id="home-request">{t.home.request}</h2>
        {home.request?.text && <p>{home.request.text}</p>}
        <p>
          <a href={pathFor(lang, 'contact')} className="button">
            {home.request?.linkLabel || t.nav.contact}
          </a>
        </p>
        {(codes.sms || codes.ussd) && (
          <p>
            <a href={pathFor(lang, 'sms')}>{t.smsPage.homeLink}</a>
          </p>
        )}
      </section>

      {ministries.length > 0 && (
        <section aria-labelledby="home-ministries">
          <h2 id="home-ministries">{t.home.ministries}</h2>
          <ul className={styles.ministries}>
            {ministries.map((ministry) => (
              <li key={ministry.id}>
                {ministry.url ? (
                  <a href={ministry.url} rel="noopener">
                    <abbr title={ministry.name ?? undefined}>{ministry.acronym}</abbr> – {ministry.name}
                  </a>
                ) : (
                  <span>
                    <abbr title={ministry.name ?? undefined}>{ministry.acronym}</abbr> – {ministry.name}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}

function HomeServices({ id, title, lang, docs }: { id: string; title: string; lang: Parameters<typeof ServiceList>[0]['lang']; docs: Parameters<typeof translatedLinks>[0] }) {
  const items = translatedLinks(docs)
  if (items.length === 0) return null
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ServiceList lang={lang} items={items} />
    </section>
  )
}
