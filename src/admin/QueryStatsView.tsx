/**
 * /admin/questions: what citizens asked by SMS, USSD and on the site over the last 30 days — the
 * questions per day, the most asked words, the words that found nothing — per channel and
 * language. Anonymous counts only (no number, no address). Editors and administrators.
 */
import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { hasRole } from '@/access/roles'
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

export async function QueryStatsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const language = req.i18n.language === 'mg' ? 'mg' : 'fr'
  const t = adminTextsFor(language)
  const report = hasRole(req.user, 'admin', 'editor') ? await queryReport(req.payload) : { days: 30, channels: [] }
  const languageName = (lang: string) => (lang === 'mg' ? t.colMg : t.colFr)
  return (
    <AdminPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <h1>{t.questionsTitle}</h1>
      <p>{fill(t.questionsIntro, { days: report.days })}</p>
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
        </section>
      ))}
    </AdminPage>
  )
}
