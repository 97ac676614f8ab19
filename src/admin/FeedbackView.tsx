/**
 * /admin/avis: readers' answers to "Cette page vous a-t-elle été utile ?" per guide (counts, share
 * of "yes", latest comments), guides with the most "no" first. Editors and administrators.
 */
import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { AdminPage } from './AdminPage'

import { hasRole } from '@/access/roles'
import { feedbackSummary } from '@/editorial/feedbackSummary'

import { adminDate } from './dates'
import { adminTextsFor } from './texts'

export async function FeedbackView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const language = req.i18n.language
  const t = adminTextsFor(language)
  const rows = hasRole(req.user, 'admin', 'editor') ? await feedbackSummary(req.payload) : []
  return (
    <AdminPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
        <h1>{t.feedbackTitle}</h1>
        <p>{t.feedbackIntro}</p>
        {/* The answers themselves are out of the menu (one "Avis des lecteurs" entry: this page). */}
        <p>
          <a href="/admin/collections/page-feedback">{t.feedbackEach}</a>
        </p>
        {rows.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <table className="portal-status">
            <caption>{t.feedbackTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{t.colTitle}</th>
                <th scope="col">{t.yes}</th>
                <th scope="col">{t.no}</th>
                <th scope="col">{t.feedbackShare}</th>
                <th scope="col">{t.feedbackComments}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id ?? `deleted:${row.title}`}>
                  <th scope="row">
                    {row.id === null ? (
                      <>
                        {row.title} <em>({t.feedbackDeletedGuide})</em>
                      </>
                    ) : (
                      <a href={`/admin/collections/services/${row.id}`}>{row.title}</a>
                    )}
                  </th>
                  <td>{row.yes}</td>
                  <td>{row.no}</td>
                  <td>{Math.round((100 * row.yes) / Math.max(1, row.yes + row.no))} %</td>
                  <td>
                    {row.comments.length === 0 ? '—' : (
                      <ul>
                        {row.comments.map((c, i) => (
                          <li key={i}>
                            <strong>{c.helpful ? t.yes : t.no}</strong> ({c.lang === 'mg' ? t.colMg : t.colFr}, {adminDate(language, c.at)}) : <span lang={c.lang}>{c.text}</span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </AdminPage>
  )
}
