/**
 * Kannel (Debian's `kannel`) for the portal: writes deploy/kannel/portal.conf.template's values
 * into a working directory and starts bearerbox, then smsbox, pointed at the portal. Used by
 * `npm run cluster` (SMS_GATEWAY=kannel), the SMS end-to-end tests and the SMS bench; the fake
 * SMS centre (`fakesmsc`, Debian's `kannel-extras`) is what tests and benches talk to.
 */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

export const FAKESMSC = ['/usr/lib/kannel/test/fakesmsc', '/usr/bin/fakesmsc'].find((file) => fs.existsSync(file)) ?? null

export function kannelBinaries() {
  const find = (name) => ['/usr/sbin', '/usr/bin'].map((dir) => path.join(dir, name)).find((file) => fs.existsSync(file)) ?? null
  return { bearerbox: find('bearerbox'), smsbox: find('smsbox'), fakesmsc: FAKESMSC }
}

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })
}

async function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await portOpen(port)) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}

/**
 * Starts bearerbox and smsbox. `basePort` leaves room for 4 ports (admin, smsbox, fake SMS centre,
 * sendsms). Resolves when both boxes answer; `stop()` ends them.
 */
/** @param {{ dir: string; basePort: number; portalUrl: string; secret: string; sendsmsPassword?: string; sendsmsUser?: string; log?: (name: string, text: string) => void }} options */
export async function startKannel({ dir, basePort, portalUrl, secret, sendsmsPassword, sendsmsUser, log = () => {} }) {
  const { bearerbox, smsbox } = kannelBinaries()
  if (!bearerbox || !smsbox) throw new Error('Kannel is not installed: apt-get install -y kannel kannel-extras')
  fs.mkdirSync(path.join(dir, 'spool'), { recursive: true })
  const ports = { admin: basePort, smsbox: basePort + 1, fakeSmsc: basePort + 2, sendsms: basePort + 3 }
  const values = {
    ADMIN_PORT: ports.admin,
    SMSBOX_PORT: ports.smsbox,
    FAKE_SMSC_PORT: ports.fakeSmsc,
    SENDSMS_PORT: ports.sendsms,
    ADMIN_PASSWORD: crypto.randomBytes(12).toString('hex'),
    SENDSMS_PASSWORD: sendsmsPassword ?? crypto.randomBytes(12).toString('hex'),
    SENDSMS_USER: sendsmsUser?.trim() || 'portal',
    DIR: dir,
    PORTAL_URL: portalUrl.replace(/\/$/, ''),
    SECRET: secret,
  }
  const template = fs.readFileSync(path.join(root, 'deploy', 'kannel', 'portal.conf.template'), 'utf8')
  const config = template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => String(values[name] ?? ''))
  const file = path.join(dir, 'kannel.conf')
  fs.writeFileSync(file, config, { mode: 0o600 })
  const children = []
  const run = (name, binary) => {
    const child = spawn(binary, [file], { stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.on('data', (d) => log(name, d.toString()))
    child.stderr.on('data', (d) => log(name, d.toString()))
    children.push(child)
    return child
  }
  run('bearerbox', bearerbox)
  if (!(await waitForPort(ports.smsbox, 15_000))) throw new Error('bearerbox did not start (see bearerbox.log)')
  run('smsbox', smsbox)
  if (!(await waitForPort(ports.sendsms, 15_000))) throw new Error('smsbox did not start (see smsbox.log)')
  return {
    ports,
    sendsmsPassword: values.SENDSMS_PASSWORD,
    stop: () =>
      Promise.all(
        children.map(
          (child) =>
            new Promise((resolve) => {
              if (child.exitCode !== null) return resolve()
              child.once('exit', resolve)
              child.kill('SIGTERM')
              setTimeout(() => child.kill('SIGKILL'), 3_000).unref()
            }),
        ),
      ),
  }
}

/** "%05%00%03%05%02%01" → { ref, total, seq } of a concatenated part. */
function partOf(udh) {
  const bytes = [...udh.matchAll(/%([0-9A-Fa-f]{2})/g)].map((m) => parseInt(m[1], 16))
  return bytes.length >= 6 ? { ref: bytes[3], total: bytes[4], seq: bytes[5] } : null
}

const decode = (data) => decodeURIComponent(data.replace(/\+/g, ' '))

/**
 * One fake SMS centre connection (fakesmsc) sending SMS and collecting what comes back, parts of
 * a long answer joined again. `send(from, to, text)` resolves to the answer the phone would show,
 * with its number of parts, or null when nothing came within `waitMs`.
 */
export function fakePhone(port) {
  if (!FAKESMSC) throw new Error('fakesmsc is not installed: apt-get install -y kannel-extras')
  return async function send(from, to, text, waitMs = 4_000) {
    const child = spawn(FAKESMSC, ['-H', '127.0.0.1', '-r', String(port), '-m', '1', `${from} ${to} text ${text}`], { stdio: ['ignore', 'ignore', 'pipe'] })
    let buffer = ''
    const parts = []
    const done = new Promise((resolve) => {
      let quiet = null
      const finish = () => resolve()
      const timer = setTimeout(finish, waitMs)
      child.stderr.on('data', (chunk) => {
        buffer += chunk.toString('utf8')
        const lines = buffer.split('\n')
        buffer = lines.pop() ?? ''
        for (const line of lines) {
          const got = /Got message \d+: <(\S+) (\S+) (.*)>$/.exec(line)
          if (!got) continue
          const [, , receiver, rest] = got
          if (receiver !== from) continue
          const udh = /^udh (\S+) data (.*)$/.exec(rest)
          if (udh) parts.push({ ...partOf(udh[1]), text: decode(udh[2]) })
          else parts.push({ ref: null, total: 1, seq: 1, text: rest.replace(/^text /, '') })
          const total = parts[0]?.total ?? 1
          if (parts.length >= total) {
            clearTimeout(timer)
            clearTimeout(quiet)
            // A little longer, in case more arrives than announced (it must not).
            quiet = setTimeout(finish, 150)
          }
        }
      })
    })
    await done
    child.kill('SIGKILL')
    if (parts.length === 0) return null
    const ordered = [...parts].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))
    return { text: ordered.map((p) => p.text).join(''), parts: parts.length }
  }
}

