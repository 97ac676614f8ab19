/** Whether and how the portal sends SMS (alerts): the environment, read where needed (pages too). */

export type KannelSendConfig = { url: string; username: string; password: string; from?: string; dlrUrl?: string; dlrSecret?: string; timeoutMs?: number }

/** The sending settings from the environment, or null when alerts by SMS are not set up. */
export function kannelSendConfigFromEnv(env: Record<string, string | undefined> = process.env): KannelSendConfig | null {
  const url = env.SMS_SENDSMS_URL?.trim()
  if (!url) return null
  return {
    url,
    username: env.SMS_SENDSMS_USER?.trim() || 'portal',
    password: env.SMS_SENDSMS_PASSWORD ?? '',
    from: env.SMS_SHORT_CODE?.trim() || undefined,
    dlrUrl: env.SMS_DLR_URL?.trim() || undefined,
    dlrSecret: env.SMS_GATEWAY_SECRET,
  }
}

/** A rate a second from the environment (default 10, at most 1000). */
export function rateFromEnv(value: string | undefined): number {
  const rate = Number(value || 10)
  return Number.isFinite(rate) && rate > 0 ? Math.min(rate, 1000) : 10
}

/** Messages a second (`SMS_SEND_RATE`, default 10: a modest SMPP link). */
export function sendRateFromEnv(env: Record<string, string | undefined> = process.env): number {
  return rateFromEnv(env.SMS_SEND_RATE)
}

/** Whether citizens are offered alerts at all (by e-mail with SMTP, by SMS with Kannel's sendsms): the page is linked then. */
export function alertsOffered(env: Record<string, string | undefined> = process.env): boolean {
  return Boolean(env.SMTP_HOST?.trim()) || kannelSendConfigFromEnv(env) !== null
}
