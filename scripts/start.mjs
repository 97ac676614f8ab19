#!/usr/bin/env node
/**
 * `npm start`: one command from a fresh clone to a served portal.
 * 1. A PAYLOAD_SECRET (generated once into ./data when not given).
 * 2. A production build when none exists (`npm run build` refreshes it after an update).
 * 3. The database migrated, and seeded when empty (SQLite ./data/portal.db, or DATABASE_URL).
 * 4. The portal server (src/server/main.ts: Next.js behind a bounded front) on PORT (default
 *    3000) and HOST, else HOSTNAME (default 0.0.0.0: every interface, said in the log), supervised: SIGTERM/SIGINT are passed on, and a server
 *    that has not stopped 10 s later is killed.
 */
import { spawnSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { ensurePayloadSecret } from './secret.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
process.chdir(root)
process.env.NEXT_TELEMETRY_DISABLED = '1'

if (ensurePayloadSecret(root)) {
  console.log('start: using the secret stored in data/.payload-secret (set PAYLOAD_SECRET to share one across instances)')
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const distDir = process.env.NEXT_DIST_DIR || '.next'
if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  console.log('start: no production build yet, building (about a minute)…')
  run(process.execPath, ['node_modules/next/dist/bin/next', 'build'])
}
// The front server bundle is rebuilt every start (≈ 50 ms): it always matches the sources.
run(process.execPath, ['scripts/build-server.mjs'])

run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/scripts/prepare-db.ts'])

const port = process.env.PORT || '3000'
const STOP_DEADLINE_MS = 10_000
const server = spawn(process.execPath, [path.join(distDir, 'portal-server.mjs')], {
  stdio: 'inherit',
  // PORT is passed on: form handlers render their error pages through this same server. HOST and
  // HOSTNAME pass as they are: the server decides where to listen (src/server/main.ts).
  env: { ...process.env, NODE_ENV: 'production', PORT: port },
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill(signal)
    // A server whose event loop is stuck cannot run its own handler: it is killed.
    setTimeout(() => {
      console.error(`start: the server did not stop within ${STOP_DEADLINE_MS / 1000} s, killing it`)
      server.kill('SIGKILL')
    }, STOP_DEADLINE_MS).unref()
  })
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
