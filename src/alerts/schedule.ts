/**
 * The alert sender in the process that runs the instance's periodic jobs (src/payload.config.ts
 * `onInit`), when SMS sending is set up (SMS_SENDSMS_URL); stopped with the process, letting the
 * message in flight finish.
 */
import type { Payload } from 'payload'

import { onShutdown } from '@/http/instance'

import { kannelSend, kannelSendConfigFromEnv, sendRateFromEnv, startAlertSender } from './sender'

export function scheduleAlertSender(payload: Payload): void {
  const config = kannelSendConfigFromEnv()
  if (!config) return
  const sender = startAlertSender(payload, { send: kannelSend(config), rate: sendRateFromEnv(), intervalMs: Number(process.env.ALERT_SENDER_INTERVAL_MS) || 2_000 })
  onShutdown(sender.stop)
}
