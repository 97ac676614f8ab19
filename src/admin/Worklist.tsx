/**
 * The dashboard's worklist (admin.components.beforeDashboard): what needs this person's
 * attention, by role (src/editorial/worklist.ts). A server component: no client code.
 */
import type { Payload } from 'payload'
import React from 'react'

import { editPath } from '@/editorial/translationStatus'
import { worklistFor, type WorkItem } from '@/editorial/worklist'

import { adminDate, adminTextsFor, fill, type AdminTexts } from './texts'

type Props = { payload: Payload; user?: { id: number | string; roles?: readonly string[] | null } | null; i18n?: { language?: string } }

function Section({ title, total, items, href, t, language, render }: { title: string; total: number; items: WorkItem[]; href: string; t: AdminTexts; language?: string; render?: (item: WorkItem) => string | undefined }) {
  return (
    <section className="portal-worklist__section" aria-labelledby={`wl-${href.replace(/\W+/g, '-')}`}>
      <h3 id={`wl-${href.replace(/\W+/g, '-')}`}>
        {title} <span className="portal-worklist__count">{total}</span>
      </h3>
      {items.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={`${item.collection}-${item.id}`}>
              <a href={`/admin/collections/${item.collection}/${item.id}`}>{item.title}</a>
              {render?.(item) ? <span className="portal-worklist__detail"> — {render(item)}</span> : null}
            </li>
          ))}
        </ul>
      )}
      {total > items.length ? <a href={href}>{fill(t.seeAll, { total })}</a> : null}
    </section>
  )
}

export async function Worklist({ payload, user, i18n }: Props) {
  if (!user) return null
  const language = i18n?.language
  const t = adminTextsFor(language)
  const list = await worklistFor(payload, user)
  const date = (item: WorkItem) => (item.detail ? adminDate(language, item.detail, t) : undefined)
  return (
    <div className="portal-worklist">
      <h2>{t.worklistTitle}</h2>
      <div className="portal-worklist__grid">
        {list.messages ? <Section title={t.messages} total={list.messages.total} items={list.messages.items} href="/admin/collections/messages?where[status][equals]=received" t={t} language={language} render={date} /> : null}
        {list.drafts ? <Section title={t.drafts} total={list.drafts.total} items={list.drafts.items} href={`/admin/collections/services?where[lastModifiedBy][equals]=${user.id}&where[_status][equals]=draft`} t={t} language={language} /> : null}
        {list.translations ? (
          <section className="portal-worklist__section" aria-labelledby="wl-translations">
            <h3 id="wl-translations">
              {t.translations} <span className="portal-worklist__count">{list.translations.total}</span>
            </h3>
            <p>{fill(t.translationsSummary, { missing: list.translations.missing, outdated: list.translations.outdated })}</p>
            {list.translations.items.length === 0 ? (
              <p>{t.none}</p>
            ) : (
              <ul>
                {list.translations.items.map((row) => (
                  <li key={`${row.collection}-${row.id}`}>
                    <a href={editPath(row, row.problem === 'missingFr' ? 'fr' : 'mg')}>{row.title}</a>
                    <span className="portal-worklist__detail"> — {row.problem ? t[row.problem] : ''}</span>
                  </li>
                ))}
              </ul>
            )}
            <a href="/admin/traductions">{t.statusTitle}</a>
          </section>
        ) : null}
        {list.scheduled && list.scheduled.total > 0 ? (
          <section className="portal-worklist__section" aria-labelledby="wl-scheduled">
            <h3 id="wl-scheduled">
              {t.scheduled} <span className="portal-worklist__count">{list.scheduled.total}</span>
            </h3>
            <ul>
              {list.scheduled.items.map((item) => (
                <li key={`${item.collection}-${item.id}-${item.at}`}>
                  <a href={`/admin/collections/${item.collection}/${item.id}`}>{item.title}</a>
                  <span className="portal-worklist__detail">
                    {' '}— {item.failed ? t.scheduledFailed : fill(item.kind === 'unpublish' ? t.scheduledUnpublish : t.scheduledPublish, { date: adminDate(language, item.at, t) })}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {list.brokenLinks ? (
          <section className="portal-worklist__section" aria-labelledby="wl-links">
            <h3 id="wl-links">
              {t.brokenLinks} <span className="portal-worklist__count">{list.brokenLinks.total}</span>
            </h3>
            <p>{list.brokenLinks.checkedAt ? fill(t.brokenLinksSummary, { count: list.brokenLinks.total, date: adminDate(language, list.brokenLinks.checkedAt, t) }) : t.brokenLinksNever}</p>
            {list.brokenLinks.checkedAt ? <a href="/admin/globals/link-report">{t.brokenLinksSee}</a> : null}
          </section>
        ) : null}
        {list.reviewsDue ? <Section title={t.reviewsDue} total={list.reviewsDue.total} items={list.reviewsDue.items} href="/admin/collections/services?sort=review.dueAt" t={t} language={language} render={date} /> : null}
        {list.toVerify ? <Section title={t.toVerify} total={list.toVerify.total} items={list.toVerify.items} href="/admin/collections/services?where[review.status][equals]=toVerify" t={t} language={language} render={(item) => item.detail} /> : null}
      </div>
    </div>
  )
}
