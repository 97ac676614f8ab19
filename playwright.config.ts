import { defineConfig } from '@playwright/test'

const port = process.env.E2E_PORT || '3210'
// The servers the suite starts do not write the static mirror (tested with Varnish by tests/cluster).
process.env.MIRROR ??= 'off'
export const baseURL = `http://127.0.0.1:${port}`

// The CI runs the suite twice, on SQLite then on PostgreSQL. Specs that only render published content
// (the same pages from the same seeded content whatever the database; their queries are covered on both
// databases by the integration tests) run in the SQLite pass only: see docs/adr/0020-ci-time.md.
const renderingOnly = ['**/a11y.spec.ts', '**/statement-proofs.spec.ts', '**/catalogue.spec.ts', '**/routes.spec.ts', '**/navigation.spec.ts', '**/language.spec.ts', '**/documents.spec.ts', '**/offline.spec.ts', '**/feeds.spec.ts']
const onPostgres = process.env.E2E_DB === 'postgres'

/** Debian's Chromium, started as the machine requires (no sandbox as root, no background networking). */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Timings under attack (abuse.spec.ts: "a page stays fast while expensive queries run") are
  // measured after the other specs, one test at a time: other specs publishing meanwhile (each
  // publication empties the page cache) made the measure that of the suite's own load.
  // Site-wide state (the emergency notice shows on every page) is tested after everything else.
  projects: [
    { name: 'pages', testIgnore: ['**/site-wide.spec.ts', '**/abuse.spec.ts', '**/neighbours.spec.ts', '**/sms.spec.ts', '**/sms-burst.spec.ts', '**/alerts.spec.ts', '**/reminders.spec.ts', ...(onPostgres ? renderingOnly : [])] },
    // One fake SMS centre, one message at a time.
    { name: 'sms', testMatch: '**/sms.spec.ts', fullyParallel: false },
    { name: 'abuse', testMatch: '**/abuse.spec.ts', dependencies: ['pages', 'sms'], fullyParallel: false },
    // Floods measured alone: nothing else runs meanwhile.
    { name: 'neighbours', testMatch: '**/neighbours.spec.ts', dependencies: ['abuse'], fullyParallel: false },
    // A burst of SMS through Kannel (on the SMS spec's ports, free by then), alone too.
    { name: 'sms-burst', testMatch: '**/sms-burst.spec.ts', dependencies: ['neighbours'], fullyParallel: false },
    // One emergency notice for the whole site: its tests run one after the other.
    { name: 'site-wide', testMatch: '**/site-wide.spec.ts', dependencies: ['sms-burst'], fullyParallel: false },
    // Alerts send the notice by SMS (Kannel on the SMS spec's ports, free by then): after everything.
    { name: 'alerts', testMatch: '**/alerts.spec.ts', dependencies: ['site-wide'], fullyParallel: false },
    // Deadline reminders: a server of their own with a clock the spec moves, Kannel on the same ports (after the alerts).
    // Its server has its own SQLite database whatever the pass (the reminders' queries on PostgreSQL are
    // tests/int/reminders.postgres.test.ts): run once, in the SQLite pass.
    ...(onPostgres ? [] : [{ name: 'reminders', testMatch: '**/reminders.spec.ts', dependencies: ['alerts'], fullyParallel: false }]),
  ],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    trace: 'off',
    locale: 'fr-FR',
  },
  webServer: {
    command: 'npx tsx tests/e2e/server.ts',
    url: `${baseURL}/fr/`,
    // Migrating and seeding 124 guides on PostgreSQL takes one to two minutes on a loaded CI machine.
    timeout: 300_000,
    reuseExistingServer: false,
    // A signal the server script handles (tests/e2e/server.ts stops its PostgreSQL, started by pg_ctl outside the
    // process tree): without it Playwright kills the tree and a PostgreSQL was left running after each pass.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: port },
  },
})
