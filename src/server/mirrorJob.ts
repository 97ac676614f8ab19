/**
 * Keeps the static mirror (src/ops/mirror.ts) fresh from the front:
 * - after a publication (any purge of this instance: an editor's, another instance's, a notice's
 *   start or end), debounced (MIRROR_DEBOUNCE_MS, 5 s: a burst of publications is one build);
 * - every MIRROR_EVERY_MS (30 min), so that the copy is never older than the alert's hour;
 * - at start, when the copy is missing or older than that, after MIRROR_START_DELAY_MS (60 s).
 * A build is a separate process (`npm run mirror -- build`): compression and writing never hold
 * this event loop. It reads the site through this front, or through the cache in front of the
 * instances (MIRROR_SOURCE, with MIRROR_CONCURRENCY reads at once: `npm run cluster` does so), with
 * a key every instance derives from PAYLOAD_SECRET, so its reads are not counted against a
 * client's budget but still wait their turn for a worker. Once across
 * instances: a build starts only when the copy predates the last publication seen here or is getting
 * old, under a Redis lease given back when it ends; an instance that finds the lease taken looks again
 * after the debounce (the copy made meanwhile may already include its publication). MIRROR=off
 * disables it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'

import { runOncePerLease } from '@/cluster/lock'
import { MANIFEST } from '@/ops/mirror'

type Log = (level: 'info' | 'warn' | 'error', fields: Record<string, unknown>) => void

export type MirrorJob = { changed: () => void; age: () => number | null; stop: () => void }

const MINUTE = 60_000
/** The build's lease, renewed every third of it while the build runs. */
const LEASE_MS = 20_000
/** The build's niceness (0 normal, 19 lowest): below the instance that starts it. */
const BUILD_NICENESS = 10
/** A build under way is restarted for a newer publication only while the copy is younger than this. */
const ABORT_WITHIN_MS = 10 * MINUTE

function ms(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return value && Number.isFinite(n) && n >= 0 ? n : fallback
}

