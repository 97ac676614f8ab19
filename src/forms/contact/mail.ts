import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { Config, EmailAdapter } from 'payload'

/** SMTP is configured by environment variables; without SMTP_HOST no mail is ever attempted. */
export function mailConfigured(): boolean {
  return Boolean(process.env.SMTP_HOST)
}

/** The sender's address and name (SMTP_FROM, SMTP_FROM_NAME). */
export function mailFrom(): { address: string; name: string } {
  return { address: process.env.SMTP_FROM || 'ne-pas-repondre@services-publics.mg', name: process.env.SMTP_FROM_NAME || 'Services publics MG' }
}

/** Nodemailer's SMTP options from the environment (Payload's mail and the alerts' sender share them). */
export function smtpOptions() {
  const port = Number(process.env.SMTP_PORT || 587)
  return {
    host: process.env.SMTP_HOST,
    port,
    secure: process.env.SMTP_SECURE === 'true' || port === 465,
    ignoreTLS: process.env.SMTP_IGNORE_TLS === 'true',
    auth: process.env.SMTP_USER ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASSWORD ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  }
}

export function emailAdapter(): Config['email'] {
  if (!mailConfigured()) return undefined
  const from = mailFrom()
  return nodemailerAdapter({ defaultFromAddress: from.address, defaultFromName: from.name, skipVerify: true, transportOptions: smtpOptions() })
}

/**
 * Without SMTP no mail is sent, and nothing about it is logged but that fact: Payload's default
 * console adapter would print every address and message (a password reset, a citizen's answer).
 */
export const disabledEmailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'disabled',
  defaultFromAddress: 'ne-pas-repondre@services-publics.mg',
  defaultFromName: 'Services publics MG',
  sendEmail: async () => {
    payload.logger.warn({ msg: 'mail is not configured (SMTP_HOST unset): message not sent' })
  },
})
