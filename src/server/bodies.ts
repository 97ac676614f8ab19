/**
 * Bodies admitted whole (issue 38). A worker's place is precious (a handful per worker and kind,
 * src/server/budgets.ts); a body that arrives one byte every few seconds must not hold one. So
 * the front reads a request's body itself, into memory, *before* it asks for a worker, and hands
 * the worker a body that is complete:
 * - a citizen's form, a sign-in, an anonymous API write, a gateway's callback: at most
 *   PUBLIC_BODY_LIMIT (64 KB), within SMALL_BODY_DEADLINE_MS of the request's headers;
 * - a signed-in editor's save (STAFF_BODY_LIMIT, 4 MB): within 30 s, and never slower than
 *   BODY_MIN_BYTES_PER_S once the first GRACE_MS are past (a 4 MB save on a 2G link takes ~2 min:
 *   such a save is an upload, not a form);
 * - uploads (media files, up to MEDIA_BODY_LIMIT) are not held in the front's memory: they stream
 *   to a worker through a gate of their own ('upload', src/server/budgets.ts), at the same minimum
 *   rate and within UPLOAD_DEADLINE_MS (see `watchRate`), so a dripping upload holds only another
 *   upload's place.
 * What is being read is bounded before a byte is kept: BODIES_PER_CLIENT bodies at once per
 * client (beyond: 429 to that client) and a total of bytes in reading (beyond: 503 to everyone's
 * new bodies, never to what is already being read). A client that goes away frees its place at once.
 *
 * No maintained library reads a Node request into a buffer with a deadline, a minimum rate and
 * shared ceilings (raw-body has a length limit only): this is small and tested beside it.
 */
import type { IncomingMessage } from 'node:http'

/** A small body (a form, a sign-in) is all there within this time of its headers, even over 2G. */
export const SMALL_BODY_DEADLINE_MS = 5_000
/** Any body that is not an upload: the whole request within 30 s. */
export const STAFF_BODY_DEADLINE_MS = 30_000
/** An upload (10 MB of images or PDF): within 2 minutes. */
export const UPLOAD_DEADLINE_MS = 120_000
/** After GRACE_MS, a body that has come slower than this on average is refused (2G carries ≥ 10 KB/s). */
export const BODY_MIN_BYTES_PER_S = 2 * 1024
export const GRACE_MS = 5_000
/** Bodies one client may have coming at once (an office behind one address posts a few at a time). */
export const BODIES_PER_CLIENT = 8
/** Bytes of bodies the front holds at once while they come (declared lengths, reserved up front). */
export const BODY_BYTES_TOTAL = 64 * 1024 * 1024

export type BodyRefusal = 'slow' | 'tooLarge' | 'tooMany' | 'busy' | 'gone'
export type BodyRead = { ok: true; body: Buffer } | { ok: false; reason: BodyRefusal }
export type BodyRules = { limit: number; deadlineMs: number; minBytesPerS?: number; graceMs?: number }

/**
 * Watches a body's pace: calls `slow` once the body is past `deadlineMs`, or came slower than
 * `minBytesPerS` on average after `graceMs`. `seen(bytes)` counts what arrived; `stop()` ends it.
 */
export function watchRate(rules: { deadlineMs: number; minBytesPerS?: number; graceMs?: number }, slow: () => void, now = () => performance.now()): { seen: (bytes: number) => void; stop: () => void } {
  const started = now()
  let bytes = 0
  const grace = rules.graceMs ?? GRACE_MS
  const check = () => {
    const elapsed = now() - started
    if (elapsed >= rules.deadlineMs) return finish()
    if (rules.minBytesPerS && elapsed >= grace && bytes < (rules.minBytesPerS * elapsed) / 1000) return finish()
  }
  const finish = () => {
    stop()
    slow()
  }
  const timer = setInterval(check, Math.min(1_000, rules.deadlineMs))
  const deadline = setTimeout(finish, rules.deadlineMs)
  timer.unref()
  deadline.unref()
  const stop = () => {
    clearInterval(timer)
    clearTimeout(deadline)
  }
  return { seen: (n) => void (bytes += n), stop }
}

export class BodyReader {
  private reserved = 0
  private readonly perClient = new Map<string, number>()

  constructor(private readonly options: { perClient: number; totalBytes: number } = { perClient: BODIES_PER_CLIENT, totalBytes: BODY_BYTES_TOTAL }) {}

  /** Bodies being read now, and the bytes reserved for them (metrics, tests). */
  get load(): { bodies: number; bytes: number; clients: number } {
    let bodies = 0
    for (const n of this.perClient.values()) bodies += n
    return { bodies, bytes: this.reserved, clients: this.perClient.size }
  }

  /**
   * Reads the whole body of `request` for `client`, or says why not. On a refusal the request is
   * left paused where it stopped: the caller answers and closes the connection.
   */
  read(request: IncomingMessage, client: string, rules: BodyRules): Promise<BodyRead> {
    const declared = request.headers['content-length']
    const length = declared !== undefined ? Number(declared) : NaN
    if (Number.isFinite(length) && length > rules.limit) return Promise.resolve({ ok: false, reason: 'tooLarge' })
    // A chunked body reserves its whole limit: its length is not known before it ends.
    const reserve = Number.isFinite(length) ? length : rules.limit
    const mine = this.perClient.get(client) ?? 0
    if (mine >= this.options.perClient) return Promise.resolve({ ok: false, reason: 'tooMany' })
    if (this.reserved + reserve > this.options.totalBytes) return Promise.resolve({ ok: false, reason: 'busy' })
    this.reserved += reserve
    this.perClient.set(client, mine + 1)

    return new Promise<BodyRead>((resolve) => {
      const chunks: Buffer[] = []
      let size = 0
      let settled = false
      const settle = (result: BodyRead) => {
        if (settled) return
        settled = true
        pace.stop()
        request.off('data', onData)
        request.off('end', onEnd)
        request.off('error', onGone)
        request.off('aborted', onGone)
        request.socket?.off('close', onGone)
        if (!result.ok) request.pause()
        this.reserved -= reserve
        const left = (this.perClient.get(client) ?? 1) - 1
        if (left > 0) this.perClient.set(client, left)
        else this.perClient.delete(client)
        resolve(result)
      }
      const pace = watchRate(rules, () => settle({ ok: false, reason: 'slow' }))
      const onData = (chunk: Buffer) => {
        size += chunk.length
        pace.seen(chunk.length)
        if (size > rules.limit || size > reserve) return settle({ ok: false, reason: 'tooLarge' })
        chunks.push(chunk)
      }
      const onEnd = () => settle({ ok: true, body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size) })
      const onGone = () => settle({ ok: false, reason: 'gone' })
      request.on('data', onData)
      request.once('end', onEnd)
      request.once('error', onGone)
      request.once('aborted', onGone)
      request.socket?.once('close', onGone)
      if (request.readableEnded) onEnd()
    })
  }
}
