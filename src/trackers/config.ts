/**
 * Tracker identifiers, read from the environment at render time (pages are rendered on
 * their first request, so a restart with new variables applies without a rebuild).
 * A loader runs only when its consent cookie is exactly `true` AND its identifier is here.
 * The Content-Security-Policy is derived from the same object (see src/security/headers.ts).
 */
import type { ConsentCategory } from '../consent/categories'

export type TrackerConfig = {
  analytics?: { token: string; endpoint: string }
  tagmanager?: { id: string }
  pixel?: { id: string }
  heatmap?: { id: string }
  chat?: { id: string }
  linkedin?: { id: string }
}

type Env = Record<string, string | undefined>

const pattern = {
  tagmanager: /^GTM-[A-Z0-9]{4,12}$/,
  pixel: /^\d{6,20}$/,
  heatmap: /^\d{4,12}$/,
  chat: /^[0-9a-f-]{36}$/i,
  linkedin: /^\d{3,12}$/,
} as const

function id(value: string | undefined, re: RegExp): { id: string } | undefined {
  const v = value?.trim()
  return v && re.test(v) ? { id: v } : undefined
}

function httpsUrl(value: string | undefined): string | undefined {
  try {
    const url = new URL(value ?? '')
    return url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}

/**
 * Identifiers set by administrators in the admin (the `tracker-settings` global), keyed by the
 * environment variable each replaces; an empty value keeps the environment's. Held per process
 * (on globalThis: the site's renderer and the portal server are separate bundles of one
 * process), replaced when the global is saved here or on another instance (src/trackers/settings.ts).
 */
export const TRACKER_ENV_KEYS = ['ANALYTICS_TOKEN', 'ANALYTICS_ENDPOINT', 'GTM_ID', 'META_PIXEL_ID', 'HOTJAR_ID', 'CRISP_WEBSITE_ID', 'LINKEDIN_PARTNER_ID'] as const
export type TrackerEnvKey = (typeof TRACKER_ENV_KEYS)[number]
export type TrackerOverrides = Partial<Record<TrackerEnvKey, string | null>>

const OVERRIDES = Symbol.for('services-publics-mg.tracker-overrides')
type Holder = { [OVERRIDES]?: TrackerOverrides }

export function setTrackerOverrides(overrides: TrackerOverrides): void {
  ;(globalThis as Holder)[OVERRIDES] = { ...overrides }
}

function activeOverrides(): Env {
  const overrides = (globalThis as Holder)[OVERRIDES] ?? {}
  return Object.fromEntries(Object.entries(overrides).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== ''))
}

/** Whether a value is acceptable for a variable (the admin's validation; bad values never reach a page or the CSP). */
export function validTrackerValue(key: TrackerEnvKey, value: string): boolean {
  const v = value.trim()
  switch (key) {
    case 'ANALYTICS_TOKEN':
      return /^[A-Za-z0-9._-]{1,200}$/.test(v)
    case 'ANALYTICS_ENDPOINT':
      return httpsUrl(v) !== undefined && !/[\s;,'"]/.test(v)
    case 'GTM_ID':
      return pattern.tagmanager.test(v)
    case 'META_PIXEL_ID':
      return pattern.pixel.test(v)
    case 'HOTJAR_ID':
      return pattern.heatmap.test(v)
    case 'CRISP_WEBSITE_ID':
      return pattern.chat.test(v)
    case 'LINKEDIN_PARTNER_ID':
      return pattern.linkedin.test(v)
  }
}

/** The environment's identifiers, replaced by the administrators' (without an argument), or those of `env`. */
export function trackerConfig(env?: Env): TrackerConfig {
  if (!env) env = { ...process.env, ...activeOverrides() }
  const token = env.ANALYTICS_TOKEN?.trim()
  const endpoint = httpsUrl(env.ANALYTICS_ENDPOINT)
  return {
    analytics: token && endpoint ? { token, endpoint } : undefined,
    tagmanager: id(env.GTM_ID, pattern.tagmanager),
    pixel: id(env.META_PIXEL_ID, pattern.pixel),
    heatmap: id(env.HOTJAR_ID, pattern.heatmap),
    chat: id(env.CRISP_WEBSITE_ID, pattern.chat),
    linkedin: id(env.LINKEDIN_PARTNER_ID, pattern.linkedin),
  }
}

/** Whether any tracker is configured: only then is there anything to ask consent for. */
export function anyTrackerConfigured(config: TrackerConfig = trackerConfig()): boolean {
  return Object.values(config).some(Boolean)
}

type Sources = { script?: string[]; connect?: string[]; img?: string[]; style?: string[]; font?: string[]; frame?: string[] }

/** Hosts each provider's code needs, allowed by the CSP only when that provider is configured. */
export function providerSources(category: ConsentCategory, config: TrackerConfig): Sources {
  switch (category) {
    case 'analytics':
      return config.analytics ? { connect: [new URL(config.analytics.endpoint).origin] } : {}
    case 'tagmanager':
      return { script: ['https://www.googletagmanager.com'], connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'], img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'] }
    case 'pixel':
      return { script: ['https://connect.facebook.net'], connect: ['https://www.facebook.com'], img: ['https://www.facebook.com'] }
    case 'heatmap':
      return { script: ['https://static.hotjar.com', 'https://script.hotjar.com'], connect: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'], img: ['https://*.hotjar.com'], font: ['https://script.hotjar.com'], style: ['https://static.hotjar.com'] }
    case 'chat':
      return { script: ['https://client.crisp.chat'], connect: ['https://client.crisp.chat', 'wss://client.relay.crisp.chat'], img: ['https://client.crisp.chat', 'https://image.crisp.chat'], style: ['https://client.crisp.chat'], font: ['https://client.crisp.chat'], frame: ['https://game.crisp.chat'] }
    case 'linkedin':
      return { script: ['https://snap.licdn.com'], connect: ['https://px.ads.linkedin.com'], img: ['https://px.ads.linkedin.com'] }
  }
}

/** Script URL each third-party loader injects (analytics is first-party code posting to its endpoint). */
export function loaderScriptUrl(category: Exclude<ConsentCategory, 'analytics'>, trackerId: string): string {
  switch (category) {
    case 'tagmanager':
      return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(trackerId)}`
    case 'pixel':
      return 'https://connect.facebook.net/en_US/fbevents.js'
    case 'heatmap':
      return `https://static.hotjar.com/c/hotjar-${encodeURIComponent(trackerId)}.js?sv=6`
    case 'chat':
      return 'https://client.crisp.chat/l.js'
    case 'linkedin':
      return 'https://snap.licdn.com/li.lms-analytics/insight.min.js'
  }
}
