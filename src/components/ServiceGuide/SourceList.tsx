/**
 * The sources of a guide with their dates, official ones first (the guide's sources page), each with
 * the statements it confirms or says otherwise about, in its own words (issue 40); then the
 * statements no source confirms yet. Each statement of the guide links here (`#st-steps-2`).
 */
import { format, formatDate, getDictionary, type Locale } from '@/i18n'
import { statementAnchor, type Proofs } from '@/model/certainty'
import type { Guide, GuideReference, GuideSource } from '@/model/guide'
import { proofText, statementLabel } from '@/model/statements'

import { proofCountText, verifiedText } from './proofTexts'
import styles from './SourceList.module.css'

export { proofCountText, verifiedText }

const KIND_ORDER = { official: 0, office: 0, press: 1, secondary: 2 } as const


/** A source's own date: "24 mars 2023" for a day, "09/2018" for a month, "2018" for a year. */
function publishedDate(lang: Locale, value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(lang, value) : value.split('-').reverse().join('/')
}

type Props = { lang: Locale; sources: GuideSource[]; references?: GuideReference[]; proofs?: Proofs }

export function SourceList({ lang, sources, references = [], proofs = {} }: Props) {
  const t = getDictionary(lang).guide
  const sorted = [...sources].sort((a, b) => KIND_ORDER[a.kind ?? 'secondary'] - KIND_ORDER[b.kind ?? 'secondary'])
  // The first reference of each statement, in the order shown, carries the statement's anchor.
  const anchored = new Set<string>()
  const anchorOf = (path: string) => (anchored.has(path) ? undefined : (anchored.add(path), statementAnchor(path)))
  const order = Object.keys(proofs)
  const refsOf = (source: GuideSource, relation: GuideReference['relation']) =>
    references.filter((r) => r.source === source.key && r.relation === relation && proofs[r.statement]).sort((a, b) => order.indexOf(a.statement) - order.indexOf(b.statement))
  const quotes = (list: GuideReference[]) => (
    <ul className={styles.quotes}>
      {list.map((ref, index) => (
        <li key={index} id={anchorOf(ref.statement)}>
          <strong>{statementLabel(ref.statement, lang)}</strong>
          {proofs[ref.statement]?.status !== 'certain' ? ` (${t.unsureLabel.toLowerCase()})` : ''} : <q lang={quoteLang(ref.quote)}>{ref.quote}</q>
          {ref.where ? ` — ${format(t.proof.where, { where: ref.where })}` : ''}
        </li>
      ))}
    </ul>
  )
  return (
    <ul className={styles.sourceList}>
      {sorted.map((source, index) => {
        const supports = refsOf(source, 'supports')
        const contradicts = refsOf(source, 'contradicts')
        return (
          <li key={index} id={source.key ? `src-${source.key}` : undefined}>
            {source.url ? (
              <a href={source.url} rel="noopener nofollow">
                {source.title}
              </a>
            ) : (
              source.title
            )}
            {' – '}
            {[source.publisher, source.published ? publishedDate(lang, source.published) : null, source.kind ? t.sourceKind[source.kind] : null].filter(Boolean).join(', ')}
            {source.kind === 'office' && source.confirmedBy
              ? `. ${capitalise(format(t.proof.officeConfirmed, { who: source.confirmedBy, how: t.proof.how[source.confirmedHow as keyof typeof t.proof.how] ?? '', date: source.seen ? formatDate(lang, source.seen) : '' }))}.`
              : source.seen
                ? `. ${capitalise(format(t.sourceSeen, { date: formatDate(lang, source.seen) }))}.`
                : ''}
            {supports.length > 0 && (
              <>
                <p className={styles.quotesTitle}>{t.proof.supportsTitle}</p>
                {quotes(supports)}
              </>
            )}
            {contradicts.length > 0 && (
              <>
                <p className={styles.quotesTitle}>{t.proof.contradictsTitle}</p>
                {quotes(contradicts)}
              </>
            )}
          </li>
        )
      })}
    </ul>
  )
}

/** The statements no source supports or contradicts, with what the guide shows beside them. */
export function UnsourcedList({ guide }: { guide: Guide }) {
  const t = getDictionary(guide.lang).guide
  const unsourced = Object.values(guide.proofs).filter((p) => p.supporting.length + p.contradicting.length === 0)
  if (unsourced.length === 0) return null
  return (
    <section aria-labelledby="sans-source" className={styles.unsourced}>
      <h2 id="sans-source" tabIndex={-1}>
        {t.proof.unsourcedTitle} ({unsourced.length})
      </h2>
      <p>{t.proof.unsourcedIntro}</p>
      <ul>
        {unsourced.map((p) => (
          <li key={p.path}>
            <strong>{statementLabel(p.path, guide.lang)}</strong> : {proofText(guide.lang, p)}
          </li>
        ))}
      </ul>
    </section>
  )
}


/** Quotes keep the source's language: Malagasy words mark a Malagasy quote, else French. */
function quoteLang(quote: string): 'fr' | 'mg' {
  return /\b(ny|sy|amin|ary|dia|tsy|ho|izay|fa|na)\b/i.test(quote) && !/\b(le|la|les|des|du|et|est|une?)\b/i.test(quote) ? 'mg' : 'fr'
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
