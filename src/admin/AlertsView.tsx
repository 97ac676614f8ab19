/**
 * /admin/alertes: sending the emergency notice by SMS to the subscribers of chosen regions, and
 * what became of each alert sent. Plain forms, no script: choose regions → « Compter » (a GET: the
 * count and the SMS exactly as phones will show it) → « Envoyer à N abonnés » (a POST that goes
 * ahead only if N is still the count, src/alerts/send.ts). Counts only, never a number.
 * Administrators only (issue 39: the menu no longer offers it to editors, who cannot send).
 */
import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { hasRole } from '@/access/roles'
import { EXPORT_REASON_MAX, EXPORT_REASON_MIN } from '@/alerts/export'
import { alertSms } from '@/alerts/compose'
import { ALL_REGIONS, regionTopic } from '@/alerts/regions'
import { audiences, channelsOn, noticeForAlerts, validRegions } from '@/alerts/send'
import { audienceByTopic, deliveryCounts, type DeliveryStatus } from '@/alerts/store'
import { settingsGroup } from '@/fields/groups'
import { EmergencyNotice } from '@/globals/EmergencyNotice'
import { gsm7Length, smsParts } from '@/gsm'

import { AdminPage } from './AdminPage'
import { AlertGatewayStatus } from './AlertGatewayStatus'
import { adminTextsFor, fill, labelIn, roleLabels } from './texts'

const COLUMNS: { status: DeliveryStatus | 'queued+sending'; key: 'alertsQueued' | 'alertsSentCol' | 'alertsDelivered' | 'alertsFailed' | 'alertsInterrupted' }[] = [
  { status: 'queued+sending', key: 'alertsQueued' },
  { status: 'sent', key: 'alertsSentCol' },
  { status: 'delivered', key: 'alertsDelivered' },
  { status: 'failed', key: 'alertsFailed' },
  { status: 'interrupted', key: 'alertsInterrupted' },
]

/** The column headers of the delivery states. */
function StatusHeaders({ t }: { t: ReturnType<typeof adminTextsFor> }) {
  return (
    <>
      {COLUMNS.map((c) => (
        <th scope="col" key={c.key}>
          {t[c.key]}
        </th>
      ))}
    </>
  )
}

