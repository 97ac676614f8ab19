/**
 * Who may call the SMS and USSD endpoints: the gateway only (Kannel's smsbox, a USSD aggregator).
 * Like TRUST_PROXY for proxies: a shared secret in the callback address (SMS_GATEWAY_SECRET;
 * unset, the endpoints do not exist) and the gateway's addresses (SMS_GATEWAY_ALLOW, addresses or
 * CIDR ranges or `loopback`; default `loopback`), checked against the client address the front
 * decided.
 */
import { timingSafeEqual } from 'node:crypto'

import proxyaddr from 'proxy-addr'

import { CLIENT_ADDRESS_HEADER } from '@/http/headers'

export function gatewaySecret(): string | null {
  const secret = (process.env.SMS_GATEWAY_SECRET ?? '').trim()
  return secret.length >= 16 ? secret : null
}

let compiled: { setting: string; allow: (address: string, hop: number) => boolean } | undefined

function allowList(): (address: string, hop: number) => boolean {
  const setting = (process.env.SMS_GATEWAY_ALLOW ?? 'loopback').trim() || 'loopback'
  if (compiled?.setting !== setting) compiled = { setting, allow: proxyaddr.compile(setting.split(',').map((s) => s.trim()).filter(Boolean)) }
  return compiled.allow
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** 'ok', or 'disabled' (no secret configured: the endpoint does not exist), or 'refused'. */
export function gatewayCheck(address: string, givenSecret: string | null): 'ok' | 'disabled' | 'refused' {
  const secret = gatewaySecret()
  if (!secret) return 'disabled'
  if (!givenSecret || !sameSecret(givenSecret, secret)) return 'refused'
  try {
    return address && allowList()(address, 0) ? 'ok' : 'refused'
  } catch {
    return 'refused'
  }
}

/** The same check on a request the app received (the front wrote the client's address). */
export function gatewayRequestCheck(headers: Headers, givenSecret: string | null): 'ok' | 'disabled' | 'refused' {
  return gatewayCheck(headers.get(CLIENT_ADDRESS_HEADER) ?? '', givenSecret)
}
