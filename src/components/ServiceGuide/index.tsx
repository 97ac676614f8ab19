import type React from 'react'

import { FeedbackForm } from '@/components/FeedbackForm'
import { Paragraphs } from '@/components/Paragraphs'
import { absoluteUrl, format, formatAriary, formatDate, getDictionary, pathFor, type Locale } from '@/i18n'
import { formatDelay } from '@/model/delays'
import { documentQualifier } from '@/model/documents'
import { seenSameDay, type Guide, type GuideFile, type GuideOffice, type GuideStep } from '@/model/guide'
import { statementAnchor } from '@/model/certainty'
import { proofText } from '@/model/statements'
import { COMPLAINTS_GUIDE } from '@/model/complaints'
import { Office } from '@/components/Office'

import { PageViewBeacon } from './PageViewBeacon'
import { proofCountText, verifiedText } from './proofTexts'
import { PrintButton } from './PrintButton'
import styles from './ServiceGuide.module.css'

type Props = { lang: Locale; guide: Guide; directory?: React.ReactNode; partOf?: React.ReactNode; pager?: React.ReactNode; followHref?: string }

/** A complete guide: key facts first, then the procedure, then references. */
export function ServiceGuide({ lang, guide, directory, partOf, pager, followHref }: Props) {
  const t = getDictionary(lang).guide
  const rt = getDictionary(lang).runtime
  const ministry = guide.ministry
  const related = guide.related
  const pageUrl = absoluteUrl(pathFor(lang, 'service', guide.slug))
  const sources = guide.sources
  const seenOnce = seenSameDay(sources)
  const sourcesPath = `${pathFor(lang, 'service', guide.slug)}sources/`
  const shareText = `${guide.title} – ${pageUrl}`
  // Offices given in full under « Où s'adresser ? »: a step names them, with a link there.
  const shownOffices = new Set(guide.offices.map((office) => office.id))
  /**
   * Beside each statement: « À confirmer : why » when no source confirms it (derived, src/model/statements.ts),
   * and a link to its sources' words on the Sources page — without JavaScript.
   */
  const proof = (path: string, what: string | null) => <Proof lang={lang} path={path} what={what} proofs={guide.proofs} sourcesPath={sourcesPath} />

  return (
    <article className={styles.guide}>
      <PageViewBeacon id={guide.id} />
      <h1>{guide.title}</h1>
      {partOf}
      <p className="lead reading">{guide.summary}</p>
      <div className="reading">{proof('summary', guide.marks.summary)}</div>

      <section aria-labelledby="key-facts" className={styles.keyFacts}>
        <h2 id="key-facts" className={styles.keyFactsTitle}>
          {t.keyFacts}
        </h2>
        <dl>
          <div>
            <dt>{t.cost}</dt>
            <dd>
              {costHeadline(lang, guide) && <strong>{costHeadline(lang, guide)}</strong>}
              {guide.cost.othersPay && <Paragraphs text={guide.cost.othersPay} className={styles.small} />}
              <Paragraphs text={guide.cost.details} className={styles.small} />
              {guide.cost.free && (
                <p className={styles.small}>
                  {t.nobodyMayCharge} <a href={pathFor(lang, 'service', COMPLAINTS_GUIDE[lang])}>{t.reportDemand}</a>.
                </p>
              )}
              {proof('cost', unsureOf(guide, 'cost'))}
            </dd>
          </div>
          <div>
            <dt>{t.processingTime}</dt>
            <dd>
              {guide.processingTime}
              {proof('processingTime', unsureOf(guide, 'processingTime'))}
            </dd>
          </div>
          <div>
            <dt>{t.whereToApply}</dt>
            <dd>
              <Paragraphs text={guide.whereToApply} />
              {proof('whereToApply', unsureOf(guide, 'whereToApply'))}
              {guide.offices.length > 0 && (
                <ul className={styles.offices} aria-label={t.offices}>
                  {guide.offices.map((office) => (
                    <li key={office.id} id={`office-${office.id}`}>
                      <Office office={office} lang={lang} />
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>
        <p className={styles.small}>
          <a href={`${sourcesPath}#preuves`}>
            {proofCountText(guide)}
          </a>
        </p>
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
        <Paragraphs text={guide.audience} />
        {proof('audience', guide.marks.audience)}
      </section>

      <section aria-labelledby="documents" className={`reading ${styles.checklist}`}>
        <h2 id="documents">{t.documents}</h2>
        <ul>
          {guide.documents.map((doc, index) => {
            const qualifier = documentQualifier(lang, doc.quantity, doc.form)
            return (
              <li key={index}>
                {doc.item}
                {qualifier && <span className={styles.qualifier}> ({qualifier})</span>}
                {proof(`documents.${index}`, doc.unsure)}
              </li>
            )
          })}
        </ul>
      </section>

      <section aria-labelledby="steps" className="reading">
        <h2 id="steps">{t.steps}</h2>
        <ol className={styles.steps}>
          {guide.steps.map((step, index) => (
            <li key={index}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <Paragraphs text={step.detail} />
              <StepFacts step={step} lang={lang} shown={shownOffices} />
              {proof(`steps.${index}`, step.unsure)}
            </li>
          ))}
        </ol>
      </section>

      {guide.youReceive && (
        <section aria-labelledby="you-receive" className="reading">
          <h2 id="you-receive">{t.youReceive}</h2>
          <Paragraphs text={guide.youReceive} />
          {proof('youReceive', null)}
        </section>
      )}

      {directory}

      {guide.faq.length > 0 && (
        <section aria-labelledby="faq" className="reading">
          <h2 id="faq">{t.faq}</h2>
          {guide.faq.map((qa, index) => (
            <details key={index} className={styles.faq}>
              <summary>{qa.question}</summary>
              <Paragraphs text={qa.answer} />
              {proof(`faq.${index}`, qa.unsure)}
            </details>
          ))}
        </section>
      )}

      {guide.onlineServices.length > 0 && (
        <section aria-labelledby="online" className="reading">
          <h2 id="online">{t.onlineServices}</h2>
          <ul>
            {guide.onlineServices.map((link, index) => (
              <li key={index}>
                <a href={link.url} rel={link.url.startsWith('/') ? undefined : 'noopener'}>
                  {link.label}
                </a>
                {proof(`onlineServices.${index}`, null)}
              </li>
            ))}
          </ul>
        </section>
      )}

      <Downloads files={guide.downloads} title={t.downloads} kinds={t.fileKind} />

      {guide.legalReferences.length > 0 && (
        <section aria-labelledby="legal" className="reading">
          <h2 id="legal">{t.legalReferences}</h2>
          <ul>
            {guide.legalReferences.map((text, index) => (
              <li key={index}>
                {text}
                {proof(`legalReferences.${index}`, null)}
              </li>
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

      <FeedbackForm lang={lang} serviceId={guide.id} />

      <footer className={styles.meta}>
        {ministry?.name && (
          <p>
            {t.ministry} : {ministry.url ? <a href={ministry.url} rel="noopener">{ministry.name}</a> : ministry.name}
            {ministry.acronym ? ` (${ministry.acronym})` : ''}
          </p>
        )}
        {guide.verifiedAt && <p>{verifiedText(lang, guide.verifiedAt, ministry?.name)}</p>}
        <p>
          {format(t.lastReviewed, { date: formatDate(lang, guide.lastReviewed) })}
          {followHref && (
            <>
              {' · '}
              <a href={followHref}>{t.follow}</a>
            </>
          )}
        </p>
        {guide.changeHistory.length > 0 && (
          <details className={styles.sources} id="historique">
            <summary>{t.changeHistory}</summary>
            <ul className={styles.history}>
              {guide.changeHistory.map((change, index) => (
                <li key={index}>
                  <time dateTime={change.at}>{formatDate(lang, change.at)}</time> : {change.note}
                </li>
              ))}
            </ul>
          </details>
        )}
        {sources.length > 0 && (
          <p className={styles.sourcesLink}>
            <a href={`${pathFor(lang, 'service', guide.slug)}sources/`}>
              {seenOnce ? format(t.sourcesSeen, { count: sources.length, date: formatDate(lang, seenOnce) }) : `${t.sources} (${sources.length})`}
            </a>
          </p>
        )}
      </footer>
    </article>
  )
}

/** A step's own time, fee and office, when the editor gave them (the same figures on SMS and USSD). */
function StepFacts({ step, lang, shown }: { step: GuideStep; lang: Locale; shown: Set<number> }) {
  const t = getDictionary(lang).guide
  if (step.feeAriary === null && !step.duration && !step.office) return null
  return (
    <dl className={styles.stepFacts}>
      {step.duration && (
        <div>
          <dt>{t.stepDuration}</dt>
          <dd>{formatDelay(step.duration, lang)}</dd>
        </div>
      )}
      {step.feeAriary !== null && (
        <div>
          <dt>{t.stepFee}</dt>
          <dd>{step.feeAriary === 0 ? t.stepFree : formatAriary(step.feeAriary)}</dd>
        </div>
      )}
      {step.office && (
        <div>
          <dt>{t.stepOffice}</dt>
          <dd>
            {shown.has(step.office.id) ? (
              <a href={`#office-${step.office.id}`}>{step.office.name}</a>
            ) : (
              <Office office={step.office} lang={lang} />
            )}
          </dd>
        </div>
      )}
    </dl>
  )
}

/** The cost's headline: « Gratuit », the main amount, or nothing (the sentence says it: the label is not repeated). */
function costHeadline(lang: Locale, guide: Guide): string | null {
  const t = getDictionary(lang).guide
  if (guide.cost.free) return guide.cost.othersPay ? t.freeForYou : t.free
  if (typeof guide.cost.amountAriary === 'number') return formatAriary(guide.cost.amountAriary)
  return null
}

/** The mark a part-level channel reads (`unconfirmed`) as the text beside the statement. */
function unsureOf(guide: Guide, path: 'cost' | 'processingTime' | 'whereToApply'): string | null {
  const found = guide.proofs[path]
  return found ? proofText(guide.lang, found) : guide.unconfirmed.includes(path) ? getDictionary(guide.lang).guide.unconfirmed[path] : null
}

type ProofProps = { lang: Locale; path: string; what: string | null; proofs: Guide['proofs']; sourcesPath: string }

/**
 * One statement's proof on the page: its « À confirmer » with why, and « Sources » linking to its
 * quotes (or to the list of statements without source). The link's name says which statement.
 */
function Proof({ lang, path, what, proofs, sourcesPath }: ProofProps) {
  const t = getDictionary(lang).guide
  const found = proofs[path]
  const sourced = found && found.supporting.length + found.contradicting.length > 0
  // Named « Sources » in the context of its statement (WCAG 2.4.4): a few bytes each, 20 to 35 on a
  // guide; styled by their address (ServiceGuide.module.css), without a class.
  const link = found ? <a href={`${sourcesPath}#${sourced ? statementAnchor(path) : 'sans-source'}`}>{t.proof.seeSources}</a> : null
  if (what) {
    return (
      <p className={styles.unconfirmed}>
        {format(t.unsure, { what })} {link}
      </p>
    )
  }
  return link ? <> {link}</> : null
}

/** "240 Ko", "1,2 Mo" (French and Malagasy write sizes alike). */
function fileSize(bytes: number | null | undefined): string {
  if (!bytes) return ''
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}\u00a0Ko`
  return `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))}\u00a0Mo`
}

/** Forms to download and useful images, with their alternative text in the page's language. */
function Downloads({ files, title, kinds }: { files: GuideFile[]; title: string; kinds: { pdf: string; image: string } }) {
  const media = files
  if (media.length === 0) return null
  return (
    <section aria-labelledby="downloads" className="reading">
      <h2 id="downloads">{title}</h2>
      <ul className={styles.downloads}>
        {media.map((file) => {
          const label = file.label
          const isImage = file.type?.startsWith('image/')
          const small = file.small
          const medium = file.medium
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
              <a href={file.url}>{isImage ? `${label}` : label}</a> <span className={styles.small}>({isImage ? kinds.image : kinds.pdf}, {fileSize(file.bytes)})</span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