export async function AlertsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const { payload } = req
  const language = req.i18n.language === 'mg' ? 'mg' : 'fr'
  const t = adminTextsFor(language)
  if (!hasRole(req.user, 'admin')) {
    const yours = ((req.user as { roles?: string[] } | null)?.roles ?? []).map((role) => labelIn(roleLabels, role, language)).join(', ') || '—'
    return (
      <AdminPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
        <h1>{t.deniedTitle}</h1>
        <p>{fill(t.deniedBody, { section: t.alertsTitle, roles: labelIn(roleLabels, 'admin', language), yours })}</p>
        <p>{t.deniedHelp}</p>
        <p>
          <a href="/admin">{t.deniedBack}</a>
        </p>
      </AdminPage>
    )
  }
  const query = (searchParams ?? {}) as Record<string, string | string[] | undefined>
  const list = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value ? [value] : [])
  const one = (value: string | string[] | undefined) => list(value)[0] ?? ''
  const asked = list(query.regions).slice(0, 30)

  const channels = channelsOn()
  const configured = channels.length > 0
  const notice = await noticeForAlerts(payload)
  const { docs: regionDocs } = await payload.find({ collection: 'regions', depth: 0, limit: 100, pagination: false, overrideAccess: true, sort: 'name' })
  const nameOf = (key: string) => (key === ALL_REGIONS ? t.alertsAll : (regionDocs.find((r) => r.key === key)?.name ?? key))
  const byTopic = { sms: await audienceByTopic(payload, 'sms'), email: await audienceByTopic(payload, 'email') }
  const chosen = asked.length ? await validRegions(payload, asked) : null
  const reach = chosen ? await audiences(payload, channels, chosen) : null
  const count = reach ? reach.sms + reach.email : null
  const { docs: alerts } = await payload.find({ collection: 'alerts', depth: 0, limit: 20, sort: '-createdAt', overrideAccess: true })
  const counts = await deliveryCounts(payload, alerts.map((a) => a.id))

  // The notice named as the menu names it, with its group (the global's own label).
  const noticeName = (EmergencyNotice.label as { fr: string; mg: string })[language]
  const outcome = one(query.envoi)
  const outcomeText: Record<string, string> = {
    ok: fill(t.alertsOk, { count: one(query.nombre) }),
    forbidden: t.alertsForbidden,
    noNotice: fill(t.alertsErrNoNotice, { notice: noticeName }),
    noRegion: t.alertsErrNoRegion,
    empty: t.alertsErrEmpty,
    countChanged: fill(t.alertsErrChanged, { count: one(query.nombre) }),
  }
  const date = (iso: string) => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Indian/Antananarivo' }).format(new Date(iso))
  const sum = (alertId: number, status: string, topic?: string) =>
    counts.filter((c) => c.alertId === alertId && (status === 'queued+sending' ? c.status === 'queued' || c.status === 'sending' : c.status === status) && (topic === undefined || c.topic === topic)).reduce((n, c) => n + c.n, 0)

  return (
    <AdminPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <div className="portal-alerts">
        <h1>{t.alertsTitle}</h1>
        <p>{t.alertsIntro}</p>
        {outcome && outcomeText[outcome] && (
          <p role="status" className="portal-flash">
            {outcomeText[outcome]}
          </p>
        )}
        {!configured && <p className="portal-flash">{t.alertsOff}</p>}
        {configured && !channels.includes('sms') && <p className="portal-flash">{t.alertsSmsOff}</p>}
        {configured && !channels.includes('email') && <p className="portal-flash">{t.alertsMailOff}</p>}
        <AlertGatewayStatus payload={payload} language={language} />
        {one(query.export) === 'reason' && (
          <p role="alert" className="portal-flash">
            {fill(t.alertsExportErrReason, { min: EXPORT_REASON_MIN, max: EXPORT_REASON_MAX })}
          </p>
        )}

        <h2>{fill(t.alertsNotice, { notice: noticeName })}</h2>
        {notice ? (
          <dl>
            {(['fr', 'mg'] as const).map((lang) => {
              const text = alertSms(notice[lang], lang)
              return (
                <React.Fragment key={lang}>
                  <dt>{lang === 'fr' ? t.alertsSmsFr : t.alertsSmsMg}</dt>
                  <dd>
                    <p lang={lang} className="portal-sms-text">
                      {text}
                    </p>
                    <p>{fill(t.alertsChars, { count: gsm7Length(text), parts: smsParts(text).length })}</p>
                  </dd>
                </React.Fragment>
              )
            })}
          </dl>
        ) : (
          <p>
            {fill(t.alertsNoNotice, { notice: noticeName, group: settingsGroup[language] })} <a href="/admin/globals/emergency-notice">{noticeName}</a>
          </p>
        )}

        {notice && configured && (
          <form method="get" action="/admin/alertes">
            <fieldset>
              <legend>{t.alertsChoose}</legend>
              <div className="portal-alerts__regions">
                {[{ key: ALL_REGIONS, name: t.alertsAll }, ...regionDocs].map((r) => (
                  <label key={r.key}>
                    <input type="checkbox" name="regions" value={r.key} defaultChecked={asked.includes(r.key)} /> {r.name}
                  </label>
                ))}
              </div>
              <button type="submit" className="btn btn--style-secondary btn--size-small">
                {t.alertsCount}
              </button>
            </fieldset>
          </form>
        )}

        {notice && configured && chosen && count !== null && (
          <section aria-labelledby="alerts-confirm">
            <h2 id="alerts-confirm">{chosen === 'all' ? t.alertsAll : chosen.map(nameOf).join(', ')}</h2>
            {count === 0 ? (
              <p>{t.alertsNoAudience}</p>
            ) : (
              <>
                {channels.includes('sms') && <p>{fill(t.alertsAudience, { count: reach!.sms })}</p>}
                {channels.includes('email') && <p>{fill(t.alertsAudienceMail, { count: reach!.email })}</p>}
                {channels.includes('sms') && <p>{t.alertsCost}</p>}
                <form method="post" action="/api/alert-send">
                  {(chosen === 'all' ? [ALL_REGIONS] : chosen).map((key) => (
                    <input key={key} type="hidden" name="regions" value={key} />
                  ))}
                  {channels
                    .filter((c) => reach![c] > 0)
                    .map((c) => (
                      <input key={c} type="hidden" name="channels" value={c} />
                    ))}
                  <input type="hidden" name="expected" value={count} />
                  <button type="submit" className="btn btn--style-primary">
                    {fill(t.alertsConfirm, { count })}
                  </button>
                </form>
              </>
            )}
          </section>
        )}

        <h2>{t.alertsSubscribers}</h2>
        <table className="portal-status">
          <thead>
            <tr>
              <th scope="col">{t.alertsRegion}</th>
              <th scope="col">{t.alertsNumber}</th>
              <th scope="col">{t.alertsMailNumber}</th>
            </tr>
          </thead>
          <tbody>
            {[{ key: ALL_REGIONS, name: t.alertsAll }, ...regionDocs].map((r) => (
              <tr key={r.key}>
                <th scope="row">{r.name}</th>
                <td>{byTopic.sms[regionTopic(r.key)] ?? 0}</td>
                <td>{byTopic.email[regionTopic(r.key)] ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <h2>{t.alertsSent}</h2>
        {alerts.length === 0 ? (
          <p>{t.alertsNone}</p>
        ) : (
          <>
            <table className="portal-status" data-alerts>
              <thead>
                <tr>
                  <th scope="col">{t.alertsWhen}</th>
                  <th scope="col">{t.alertsRegion}</th>
                  <th scope="col">{t.alertsNumber}</th>
                  <StatusHeaders t={t} />
                </tr>
              </thead>
              <tbody>
                {alerts.map((alert) => (
                  <tr key={alert.id} data-alert={alert.id}>
                    <th scope="row">
                      {date(alert.createdAt)} — {alert.title}
                    </th>
                    <td>{alert.kind === 'guide' ? t.alertsGuideChange : (alert.regions ?? '').split(',').map(nameOf).join(', ')}</td>
                    <td>{alert.audience}</td>
                    {COLUMNS.map((c) => (
                      <td key={c.key} data-status={c.status}>
                        {sum(alert.id, c.status)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <p>{t.alertsInterruptedHelp}</p>
            {alerts.map((alert) => {
              const topics = [...new Set(counts.filter((c) => c.alertId === alert.id).map((c) => c.topic))]
              if (topics.length === 0) return null
              return (
                <details key={alert.id}>
                  <summary>
                    {t.alertsByRegion} — {date(alert.createdAt)}
                  </summary>
                  <table className="portal-status">
                    <thead>
                      <tr>
                        <th scope="col">{t.alertsRegion}</th>
                        <StatusHeaders t={t} />
                      </tr>
                    </thead>
                    <tbody>
                      {topics.map((topic) => (
                        <tr key={topic}>
                          <th scope="row">{nameOf(topic.replace(/^region:/, ''))}</th>
                          {COLUMNS.map((c) => (
                            <td key={c.key}>{sum(alert.id, c.status, topic)}</td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </details>
              )
            })}
          </>
        )}

        <section aria-labelledby="alerts-export">
          <h2 id="alerts-export">{t.alertsExportTitle}</h2>
          <p>{t.alertsExportHelp}</p>
          <form method="post" action="/api/alert-export">
            <label htmlFor="export-reason">{fill(t.alertsExportReason, { min: EXPORT_REASON_MIN, max: EXPORT_REASON_MAX })}</label>
            <textarea id="export-reason" name="reason" required minLength={EXPORT_REASON_MIN} maxLength={EXPORT_REASON_MAX} rows={2} />
            <button type="submit" className="btn btn--style-secondary">
              {t.alertsExportButton}
            </button>
          </form>
        </section>
      </div>
    </AdminPage>
  )
}
