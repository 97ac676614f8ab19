/**
 * The dashboard's worklist (admin.components.beforeDashboard): what needs this person's
 * attention, by role (src/editorial/worklist.ts). A server component: no client code.
 *
 * What is this person's own or new comes first (messages, drafts, schedules, translations,
 * reviews due, broken links); the long lists the seeded content brings with it — facts to check
 * again, Malagasy to reread, guides « à vérifier », dozens each — follow, folded under one line
 * with their counts (issue 39: they buried the rest).
 */
import type { Payload } from 'payload'
import React from 'react'

import { editPath } from '@/editorial/translationStatus'
import { worklistFor, type WorkItem } from '@/editorial/worklist'

import { sourcedPartLabels } from '@/fields/sources'

import { adminDate } from './dates'
import { adminTextsFor, fill, labelIn, messageKindLabels, moreLink, shortText, type AdminTexts } from './texts'

type Props = { payload: Payload; user?: { id: number | string; roles?: readonly string[] | null } | null; i18n?: { language?: string } }

function Section({ title, total, items, href, t, render }: { title: string; total: number; items: WorkItem[]; href: string; t: AdminTexts; render?: (item: WorkItem) => React.ReactNode }) {
  const id = `wl-${href.replace(/\W+/g, '-')}`
  const more = moreLink(total, items.length, t)
  return (
    <section className="portal-worklist__section" aria-labelledby={id}>
      <h3 id={id}>
        {title} <span className="portal-worklist__count">{total}</span>
      </h3>
      {items.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul>
          {items.map((item) => {
            const detail = render?.(item)
            return (
              <li key={`${item.collection}-${item.id}`}>
                <a href={`/admin/collections/${item.collection}/${item.id}`}>{item.title || `#${item.id}`}</a>
                {typeof detail === 'string' ? <span className="portal-worklist__detail"> — {detail}</span> : detail ? <div className="portal-worklist__detail">{detail}</div> : null}
              </li>
            )
          })}
        </ul>
      )}
      {more ? <a href={href}>{more}</a> : null}
    </section>
  )
}

/**
 * A review note for the card: cut at a word, with "…"; when cut, the whole note one click away
 * (a details element) and on hover (its title).
 */

export async function Worklist({ payload, user, i18n }: Props) {
  if (!user) return null
  const language = i18n?.language
  const t = adminTextsFor(language)
  const list = await worklistFor(payload, user)
  const date = (item: WorkItem) => (item.detail ? adminDate(language, item.detail) : undefined)
  const message = (item: WorkItem) => [item.kind ? labelIn(messageKindLabels, item.kind, language) : '', item.detail ? adminDate(language, item.detail) : ''].filter(Boolean).join(', ')
  const backlog = (list.reverify?.total ?? 0) + (list.nativeReview?.total ?? 0)
  return (
    <div className="portal-worklist">
      <h2>{t.worklistTitle}</h2>
      <div className="portal-worklist__grid">
        {list.messages ? <Section title={t.messages} total={list.messages.total} items={list.messages.items} href="/admin/collections/messages?where[status][equals]=received&sort=-createdAt" t={t} render={message} /> : null}
        {list.drafts ? <Section title={t.drafts} total={list.drafts.total} items={list.drafts.items} href={`/admin/collections/services?where[lastModifiedBy][equals]=${user.id}&where[_status][equals]=draft`} t={t} /> : null}
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
                  <span className="portal-worklist__detail"> — {item.failed ? t.scheduledFailed : fill(item.kind === 'unpublish' ? t.scheduledUnpublish : t.scheduledPublish, { date: adminDate(language, item.at) })}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {list.scheduledDone && list.scheduledDone.total > 0 ? (
          <section className="portal-worklist__section" aria-labelledby="wl-scheduled-done">
            <h3 id="wl-scheduled-done">
              {t.scheduledDone} <span className="portal-worklist__count">{list.scheduledDone.total}</span>
            </h3>
            <ul>
              {list.scheduledDone.items.map((item) => (
                <li key={`${item.collection}-${item.id}-${item.at}`}>
                  <a href={`/admin/collections/${item.collection}/${item.id}`}>{item.title}</a>
                  <span className="portal-worklist__detail"> — {fill(item.kind === 'unpublish' ? t.scheduledDoneUnpublish : t.scheduledDonePublish, { date: adminDate(language, item.at) })}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {list.unconfirmed ? (
          <Section
            title={fill(t.unconfirmedTitle, { count: list.unconfirmed.statements })}
            total={list.unconfirmed.total}
            items={list.unconfirmed.items}
            href="/admin/collections/services"
            t={t}
            render={(item) => {
              const found = list.unconfirmed!.items.find((i) => i.id === item.id)
              return found ? fill(t.unconfirmedDetail, { count: found.unconfirmed, total: found.statements, views: found.views }) : ''
            }}
          />
        ) : null}
        {list.reviewsDue ? <Section title={t.reviewsDue} total={list.reviewsDue.total} items={list.reviewsDue.items} href="/admin/collections/services?sort=review.dueAt" t={t} render={date} /> : null}
        {list.brokenLinks ? (
          <section className="portal-worklist__section" aria-labelledby="wl-links">
            <h3 id="wl-links">
              {t.brokenLinks} <span className="portal-worklist__count">{list.brokenLinks.total}</span>
            </h3>
            <p>{list.brokenLinks.checkedAt ? fill(t.brokenLinksSummary, { count: list.brokenLinks.total, date: adminDate(language, list.brokenLinks.checkedAt) }) : t.brokenLinksNever}</p>
            {list.brokenLinks.checkedAt ? <a href="/admin/globals/link-report">{t.brokenLinksSee}</a> : null}
          </section>
        ) : null}
      </div>
      {backlog > 0 ? (
        <details className="portal-worklist__backlog">
          <summary>
            {t.backlogTitle} <span className="portal-worklist__count">{backlog}</span>
          </summary>
          <p>{t.backlogIntro}</p>
          <div className="portal-worklist__grid">
            {list.reverify ? (
              <Section
                title={t.reverify}
                total={list.reverify.total}
                items={list.reverify.items}
                href="/admin/collections/services"
                t={t}
                render={(item) => {
                  const parts = list.reverify!.items.find((i) => i.id === item.id)?.parts ?? []
                  const newest = parts.reduce((a, p) => (p.newest > a ? p.newest : a), '')
                  return fill(t.reverifyDetail, { parts: parts.map((p) => labelIn(sourcedPartLabels, p.part, language)).join(', '), date: adminDate(language, newest) })
                }}
              />
            ) : null}
            {list.nativeReview ? <Section title={t.nativeReview} total={list.nativeReview.total} items={list.nativeReview.items} href="/admin/collections/services?where[mgNativeReviewed][not_equals]=true&locale=mg" t={t} /> : null}
          </div>
        </details>
      ) : null}
    </div>
  )
}