/** Whether the site answers its robots.txt (an entry page of the copy) within a few seconds. */
export function originAnswers(origin: string, timeoutMs = 5_000): Promise<boolean> {
  return new Promise((resolve) => {
    let url: URL
    try {
      url = new URL('/robots.txt', origin)
    } catch {
      return resolve(false)
    }
    const request = (url.protocol === 'https:' ? https : http).get(url, { timeout: timeoutMs }, (response) => {
      response.resume()
      resolve((response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300)
    })
    request.on('timeout', () => request.destroy(new Error('timeout')))
    request.on('error', () => resolve(false))
  })
}

export function createMirrorJob(options: { dir: string; origin: string; secret: string; root: string; log: Log; built: (ok: boolean, seconds?: number) => void; quick?: () => void }): MirrorJob {
  const enabled = process.env.MIRROR !== 'off' && process.env.NODE_ENV === 'production'
  const debounceMs = ms(process.env.MIRROR_DEBOUNCE_MS, 5_000)
  const everyMs = ms(process.env.MIRROR_EVERY_MS, 30 * MINUTE)
  let pending: NodeJS.Timeout | undefined
  let running: ChildProcess | null = null
  let stopped = false
  /** The last publication seen by this instance: the copy must have been started after it. */
  let lastChange: number | null = null
  // The copy's date, read again only when `current` points elsewhere.
  let known: { link: string; builtAt: number } | null = null

  const age = (): number | null => {
    let link: string
    try {
      link = fs.readlinkSync(path.join(options.dir, 'current'))
    } catch {
      return null
    }
    if (known?.link !== link) {
      try {
        const manifest = JSON.parse(fs.readFileSync(path.join(options.dir, link, MANIFEST), 'utf8')) as { builtAt: string }
        known = { link, builtAt: Date.parse(manifest.builtAt) }
      } catch {
        return null
      }
    }
    return Math.max(0, Math.round((Date.now() - known.builtAt) / 1000))
  }

  let lastBuildFailed = false
  let waitingLogged = false
  /** A build stopped because a newer publication makes its copy stale before it is done. */
  let aborting = false
  const build = () =>
    new Promise<void>((resolve) => {
      const started = Date.now()
      const child = spawn(process.execPath, [path.join(options.root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(options.root, 'src', 'scripts', 'mirror.ts'), 'build'], {
        cwd: options.root,
        env: { ...process.env, MIRROR_DIR: options.dir, MIRROR_ORIGIN: options.origin, MIRROR_TOKEN: options.secret, MIRROR_PARENT_PID: String(process.pid) },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      running = child
      // Background work: the build's compression and writing yield the CPU to the instances answering
      // citizens and editors (a publication must stay live within seconds while a copy is being made).
      if (child.pid) {
        try {
          os.setPriority(child.pid, BUILD_NICENESS)
        } catch {
          // not allowed here: the build runs at the instance's priority
        }
      }
      let out = ''
      let line = ''
      const keep = (chunk: Buffer) => {
        const text = chunk.toString()
        out = (out + text).slice(-4000)
        // Whole lines (a chunk may end mid-line), bounded: the quick copy is news for the operator at
        // once, not at the end of the full build.
        const lines = (line + text).split('\n')
        line = lines.pop()!.slice(-1000)
        for (const whole of lines) {
          if (whole.startsWith('mirror: quick step: ')) {
            options.quick?.()
            options.log('info', { msg: 'mirror quick copy', detail: whole.slice(0, 300) })
          } else if (whole.startsWith('mirror: quick step aside: ')) options.log('warn', { msg: 'mirror quick step aside', detail: whole.slice(0, 300) })
        }
      }
      child.stdout!.on('data', keep)
      child.stderr!.on('data', keep)
      child.on('close', (code) => {
        running = null
        const seconds = (Date.now() - started) / 1000
        if (aborting) {
          aborting = false
          lastBuildFailed = false
          options.log('info', { msg: 'mirror build restarted for a newer publication', seconds: Math.round(seconds * 10) / 10 })
          return resolve()
        }
        // 3: the copy is made, only sending it to the bucket failed (the next build sends what is missing).
        const made = code === 0 || code === 3
        lastBuildFailed = !made
        options.built(made, seconds)
        // The script's lines name counts and addresses of the public site, never personal data.
        const detail = out.trim().split('\n').filter((l) => l.startsWith('mirror:')).join(' | ').slice(0, 500)
        if (code === 0) options.log('info', { msg: 'mirror built', seconds: Math.round(seconds * 10) / 10, detail })
        else if (code === 3) options.log('error', { msg: 'mirror built, bucket sync failed', seconds: Math.round(seconds * 10) / 10, detail })
        else if (!stopped) options.log('error', { msg: 'mirror build failed', code, detail })
        resolve()
      })
      child.on('error', () => {
        running = null
        lastBuildFailed = true
        options.built(false)
        resolve()
      })
    })

  /** When the copy being served was made (its build's start), or null. */
  const builtAt = (): number | null => {
    const seconds = age()
    return seconds === null ? null : known!.builtAt
  }

  /**
   * Builds when the copy predates the last change seen here, or is getting old. The copy may have
   * been made by another instance meanwhile: then there is nothing to do (one build per
   * publication across the instances, not one per instance).
   */
  const run = async (): Promise<void> => {
    if (stopped || running) return
    const made = builtAt()
    const dirty = made === null || (lastChange !== null && made < lastChange)
    const stale = made === null || Date.now() - made >= everyMs - MINUTE
    if (!dirty && !stale) return
    // The site does not answer yet (the cache in front of the instances starts after them, an instance is still
    // migrating): a build would fail on its entry pages and be tried again only after MIRROR_RETRY_MS. Look
    // again after the debounce instead, without starting a build (issue 41: the first copy came 30 s late).
    if (!(await originAnswers(options.origin))) {
      if (!waitingLogged) options.log('info', { msg: 'mirror waits for the site to answer', origin: options.origin })
      waitingLogged = true
      return schedule(debounceMs)
    }
    waitingLogged = false
    // A short lease, renewed while building: an instance killed mid-build frees it within 20 s.
    const outcome = await runOncePerLease('mirror', LEASE_MS, build, { release: true, renew: true }).catch(() => {
      options.log('warn', { msg: 'mirror build not started' })
      return 'ran' as const
    })
    // Another instance was building (maybe from before this change), or a change came during the build: look again.
    // A failed build (the cache in front not up yet, a database hiccup) is tried again within the minute.
    const after = builtAt()
    if (stopped) return
    if (outcome === 'ran' && lastBuildFailed) schedule(Math.max(debounceMs, ms(process.env.MIRROR_RETRY_MS, 30_000)))
    else if (outcome === 'skipped' || (lastChange !== null && (after === null || after < lastChange))) schedule(debounceMs)
  }

  const schedule = (delay: number) => {
    if (!enabled || stopped) return
    if (pending) clearTimeout(pending)
    pending = setTimeout(() => {
      pending = undefined
      void run()
    }, delay)
    pending.unref()
  }

  let periodic: NodeJS.Timeout | undefined
  if (enabled) {
    const current = age()
    if (current === null || current * 1000 >= everyMs - MINUTE) schedule(ms(process.env.MIRROR_START_DELAY_MS, MINUTE))
    // Looked at every few minutes; a build only when the copy is older than MIRROR_EVERY_MS less a minute.
    periodic = setInterval(() => void run(), Math.min(everyMs, 5 * MINUTE))
    periodic.unref()
  }

  return {
    changed: () => {
      lastChange = Date.now()
      // A build under way read part of the site before this publication: start again rather than
      // finish a stale copy and then build once more (a publication then waits one build, not two).
      // Unless the copy is getting old (publications in a row): then the build under way finishes.
      const made = builtAt()
      if (running && !aborting && made !== null && Date.now() - made < ABORT_WITHIN_MS) {
        aborting = true
        running.kill('SIGTERM')
      }
      schedule(debounceMs)
    },
    age,
    stop: () => {
      stopped = true
      if (pending) clearTimeout(pending)
      if (periodic) clearInterval(periodic)
      running?.kill('SIGTERM')
    },
  }
}
