/**
 * The alert sender in the process that runs the instance's periodic jobs (src/payload.config.ts
 * `onInit`), when sending is set up: SMS with Kannel's sendsms (SMS_SENDSMS_URL), e-mail with SMTP
 * (SMTP_HOST); stopped with the process, letting the message in flight finish.
 */
import type { Payload } from 'payload'

import { runOncePerLease } from '@/cluster/lock'
import { onShutdown } from '@/http/instance'

import { quietHoursFromEnv } from '@/reminders/dates'
import { reminderDrain } from '@/reminders/sender'

import { expireSubscriptions } from './expiry'

import { drainDigests, drainMail, mailRateFromEnv, smtpSend, smtpTransportFromEnv } from './mail'
import { drainSms, kannelSend, kannelSendConfigFromEnv, sendRateFromEnv, startAlertSender } from './sender'

const DAY_MS = 86_400_000

/**
 * Expiry of inactive subscriptions (src/alerts/expiry.ts): now, then daily, once across instances;
 * whether or not this server sends (an erasure is due either way; renewal messages wait in the
 * queue for a sender). `ALERT_EXPIRY_JOB=off` turns it off.
 */
export function scheduleAlertExpiry(payload: Payload): void {
  if (process.env.NODE_ENV !== 'production' || process.env.ALERT_EXPIRY_JOB === 'off') return
  const run = () =>
    runOncePerLease('alert-expiry', DAY_MS - 60_000, async () => {
      const { erased, asked } = await expireSubscriptions(payload)
      if (erased || asked) payload.logger.info({ msg: 'alert subscriptions expired or asked to renew', erased, asked })
    }).catch(() => payload.logger.warn({ msg: 'alert expiry job failed' }))
  void run()
  setInterval(run, DAY_MS).unref()
}

/** `ALERT_SENDER=off` pauses every alert sending by this instance (the queue waits, nothing is lost). */
export function scheduleAlertSender(payload: Payload): void {
  if (process.env.ALERT_SENDER === 'off') return
  const drains: ((stopped: () => boolean) => Promise<number>)[] = []
  const config = kannelSendConfigFromEnv()
  if (config) {
    const send = kannelSend(config)
    const rate = sendRateFromEnv()
    // Then deadline reminders (src/reminders, issue 42): the same link, the same pace, alerts first.
    const reminders = reminderDrain(payload, config, rate, quietHoursFromEnv(process.env.REMINDER_QUIET_HOURS))
    drains.push(async (stopped) => (await drainSms(payload, send, { rate, stopped })) + (await reminders(stopped)))
  }
  const transport = smtpTransportFromEnv()
  if (transport) {
    const send = smtpSend(transport)
    const rate = mailRateFromEnv()
    // Then followed guides' daily digests, when due (07:00 in Madagascar): one pace for the relay.
    drains.push(async (stopped) => (await drainMail(payload, send, { rate, stopped })) + (await drainDigests(payload, send, { rate, stopped })))
  }
  if (drains.length === 0) return
  const sender = startAlertSender(payload, { drains, intervalMs: Number(process.env.ALERT_SENDER_INTERVAL_MS) || 2_000 })
  onShutdown(async () => {
    await sender.stop()
    transport?.close()
  })
}
