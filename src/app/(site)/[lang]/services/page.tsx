import type { Metadata } from 'next'

import { ServiceList, translatedLinks } from '@/components/ServiceList'
import { listCategories, listServices, pageMetadata } from '@/content'
import { getDictionary, pathFor, plural } from '@/i18n'
import { localeParam } from '@/i18n/params'

import { groupByInitial } from './groupByInitial'
import styles from './services.module.css'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeParam(params)
  const t = getDictionary(lang)
  return pageMetadata({
    lang,
    title: t.services.title,
    description: t.services.intro,
    paths: { fr: pathFor('fr', 'services'), mg: pathFor('mg', 'services') },
  })
}

export default async function ServicesPage({ params }: Props) {
  const lang = await localeParam(params)
  const t = getDictionary(lang)
  const [categories, services] = await Promise.all([listCategories(lang), listServices(lang)])
  const translated = translatedLinks(services)
  const categoryOf = new Map(services.map((s) => [s.id, typeof s.category === 'object' ? s.category?.id : s.category]))
  const groups = groupByInitial(translated, lang)

  return (
    <>
      <h1>{t.services.title}</h1>
      <p className="lead reading">{t.services.intro}</p>
      <nav aria-labelledby="az-heading" className={styles.azNav}>
        <h2 id="az-heading" className="visually-hidden">
          {t.services.azNav}
        </h2>
        <ul>
          {groups.map((group) => (
            <li key={group.letter}>
              <a href={`#lettre-${group.letter}`}>{group.letter}</a>
            </li>
          ))}
        </ul>
      </nav>

      <h2>{t.services.byCategory}</h2>
      {categories
        .filter((c) => c.title && c.slug)
        .map((category) => {
          const items = translated.filter((s) => categoryOf.get(Number(s.id)) === category.id)
          return (
            <section key={category.id} aria-labelledby={`cat-${category.id}`} className={styles.category}>
              <h3 id={`cat-${category.id}`}>
                <a href={pathFor(lang, 'service', category.slug)}>{category.title}</a>{' '}
                <span className={styles.count}>({plural(lang, t.services.serviceCount, items.length)})</span>
              </h3>
              {items.length > 0 ? (
                <ul className={styles.compactList}>
                  {items.map((item) => (
                    <li key={item.id}>
                      <a href={pathFor(lang, 'service', item.slug)}>{item.title}</a>
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{t.services.emptyCategory}</p>
              )}
            </section>
          )
        })}

      <h2>{t.services.azIndex}</h2>
      {groups.map((group) => (
        <section key={group.letter} aria-labelledby={`lettre-${group.letter}`}>
          <h3 id={`lettre-${group.letter}`} className={styles.letter}>
            {group.letter}
          </h3>
          <ServiceList lang={lang} items={group.items} headingLevel={4} />
        </section>
      ))}
    </>
  )
}
