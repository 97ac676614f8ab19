/**
 * The configuration a public page's render reads, as one fingerprint (issue 39, point 12). Next.js
 * keeps rendered pages on disk (<distDir>/server/route-cache) across restarts; the portal's cache
 * handler (./handler.cjs) keeps them under route-cache/<fingerprint>/, so a server started with
 * another configuration never serves a page rendered under the old one: set SMTP_HOST and restart,
 * and every guide shows « Me prévenir des changements » at once. Several instances sharing one
 * build directory with the same configuration share the pages; with different ones (a rolling
 * change), each reads its own.
 *
 * Every environment variable the source reads is named in exactly one of the two lists below
 * (checked by renderConfig.test.ts): a new variable must be classified before it ships.
 * CommonJS: Next.js loads the cache handler with require().
 */
const { createHash } = require('node:crypto')

/** What a public page, its data (page-data, open API, feeds, sitemap, robots) or its headers show. */
const RENDER_ENV = [
  // Absolute links: canonical, alternates, share, sitemap, feeds, open data (src/i18n/paths.ts siteUrl()).
  'SITE_URL',
  'NEXT_PUBLIC_SITE_URL',
  'PORTAL_SERVED_ORIGIN',
  // « Me prévenir des changements », the alerts link of the footer, the alerts page's forms.
  'SMTP_HOST',
  'SMS_SENDSMS_URL',
  // The SMS and USSD page, its links, the numbers shown (src/channels/codes.ts).
  'SMS_SHORT_CODE',
  'USSD_CODE',
  // Trackers (the consent banner and data-trackers; administrators' overrides are content: a save purges).
  'ANALYTICS_TOKEN',
  'ANALYTICS_ENDPOINT',
  'GTM_ID',
  'META_PIXEL_ID',
  'HOTJAR_ID',
  'CRISP_WEBSITE_ID',
  'LINKEDIN_PARTNER_ID',
]

/** Read by the code, but never shown on a cached page: limits, secrets, processes, jobs, sending, storage. */
const OTHER_ENV = [
  'NODE_ENV', 'NEXT_DIST_DIR', 'NEXT_RUNTIME', 'PORT', 'HOST', 'HOSTNAME', 'LOG_LEVEL', 'DISABLE_LOGGING',
  'PAYLOAD_SECRET', 'DATABASE_URL', 'DATABASE_POOL_MAX', 'REDIS_URL', 'PG_BIN', 'ADMIN_EMAIL', 'ADMIN_PASSWORD',
  'PORTAL_WORKER_INDEX', 'PORTAL_WORKER_PORT', 'PORTAL_INSTANCE_ID', 'PORTAL_RENDER_CONFIG', 'WEB_WORKERS', 'WORKER_NICENESS', 'TRUST_PROXY', 'CLIENT_IPV6_PREFIX',
  'RENDER_RATE_LIMIT', 'WRITE_RATE_LIMIT', 'CONTACT_RATE_LIMIT', 'CONTACT_MIN_FILL_MS', 'API_RATE_LIMIT', 'CITIZEN_MAIL_LIMIT', 'CITIZEN_MAIL_RECIPIENT_LIMIT',
  'SMS_RATE_LIMIT', 'SMS_ANSWER_RATE', 'USSD_RATE_LIMIT', 'SMS_GATEWAY_SECRET', 'SMS_GATEWAY_ALLOW', 'SMS_SENDSMS_USER', 'SMS_SENDSMS_PASSWORD', 'SMS_DLR_URL', 'SMS_SEND_RATE',
  'SMTP_PORT', 'SMTP_SECURE', 'SMTP_IGNORE_TLS', 'SMTP_USER', 'SMTP_PASSWORD', 'SMTP_FROM', 'SMTP_FROM_NAME',
  'ALERT_SENDER', 'ALERT_SENDER_INTERVAL_MS', 'REMINDER_QUIET_HOURS', 'ALERT_MAIL_RATE', 'ALERT_EXPIRY_JOB', 'ALERT_BOUNCE_ADDRESS', 'ALERT_PHONE_CODE_LIMIT', 'ALERT_PHONE_CODE_CLIENT_SHARE',
  'METRICS_TOKEN', 'CACHE_PURGE_URL', 'MEDIA_DIR', 'JOBS_RUNNER', 'JOBS_INTERVAL_MS', 'LINK_CHECK', 'MESSAGE_RETENTION_JOB', 'MESSAGE_RETENTION_MONTHS',
  'BACKUP_DIR', 'BACKUP_KEY', 'BACKUP_SCHEDULE', 'BACKUP_KEEP_DAILY', 'BACKUP_KEEP_WEEKLY',
  'MIRROR', 'MIRROR_DIR', 'MIRROR_SOURCE', 'MIRROR_ORIGIN', 'MIRROR_TOKEN', 'MIRROR_CONCURRENCY', 'MIRROR_DEBOUNCE_MS', 'MIRROR_EVERY_MS', 'MIRROR_START_DELAY_MS',
  'MIRROR_RETRY_MS', 'MIRROR_PORT', 'MIRROR_HOST', 'MIRROR_PARENT_PID', 'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED',
]

/**
 * The fingerprint of `env`'s render configuration: 16 hex characters. The address served counts
 * only when no public address is set (it is then what absolute links use).
 */
function renderFingerprint(env = process.env) {
  const value = (name) => String(env[name] ?? '').trim()
  const lines = RENDER_ENV.filter((name) => name !== 'PORTAL_SERVED_ORIGIN').map((name) => `${name}=${value(name)}`)
  if (!value('SITE_URL') && !value('NEXT_PUBLIC_SITE_URL')) lines.push(`PORTAL_SERVED_ORIGIN=${value('PORTAL_SERVED_ORIGIN')}`)
  return createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)
}

/**
 * The namespace this process's pages are kept under: the one its front chose at start
 * (PORTAL_RENDER_CONFIG, src/server/routeCache.ts), else its own environment's (next dev).
 */
function renderNamespace(env = process.env) {
  const given = String(env.PORTAL_RENDER_CONFIG ?? '')
  return /^[0-9a-f]{16}$/.test(given) ? given : renderFingerprint(env)
}

module.exports = { RENDER_ENV, OTHER_ENV, renderFingerprint, renderNamespace }
