/**
 * /admin/questions: what citizens asked by SMS, USSD and on the site over the last 30 days — the
 * questions per day, the most asked words, the words that found nothing — per channel and
 * language. Anonymous counts of the words the portal knows only, `…` for any other (no name, no
 * number, no address: src/analytics/anonymousTerm.ts). Editors and administrators.
 */
import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { hasRole } from '@/access/roles'
import { UNKNOWN_WORDS } from '@/analytics/anonymousTerm'
import { queryReport } from '@/editorial/queryReport'

import { AdminPage } from './AdminPage'
import { adminDay } from './dates'
import { adminTextsFor, fill } from './texts'

const CHANNELS: Record<string, { fr: string; mg: string }> = {
  sms: { fr: 'SMS', mg: 'SMS' },
  ussd: { fr: 'USSD', mg: 'USSD' },
  web: { fr: 'Recherche du site', mg: 'Fikarohana ao amin’ny tranonkala' },
  suggestions: { fr: 'Suggestions de recherche', mg: 'Soso-kevitra fikarohana' },
}

type Target = { value: string; title: string }

/** The guides and journeys one can add words to, in a language, by title. */
export async function targetsIn(payload: AdminViewServerProps['initPageResult']['req']['payload'], lang: 'fr' | 'mg'): Promise<Target[]> {
  const common = { locale: lang, fallbackLocale: false, depth: 0, limit: 1000, pagination: false, overrideAccess: true, draft: true, select: { title: true } } as const
  const [services, journeys] = await Promise.all([payload.find({ ...common, collection: 'services' }), payload.find({ ...common, collection: 'journeys' })])
  return [
    ...services.docs.map((d) => ({ value: `services:${d.id}`, title: d.title ?? '' })),
    ...journeys.docs.map((d) => ({ value: `journeys:${d.id}`, title: d.title ?? '' })),
  ]
    .filter((t) => t.title)
    .sort((a, b) => a.title.localeCompare(b.title, lang))
}

const OUTCOMES = ['published', 'draft', 'already', 'forbidden', 'notFound', 'invalid', 'full'] as const

/** The expressions one may add: a term's known words, between the `…` that stand for words not kept (issue 38). */
function wordsToAdd(terms: string[]): string[] {
  return [...new Set(terms.flatMap((term) => term.split(UNKNOWN_WORDS).map((part) => part.trim())))].filter((part) => part !== '' && part !== '-')
}

export async function QueryStatsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const language = req.i18n.language === 'mg' ? 'mg' : 'fr'
  const t = adminTextsFor(language)
  const editor = hasRole(req.user, 'admin', 'editor')
  const report = editor ? await queryReport(req.payload) : { days: 30, channels: [] }
  const targets = editor ? { fr: await targetsIn(req.payload, 'fr'), mg: await targetsIn(req.payload, 'mg') } : { fr: [], mg: [] }
  const languageName = (lang: string) => (lang === 'mg' ? t.colMg : t.colFr)
  const query = (searchParams ?? {}) as Record<string, string | string[] | undefined>
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''
  const outcome = OUTCOMES.find((o) => o === one(query.ajout))
  const outcomeText = outcome
    ? fill(t[`questionsAdded${outcome[0]!.toUpperCase()}${outcome.slice(1)}` as 'questionsAddedPublished'], { term: one(query.mot).slice(0, 60), page: one(query.page).slice(0, 120) })
    : null
  return (
    <AdminPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <h1>{t.questionsTitle}</h1>
      <p>{fill(t.questionsIntro, { days: report.days })}</p>
      {outcomeText && (
        <p role="status" className="portal-flash">
          {outcomeText}
        </p>
      )}
      {report.channels.length === 0 && <p>{t.none}</p>}
      {report.channels.map((group) => (
        <section key={`${group.channel}-${group.lang}`} aria-labelledby={`q-${group.channel}-${group.lang}`}>
          <h2 id={`q-${group.channel}-${group.lang}`}>
            {CHANNELS[group.channel]?.[language] ?? group.channel} · {languageName(group.lang)}
          </h2>
          <table className="portal-status">
            <caption>{t.questionsPerDay}</caption>
            <thead>
              <tr>
                <th scope="col">{t.questionsDay}</th>
                <th scope="col">{t.questionsCount}</th>
                <th scope="col">{t.questionsUnanswered}</th>
              </tr>
            </thead>
            <tbody>
              {group.perDay.slice(0, 14).map((day) => (
                <tr key={day.day}>
                  <th scope="row">{adminDay(language, day.day)}</th>
                  <td>{day.questions}</td>
                  <td>{day.unanswered}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3>{t.questionsTop}</h3>
          {group.top.length === 0 ? <p>{t.none}</p> : <ol>{group.top.map((w) => <li key={w.term}><span lang={group.lang}>{w.term}</span> ({w.count})</li>)}</ol>}
          <h3>{t.questionsNone}</h3>
          {group.unanswered.length === 0 ? <p>{t.none}</p> : <ol>{group.unanswered.map((w) => <li key={w.term}><span lang={group.lang}>{w.term}</span> ({w.count})</li>)}</ol>}
          {group.channel === 'web' && (
            <>
              <h3>{t.questionsUnopened}</h3>
              <p>{t.questionsUnopenedHelp}</p>
              {group.unopened.length === 0 ? <p>{t.none}</p> : <ol>{group.unopened.map((w) => <li key={w.term}><span lang={group.lang}>{w.term}</span> ({w.count})</li>)}</ol>}
            </>
          )}
          {editor && <AddWordsForm id={`${group.channel}-${group.lang}`} lang={group.lang === 'mg' ? 'mg' : 'fr'} terms={wordsToAdd([...group.unanswered, ...group.unopened, ...group.top].map((w) => w.term))} targets={targets[group.lang === 'mg' ? 'mg' : 'fr']} t={t} />}
        </section>
      ))}
    </AdminPage>
  )
}

/**
 * The one-click path (issue 24): a word citizens used, the page that answers it, "Add". A plain
 * form (no script): the endpoint adds it to the page's "Mots des citoyens" and comes back here.
 */
export function AddWordsForm({ id, lang, terms, targets, t, back }: { id: string; lang: 'fr' | 'mg'; terms: string[]; targets: Target[]; t: ReturnType<typeof adminTextsFor>; back?: string }) {
  if (terms.length === 0 || targets.length === 0) return null
  return (
    <form method="post" action="/api/citizen-words" className="portal-add-words">
      <fieldset>
        <legend>{t.questionsAddLabel}</legend>
        <input type="hidden" name="lang" value={lang} />
        {back && <input type="hidden" name="back" value={back} />}
        <label htmlFor={`term-${id}`}>{t.questionsAddWord}</label>{' '}
        <select id={`term-${id}`} name="term" lang={lang}>
          {terms.map((term) => (
            <option key={term} value={term}>
              {term}
            </option>
          ))}
        </select>{' '}
        <label htmlFor={`target-${id}`}>{t.questionsAddTarget}</label>{' '}
        <select id={`target-${id}`} name="target" required defaultValue="">
          <option value="" disabled>
            {t.questionsAddChoose}
          </option>
          {targets.map((target) => (
            <option key={target.value} value={target.value} lang={lang}>
              {target.title}
            </option>
          ))}
        </select>{' '}
        <button type="submit" className="btn btn--style-secondary btn--size-small">
          {t.questionsAddButton}
        </button>
        <p>
          <a href="/admin/collections/search-synonyms/create">{t.questionsSynonyms}</a>
        </p>
      </fieldset>
    </form>
  )
}
