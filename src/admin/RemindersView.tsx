/**
 * /admin/rappels: what deadline reminders did, per event and month (issue 42) — people reminded,
 * SMS sent, delivered, failed, stopped, passed, in doubt — and the CSV for the ministry. Counts
 * only. Editors and administrators.
 */
import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { hasRole } from '@/access/roles'
import { REPORT_OUTCOMES, remindersReport } from '@/reminders/report'

import { AdminPage } from './AdminPage'
import { remindersAdminTextsFor } from './remindersTexts'

export async function RemindersView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const t = remindersAdminTextsFor(req.i18n.language)
  if (!hasRole(req.user, 'admin', 'editor')) {
    return (
      <AdminPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
        <h1>{t.title}</h1>
        <p>{t.forbidden}</p>
      </AdminPage>
    )
  }
  const report = await remindersReport(req.payload, req.i18n.language === 'mg' ? 'mg' : 'fr')
  return (
    <AdminPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <p>
        <a href="/admin/collections/reminder-events">{t.edit}</a> · <a href="/api/reminder-export">{t.export}</a>
      </p>
      {report.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <table className="portal-status">
          <thead>
            <tr>
              <th scope="col">{t.event}</th>
              <th scope="col">{t.keywords}</th>
              <th scope="col">{t.status}</th>
              <th scope="col">{t.waiting}</th>
              {REPORT_OUTCOMES.map((o) => (
                <th scope="col" key={o}>
                  {t[o]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.map((e) => (
              <tr key={e.id}>
                <th scope="row">
                  <a href={`/admin/collections/reminder-events/${e.id}`}>{e.title}</a>
                </th>
                <td>{e.keywords}</td>
                <td>{e.published ? t.published : t.draft}</td>
                <td>{e.waiting}</td>
                {REPORT_OUTCOMES.map((o) => (
                  <td key={o}>{e.totals[o]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {report.some((e) => e.months.length > 0) && (
        <>
          <h2>{t.months}</h2>
          <table className="portal-status">
            <thead>
              <tr>
                <th scope="col">{t.event}</th>
                <th scope="col">{t.month}</th>
                {REPORT_OUTCOMES.map((o) => (
                  <th scope="col" key={o}>
                    {t[o]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.flatMap((e) =>
                e.months.map((m) => (
                  <tr key={`${e.id}-${m.month}`}>
                    <th scope="row">{e.title}</th>
                    <td>{m.month}</td>
                    {REPORT_OUTCOMES.map((o) => (
                      <td key={o}>{m.counts[o]}</td>
                    ))}
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </>
      )}
    </AdminPage>
  )
}
