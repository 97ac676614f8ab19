/**
 * /admin/traductions: the per-language status of every guide and theme, filterable
 * (?filtre=problemes|manquant|ancien), each row linking to the editor in the language to work on.
 * Editors and administrators only.
 */
import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { AdminPage } from './AdminPage'

import { hasRole } from '@/access/roles'
import { editPath, translationStatus, type TranslationRow } from '@/editorial/translationStatus'

import { adminDate } from './dates'
import { adminTextsFor, fill } from './texts'

const FILTERS = ['tout', 'problemes', 'manquant', 'ancien'] as const
type Filter = (typeof FILTERS)[number]

function keep(filter: Filter, row: TranslationRow): boolean {
  if (filter === 'problemes') return row.problem !== null
  if (filter === 'manquant') return row.problem === 'missingMg' || row.problem === 'missingFr'
  if (filter === 'ancien') return row.problem === 'outdatedMg'
  return true
}

export async function TranslationStatusView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const language = req.i18n.language
  const t = adminTextsFor(language)
  const raw = typeof searchParams?.filtre === 'string' ? searchParams.filtre : 'problemes'
  const filter: Filter = (FILTERS as readonly string[]).includes(raw) ? (raw as Filter) : 'problemes'
  const allowed = hasRole(req.user, 'admin', 'editor')
  const rows = allowed ? (await translationStatus(req.payload)).filter((row) => keep(filter, row)) : []
  const labels: Record<Filter, string> = { tout: t.filterAll, problemes: t.filterProblems, manquant: t.filterMissing, ancien: t.filterOutdated }
  const languageCell = (row: TranslationRow, lang: 'fr' | 'mg') => {
    const state = row[lang]
    const label = lang === 'fr' ? t.colFr : t.colMg
    return (
      <td>
        {state.present ? adminDate(language, state.updatedAt) : <strong>{t.missing}</strong>}
        <br />
        <a href={editPath(row, lang)}>{fill(t.editIn, { language: label.toLowerCase() })}</a>
      </td>
    )
  }
  return (
    <AdminPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
        <h1>{t.statusTitle}</h1>
        <p>{t.statusIntro}</p>
        <nav aria-label={t.statusTitle} className="portal-filters">
          {FILTERS.map((name) => (
            <a key={name} href={`/admin/traductions?filtre=${name}`} aria-current={name === filter ? 'page' : undefined}>
              {labels[name]}
            </a>
          ))}
        </nav>
        <table className="portal-status">
          <caption>
            {labels[filter]} — {rows.length}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t.colTitle}</th>
              <th scope="col">{t.colKind}</th>
              <th scope="col">{t.colPublished}</th>
              <th scope="col">{t.colFr}</th>
              <th scope="col">{t.colMg}</th>
              <th scope="col">{t.colState}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.collection}-${row.id}`} data-problem={row.problem ?? 'none'}>
                <th scope="row">{row.title}</th>
                <td>{row.collection === 'services' ? t.kindServices : row.collection === 'globals' ? t.kindPage : row.collection === 'journeys' ? t.kindJourneys : row.collection === 'flows' ? t.kindFlows : t.kindCategories}</td>
                <td>{row.published ? t.yes : t.no}</td>
                {languageCell(row, 'fr')}
                {languageCell(row, 'mg')}
                <td>{row.problem ? <strong>{t[row.problem]}</strong> : t.upToDate}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </AdminPage>
  )
}