/**
 * Phones waiting for messages pushed to them (alerts): one fake SMS centre connection that sends
 * nothing and collects every message Kannel delivers, with the time it arrived.
 */
export function listenPhones(port) {
  if (!FAKESMSC) throw new Error('fakesmsc is not installed: apt-get install -y kannel-extras')
  const child = spawn(FAKESMSC, ['-H', '127.0.0.1', '-r', String(port), '-m', '0', '0 0 text -'], { stdio: ['ignore', 'ignore', 'pipe'] })
  const received = []
  let buffer = ''
  child.stderr.on('data', (chunk) => {
    const now = performance.now()
    buffer += chunk.toString('utf8')
    const lines = buffer.split('\n')
    buffer = lines.pop() ?? ''
    for (const line of lines) {
      const got = /Got message \d+: <(\S+) (\S+) (.*)>$/.exec(line)
      if (!got) continue
      const udh = /^udh (\S+) data (.*)$/.exec(got[3])
      received.push({ from: got[1], to: got[2], at: now, ...(udh ? { part: partOf(udh[1]), text: decode(udh[2]) } : { part: null, text: got[3].replace(/^text /, '') }) })
    }
  })
  return {
    received,
    /** Whole messages per phone (parts joined), in the order they arrived. */
    messages: () => {
      const whole = []
      for (const m of received) {
        if (!m.part || m.part.seq === 1) whole.push({ to: m.to, at: m.at, parts: m.part?.total ?? 1, chunks: [m] })
        else whole.findLast((w) => w.to === m.to && w.chunks.length < w.parts)?.chunks.push(m)
      }
      return whole.map((w) => ({ to: w.to, at: w.at, parts: w.parts, text: [...w.chunks].sort((a, b) => (a.part?.seq ?? 1) - (b.part?.seq ?? 1)).map((c) => c.text).join('') }))
    },
    stop: () => child.kill('SIGKILL'),
  }
}

/**
 * Many SMS through one fake SMS centre connection: `count` messages `interval` seconds apart,
 * from `from` (or, with `randomSender`, from numbers that differ by their last digits). Resolves
 * with, for each answer, the sender it went to and the milliseconds from the SMS sent (as
 * fakesmsc reported it) to the answer received, once `quietMs` pass without a new answer; and
 * every answer whole (`messages`: parts joined, per phone). `more`: other messages fakesmsc picks
 * from at random besides the first (`[{ from, text }]`, same receiver).
 */
/** @param {number} port @param {{ from: string; to: string; text: string; count: number; interval?: number; randomSender?: boolean; quietMs?: number; maxMs?: number; more?: { from: string; text: string }[] }} options */
export async function floodSms(port, { from, to, text, count, interval = 0.01, randomSender = false, quietMs = 3_000, maxMs = 120_000, more = [] }) {
  const args = ['-H', '127.0.0.1', '-r', String(port), '-m', String(count), '-i', String(interval)]
  if (randomSender) args.push('-z', '1')
  args.push(`${from} ${to} text ${text}`, ...more.map((m) => `${m.from} ${to} text ${m.text}`))
  const child = spawn(FAKESMSC, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  const sentAt = []
  const answers = []
  const received = []
  let buffer = ''
  await new Promise((resolve) => {
    let quiet = setTimeout(resolve, maxMs)
    const hardStop = setTimeout(resolve, maxMs)
    child.stderr.on('data', (chunk) => {
      const now = performance.now()
      buffer += chunk.toString('utf8')
      const lines = buffer.split('\n')
      buffer = lines.pop() ?? ''
      for (const line of lines) {
        if (/sent message \d+/.test(line)) sentAt.push(now)
        const got = /Got message \d+: <(\S+) (\S+) (.*)>$/.exec(line)
        if (!got) continue
        const udh = /^udh (\S+) data (.*)$/.exec(got[3])
        received.push({ to: got[2], ...(udh ? { part: partOf(udh[1]), text: decode(udh[2]) } : { part: null, text: got[3].replace(/^text /, '') }) })
        // Count an answer once: its first part (or a one-part answer).
        if (udh && !/%01$/.test(udh[1])) continue
        answers.push({ to: got[2], at: now })
      }
      if (sentAt.length >= count) {
        clearTimeout(quiet)
        quiet = setTimeout(() => {
          clearTimeout(hardStop)
          resolve()
        }, quietMs)
      }
    })
  })
  child.kill('SIGKILL')
  return { sent: sentAt.length, sentAt, answers, messages: () => wholeMessages(received) }
}

/** Parts joined into whole messages, per phone, in the order they arrived. */
function wholeMessages(received) {
  const whole = []
  for (const m of received) {
    if (!m.part || m.part.seq === 1) whole.push({ to: m.to, parts: m.part?.total ?? 1, ref: m.part?.ref ?? null, chunks: [m] })
    else whole.findLast((w) => w.to === m.to && w.ref === m.part.ref && w.chunks.length < w.parts)?.chunks.push(m)
  }
  return whole.map((w) => ({ to: w.to, parts: w.parts, text: [...w.chunks].sort((a, b) => (a.part?.seq ?? 1) - (b.part?.seq ?? 1)).map((c) => c.text).join('') }))
}
