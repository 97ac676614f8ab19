/**
 * On /admin/alertes (issue 39): a channel whose gateway refuses the portal itself — Kannel's
 * sendsms answering 403 to a wrong password, a wrong SMS_SENDSMS_URL, the mail relay refusing the
 * sign-in. Its alerts wait (src/alerts/sender.ts holds them, nothing is lost or sent twice) until an
 * operator fixes the setting; this says so, with what to check and when the gateway is asked again.
 * Nothing is shown while every gateway accepts.
 */
import type { Payload } from 'payload'
import React from 'react'

import { heldChannels } from '@/alerts/store'

import { adminTextsFor, fill } from './texts'

export async function AlertGatewayStatus({ payload, language }: { payload: Payload; language: 'fr' | 'mg' }) {
  const held = await heldChannels(payload).catch(() => [])
  if (held.length === 0) return null
  const t = adminTextsFor(language)
  const time = (iso: string | null) => (iso ? new Intl.DateTimeFormat(language === 'mg' ? 'mg-MG' : 'fr-FR', { timeStyle: 'short', timeZone: 'Indian/Antananarivo' }).format(new Date(iso)) : '—')
  return (
    <section className="portal-flash portal-flash--error" role="alert" data-alert-gateway-refused>
      {held.map((h) => (
        <div key={h.channel} data-channel={h.channel}>
          <h2>{h.channel === 'sms' ? t.alertsRefusedSmsTitle : t.alertsRefusedMailTitle}</h2>
          <p>{fill(t.alertsRefusedBody, { answer: h.detail, count: h.waiting, time: time(h.nextTry) })}</p>
          <p>{h.channel === 'sms' ? t.alertsRefusedSmsFix : t.alertsRefusedMailFix}</p>
        </div>
      ))}
    </section>
  )
}
