import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { issueFillToken } from '@/forms/contact/fillTime'

/**
 * A server killed (SIGKILL) in the middle of a burst of submissions loses no
 * acknowledged message: every reference a citizen was shown is in the database.
 */
test('no acknowledged message is lost when the server is killed during a burst', async () => {
  test.setTimeout(180_000)
  const port = Number(process.env.E2E_PORT || 3210) + 40
  const base = `http://127.0.0.1:${port}`
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-kill-'))
  const env = { ...process.env, DATABASE_URL: `file:${path.join(dir, 'kill.db')}`, PAYLOAD_SECRET: 'kill-test', CONTACT_MIN_FILL_MS: '500', NODE_ENV: 'production' as const, PORT: String(port) }
  const prepared = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/scripts/prepare-db.ts'], { env, encoding: 'utf8' })
  expect(prepared.status, prepared.stderr).toBe(0)

  let server: ChildProcess | undefined
  try {
    server = spawn(process.execPath, [path.join(process.env.NEXT_DIST_DIR || '.next', 'portal-server.mjs')], { env: { ...env, HOST: '127.0.0.1', TRUST_PROXY: '127.0.0.1' }, stdio: 'ignore' })
    await expect.poll(async () => (await fetch(`${base}/fr/contact/`).catch(() => null))?.status ?? 0, { timeout: 60_000 }).toBe(200)
    // One form token per message (a token stores at most one), signed with the server's secret.
    const secret = process.env.PAYLOAD_SECRET
    process.env.PAYLOAD_SECRET = env.PAYLOAD_SECRET
    const tokens = Array.from({ length: 300 }, () => issueFillToken(Date.now() - 1000))
    process.env.PAYLOAD_SECRET = secret

    const acknowledged: string[] = []
    let failed = 0
    let next = 0
    const total = 300
    const post = async (i: number) => {
      const body = new URLSearchParams({ started: tokens[i]!, website: '', kind: 'complaint', message: `Rafale numéro ${i}, message complet.`, contactMethod: 'phone', phone: '034 12 345 67', consent: 'yes' })
      try {
        const response = await fetch(`${base}/fr/contact/envoyer/`, {
          method: 'POST', redirect: 'manual', body,
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `10.77.${Math.floor(i / 250)}.${i % 250}` },
        })
        const location = response.headers.get('location') ?? ''
        const reference = /ref=([A-Z]{3}-\d{4}-\d+)/.exec(location)?.[1]
        if (response.status === 303 && reference) acknowledged.push(reference)
        else failed++
      } catch {
        failed++
      }
    }
    const worker = async () => {
      while (next < total) {
        const i = next++
        if (acknowledged.length >= 60 && server!.exitCode === null && !server!.killed) server!.kill('SIGKILL')
        await post(i)
      }
    }
    await Promise.all(Array.from({ length: 25 }, worker))
    expect(server.killed).toBe(true)
    console.log(`kill test: ${acknowledged.length} acknowledged before/while killing, ${failed} not acknowledged`)
    expect(acknowledged.length).toBeGreaterThanOrEqual(60)

    const listed = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'tests/e2e/support/list-references.ts'], { env, encoding: 'utf8' })
    expect(listed.status, listed.stderr).toBe(0)
    const stored: string[] = JSON.parse(listed.stdout.split('@@')[1]!.trim())
    const storedSet = new Set(stored)
    expect(acknowledged.filter((ref) => !storedSet.has(ref))).toEqual([])
    expect(stored.length).toBe(storedSet.size)
  } finally {
    if (server && server.exitCode === null) server.kill('SIGKILL')
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
