/**
 * The end-to-end test server: a fresh database (SQLite, or PostgreSQL with
 * E2E_DB=postgres), migrated, seeded and given the test fixtures, then the
 * production build served by the portal server (src/server/main.ts) on 127.0.0.1.
 * The test runner acts as the trusted proxy (TRUST_PROXY=127.0.0.1): specs give each simulated
 * citizen an X-Forwarded-For address; connections from other loopback addresses (127.0.0.2…)
 * are untrusted clients. The server's output goes to a log file the specs read (e2eInfo()).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startPostgres, type PgCluster } from '../support/postgres'

import { e2eInfoFile } from './support/info'
import { E2E_SMS, kannelBasePort } from './support/sms'

const port = process.env.E2E_PORT || '3210'
let pg: PgCluster | undefined
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'))

if (process.env.E2E_DB === 'postgres') {
  pg = await startPostgres()
  process.env.DATABASE_URL = pg.url
} else {
  process.env.DATABASE_URL = `file:${path.join(tmp, 'e2e.db')}`
}
process.env.PAYLOAD_SECRET = 'e2e-secret'
process.env.MEDIA_DIR = path.join(tmp, 'media')

const { getPayload } = await import('payload')
const { default: config } = await import('@payload-config')
const { prepareDatabase } = await import('@/db/prepare')
const { addFixtures } = await import('./fixtures')
const payload = await getPayload({ config })
await prepareDatabase(payload)
await addFixtures(payload)
await payload.destroy()

/** Fake tracker identifiers: the hosts are unreachable here; the specs intercept every request to them. */
const e2eTrackers = {
  ANALYTICS_TOKEN: 'e2e-token',
  ANALYTICS_ENDPOINT: 'https://analytics.e2e.test/track',
  GTM_ID: 'GTM-E2ETEST',
  META_PIXEL_ID: '1234567890',
  HOTJAR_ID: '1234567',
  CRISP_WEBSITE_ID: '00000000-0000-4000-8000-000000000000',
  LINKEDIN_PARTNER_ID: '123456',
}

const info = e2eInfoFile(port)
const logFile = path.join(tmp, 'server.log')
fs.writeFileSync(info, JSON.stringify({ databaseUrl: process.env.DATABASE_URL, logFile, secret: process.env.PAYLOAD_SECRET, mediaDir: process.env.MEDIA_DIR }))
const log = fs.openSync(logFile, 'a')
const server = spawn(process.execPath, [path.join(process.env.NEXT_DIST_DIR || '.next', 'portal-server.mjs')], {
  stdio: ['ignore', log, log],
  env: {
    ...process.env, ...e2eTrackers, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: port, TRUST_PROXY: '127.0.0.1', JOBS_INTERVAL_MS: '2000',
    // SITE_URL left unset: absolute links must follow the port served (checked in routes.spec.ts).
    SITE_URL: '', NEXT_PUBLIC_SITE_URL: '', CONTACT_MIN_FILL_MS: '800',
    // The suite itself renders thousands of uncached pages from one address (the browser at
    // 127.0.0.1): the front's per-client budgets are raised; its fairness and queues stay.
    RENDER_RATE_LIMIT: '5000/60', WRITE_RATE_LIMIT: '2000/60',
    WORKER_NICENESS: process.env.WORKER_NICENESS ?? '5',
    // The SMS and USSD gateways (tests/e2e/sms.spec.ts starts Kannel against this server).
    SMS_GATEWAY_SECRET: E2E_SMS.secret, SMS_GATEWAY_ALLOW: '127.0.0.1', SMS_SHORT_CODE: E2E_SMS.shortCode, USSD_CODE: E2E_SMS.ussdCode,
    // Alerts go out through the sendsms port of that Kannel (tests/e2e/alerts.spec.ts), 5 a second.
    SMS_SENDSMS_URL: `http://127.0.0.1:${kannelBasePort(Number(port)) + 3}/cgi-bin/sendsms`, SMS_SENDSMS_PASSWORD: E2E_SMS.sendsmsPassword,
    SMS_DLR_URL: `http://127.0.0.1:${port}/gateway/sms/dlr/`, SMS_SEND_RATE: String(E2E_SMS.sendRate), ALERT_SENDER_INTERVAL_MS: '500',
  },
})

function cleanup(): void {
  server.kill('SIGTERM')
  fs.rmSync(info, { force: true })
  pg?.stop()
  fs.rmSync(tmp, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanup()
    process.exit(0)
  })
}
server.on('exit', (code) => {
  pg?.stop()
  process.exit(code ?? 0)
})
