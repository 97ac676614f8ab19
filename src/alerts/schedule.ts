/**
 * The alert sender in the process that runs the instance's periodic jobs (src/payload.config.ts
 * `onInit`), when sending is set up: SMS with Kannel's sendsms (SMS_SENDSMS_URL), e-mail with SMTP
 * (SMTP_HOST); stopped with the process, letting the message in flight finish.
 */
import type { Payload } from 'payload'

import { onShutdown } from '@/http/instance'

import { drainMail, mailRateFromEnv, smtpSend, smtpTransportFromEnv } from './mail'
import { drainSms, kannelSend, kannelSendConfigFromEnv, sendRateFromEnv, startAlertSender } from './sender'

export function scheduleAlertSender(payload: Payload): void {
  const drains: ((stopped: () => boolean) => Promise<number>)[] = []
  const config = kannelSendConfigFromEnv()
  if (config) {
    const send = kannelSend(config)
    const rate = sendRateFromEnv()
    drains.push((stopped) => drainSms(payload, send, { rate, stopped }))
  }
  const transport = smtpTransportFromEnv()
  if (transport) {
    const send = smtpSend(transport)
    const rate = mailRateFromEnv()
    drains.push((stopped) => drainMail(payload, send, { rate, stopped }))
  }
  if (drains.length === 0) return
  const sender = startAlertSender(payload, { drains, intervalMs: Number(process.env.ALERT_SENDER_INTERVAL_MS) || 2_000 })
  onShutdown(async () => {
    await sender.stop()
    transport?.close()
  })
}
