import type React from 'react'

import { FeedbackForm } from '@/components/FeedbackForm'
import { Paragraphs } from '@/components/Paragraphs'
import { absoluteUrl, format, formatAriary, formatDate, getDictionary, pathFor, type Locale } from '@/i18n'
import type { Category, Media, Ministry, Service } from '@/payload-types'

import { translatedLinks } from '../ServiceList'
import { PageViewBeacon } from './PageViewBeacon'
import { seenSameDay, verifiedText } from './SourceList'
import { PrintButton } from './PrintButton'
import styles from './ServiceGuide.module.css'

type Props = { lang: Locale; service: Service; directory?: React.ReactNode; partOf?: React.ReactNode; pager?: React.ReactNode }

/** A complete guide: key facts first, then the procedure, then references. */
export function ServiceGuide({ lang, service, directory, partOf, pager }: Props) {
  const t = getDictionary(lang).guide
  const rt = getDictionary(lang).runtime
  const ministry = typeof service.ministry === 'object' ? (service.ministry as Ministry | null) : null
  const related = translatedLinks(service.related as (Service | number)[] | null)
  const pageUrl = absoluteUrl(pathFor(lang, 'service', service.slug))
  const unconfirmed = new Set(service.unconfirmed ?? [])
  const sources = service.sources ?? []
  const seenOnce = seenSameDay(sources)
  const mark = (part: keyof typeof t.unconfirmed) => (unconfirmed.has(part) ? <p className={styles.unconfirmed}>{t.unconfirmed[part]}</p> : null)
  const shareText = `${service.title} – ${pageUrl}`

  return (
    <article className={styles.guide}>
      <PageViewBeacon id={service.id} />
      <h1>{service.title}</h1>
      {partOf}
      <p className="lead reading">{service.summary}</p>

      <section aria-labelledby="key-facts" className={styles.keyFacts}>
        <h2 id="key-facts" className={styles.keyFactsTitle}>
          {t.keyFacts}
        </h2>
        <dl>
          <div>
            <dt>{t.cost}</dt>
            <dd>
              <strong>{costHeadline(lang, service)}</strong>
              <Paragraphs text={service.cost.details} className={styles.small} />
              {mark('cost')}
            </dd>
          </div>
          <div>
            <dt>{t.processingTime}</dt>
            <dd>
              {service.processingTime}
              {mark('processingTime')}
            </dd>
          </div>
          <div>
            <dt>{t.whereToApply}</dt>
            <dd>
              <Paragraphs text={service.whereToApply} />
              {mark('whereToApply')}
            </dd>
          </div>
        </dl>
      </section>

      <div className={`no-print ${styles.actions}`}>
        <PrintButton label={t.print} />
        <button type="button" id="save-offline" className="button button-secondary" hidden data-saved={rt.savedOffline} data-failed={rt.saveFailed}>
          {rt.saveOffline}
        </button>
        <span id="save-offline-status" role="status" />
        <span className={styles.share}>
          {t.share} :{' '}
          <a href={`sms:?&body=${encodeURIComponent(shareText)}`}>{t.shareSms}</a>
          {' · '}
          <a href={`https://wa.me/?text=${encodeURIComponent(shareText)}`} rel="noopener">
            {t.shareWhatsapp}
          </a>
        </span>
      </div>

      <section aria-labelledby="audience" className="reading">
        <h2 id="audience">{t.audience}</h2>
        <Paragraphs text={service.audience} />
      </section>

      <section aria-labelledby="documents" className={`reading ${styles.checklist}`}>
        <h2 id="documents">{t.documents}</h2>
        {mark('documents')}
        <ul>
          {(service.documents ?? []).map((doc) => (
            <li key={doc.id ?? doc.item}>{doc.item}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps" className="reading">
        <h2 id="steps">{t.steps}</h2>
        <ol className={styles.steps}>
          {(service.steps ?? []).map((step) => (
            <li key={step.id ?? step.title}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <Paragraphs text={step.detail} />
            </li>
          ))}
        </ol>
      </section>

      {directory}

      {(service.faq ?? []).length > 0 && (
        <section aria-labelledby="faq" className="reading">
          <h2 id="faq">{t.faq}</h2>
          {(service.faq ?? []).map((qa) => (
            <details key={qa.id ?? qa.question} className={styles.faq}>
              <summary>{qa.question}</summary>
              <Paragraphs text={qa.answer} />
            </details>
          ))}
        </section>
      )}

      {(service.onlineServices ?? []).length > 0 && (
        <section aria-labelledby="online" className="reading">
          <h2 id="online">{t.onlineServices}</h2>
          {mark('onlineServices')}
          <ul>
            {(service.onlineServices ?? []).map((link) => (
              <li key={link.id ?? link.url}>
                <a href={link.url} rel={link.url.startsWith('/') ? undefined : 'noopener'}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <Downloads lang={lang} files={service.downloads} title={t.downloads} kinds={t.fileKind} />

      {(service.legalReferences ?? []).length > 0 && (
        <section aria-labelledby="legal" className="reading">
          <h2 id="legal">{t.legalReferences}</h2>
          {mark('legalReferences')}
          <ul>
            {(service.legalReferences ?? []).map((ref) => (
              <li key={ref.id ?? ref.text}>{ref.text}</li>
            ))}
          </ul>
        </section>
      )}

      {related.length > 0 && (
        <section aria-labelledby="related" className={`reading no-print`}>
          <h2 id="related">{t.related}</h2>
          <ul>
            {related.map((item) => (
              <li key={item.id}>
                <a href={pathFor(lang, 'service', item.slug)}>{item.title}</a>
              </li>
            ))}
          </ul>
        </section>
      )}

      {pager}

      <FeedbackForm lang={lang} serviceId={service.id} />

      <footer className={styles.meta}>
        {ministry?.name && (
          <p>
            {t.ministry} : {ministry.url ? <a href={ministry.url} rel="noopener">{ministry.name}</a> : ministry.name}
            {ministry.acronym ? ` (${ministry.acronym})` : ''}
          </p>
        )}
        {service.verifiedAt && <p>{verifiedText(lang, service.verifiedAt, ministry?.name)}</p>}
        <p>{format(t.lastReviewed, { date: formatDate(lang, service.lastReviewed) })}</p>
        {(service.changeHistory ?? []).length > 0 && (
          <details className={styles.sources} id="historique">
            <summary>{t.changeHistory}</summary>
            <ul className={styles.history}>
              {(service.changeHistory ?? []).map((change) => (
                <li key={change.id ?? change.at}>
                  <time dateTime={change.at}>{formatDate(lang, change.at)}</time> : {change.note}
                </li>
              ))}
            </ul>
          </details>
        )}
        {sources.length > 0 && (
          <p className={styles.sourcesLink}>
            <a href={`${pathFor(lang, 'service', service.slug)}sources/`}>
              {seenOnce ? format(t.sourcesSeen, { count: sources.length, date: formatDate(lang, seenOnce) }) : `${t.sources} (${sources.length})`}
            </a>
          </p>
        )}
      </footer>
    </article>
  )
}

function costHeadline(lang: Locale, service: Service): string {
  const t = getDictionary(lang).guide
  if (service.cost.free) return t.free
  if (typeof service.cost.amountAriary === 'number') return formatAriary(service.cost.amountAriary)
  return t.cost
}

export function categoryOf(service: Service): Category | null {
  return typeof service.category === 'object' ? service.category : null
}

/** "240 Ko", "1,2 Mo" (French and Malagasy write sizes alike). */
function fileSize(bytes: number | null | undefined): string {
  if (!bytes) return ''
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}\u00a0Ko`
  return `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))}\u00a0Mo`
}

/** Forms to download and useful images, with their alternative text in the page's language. */
function Downloads({ lang, files, title, kinds }: { lang: Locale; files: Service['downloads']; title: string; kinds: { pdf: string; image: string } }) {
  const media = (files ?? []).filter((file): file is Media => typeof file === 'object' && file !== null && Boolean(file.url))
  if (media.length === 0) return null
  return (
    <section aria-labelledby="downloads" className="reading">
      <h2 id="downloads">{title}</h2>
      <ul className={styles.downloads}>
        {media.map((file) => {
          const label = (lang === 'mg' ? file.altMg : file.altFr) || file.altFr
          const isImage = file.mimeType?.startsWith('image/')
          const small = file.sizes?.small
          const medium = file.sizes?.medium
          return (
            <li key={file.id}>
              {isImage && small?.url ? (
                <img
                  src={small.url}
                  srcSet={[small.url && small.width ? `${small.url} ${small.width}w` : '', medium?.url && medium.width ? `${medium.url} ${medium.width}w` : ''].filter(Boolean).join(', ')}
                  sizes="(min-width: 45rem) 40rem, 100vw"
                  width={small.width ?? undefined}
                  height={small.height ?? undefined}
                  alt={label}
                  loading="lazy"
                  decoding="async"
                  className={styles.image}
                />
              ) : null}
              <a href={file.url!}>{isImage ? `${label}` : label}</a> <span className={styles.small}>({isImage ? kinds.image : kinds.pdf}, {fileSize(file.filesize)})</span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
