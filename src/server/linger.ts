/**
 * A refusal sent before a body was read (413, 403, 503) must reach the client. Closing the
 * connection at once while the client is still sending makes the kernel answer its next bytes
 * with a reset, and a reset throws away the refusal the client had not read yet: the browser shows
 * "connection reset" instead of "too large". So, like nginx's `lingering_close`, after the answer
 * the front half-closes the connection and keeps reading and discarding for a little while —
 * at most LINGER_MS and LINGER_BYTES — then closes it. Nothing is kept in memory.
 *
 * Draining is work for the front's one thread (a flood of refused 1 MB uploads drained 256 KB
 * each: 1.8 ms of the front's processor per request, and a cached page's median went from 1.4 to
 * 11 ms). So lingering is a courtesy with a budget: a client address drains at most
 * LINGER_BYTES_PER_MINUTE and lingers on LINGER_PER_CLIENT connections at once, and the front on
 * LINGER_TOTAL. Past it, the answer is sent and the connection closed once it is written: a
 * person who sends one oversized form still reads why, a client that keeps sending refused bodies
 * gets resets. The budget is counted here, synchronously, because Node decides to close in the
 * socket's own callback (rate-limiter-flexible answers with a promise).
 */
import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'

import { CLIENT_KEY_HEADER } from '@/http/headers'

export const LINGER_MS = 1_000
export const LINGER_BYTES = 256 * 1024
export const LINGER_BYTES_PER_MINUTE = 1024 * 1024
export const LINGER_PER_CLIENT = 2
export const LINGER_TOTAL = 64
/** Addresses remembered; past it the oldest is forgotten (a fresh budget for it, never unbounded memory). */
const CLIENTS_TRACKED = 10_000
const WINDOW_MS = 60_000

type Budget = { open: number; drained: number; since: number }
const budgets = new Map<string, Budget>()
let lingering = 0

function budgetOf(client: string, now: number): Budget {
  let budget = budgets.get(client)
  if (budget && now - budget.since >= WINDOW_MS) {
    budget.drained = 0
    budget.since = now
  }
  if (!budget) {
    if (budgets.size >= CLIENTS_TRACKED) budgets.delete(budgets.keys().next().value!)
    budget = { open: 0, drained: 0, since: now }
  }
  // Most recently seen last: the oldest is forgotten first.
  budgets.delete(client)
  budgets.set(client, budget)
  return budget
}

/** What the front is draining now, and what one client drained this minute (tests). */
export function lingerState(client?: string): { lingering: number; clients: number; drained: number } {
  return { lingering, clients: budgets.size, drained: client === undefined ? 0 : (budgets.get(client)?.drained ?? 0) }
}

/** Forgets every budget (tests). */
export function resetLingerBudgets(): void {
  budgets.clear()
}

export function closeAfterAnswerLingering(request: IncomingMessage): void {
  const socket = request.socket as Socket & { destroySoon?: () => void }
  if (!socket || socket.destroyed) return
  // Closed once what was handed to it is written (the answer is never cut).
  const closeWhenWritten = () => (socket.writableFinished ? socket.destroy() : socket.once('finish', () => socket.destroy()))
  const header = request.headers[CLIENT_KEY_HEADER]
  const budget = budgetOf(typeof header === 'string' && header ? header : (socket.remoteAddress ?? ''), Date.now())
  if (lingering >= LINGER_TOTAL || budget.open >= LINGER_PER_CLIENT || budget.drained >= LINGER_BYTES_PER_MINUTE) {
    // Over budget: closed as soon as the answer is with the kernel, whatever the client is still
    // sending (it may get a reset instead of the answer; nothing more is read from it).
    socket.destroySoon = () => (socket.writableLength === 0 ? socket.destroy() : closeWhenWritten())
    return
  }
  lingering++
  budget.open++
  let timer: NodeJS.Timeout | undefined
  socket.once('close', () => {
    clearTimeout(timer)
    lingering--
    budget.open--
  })
  let answered = false
  let afterAnswer = 0
  // Read (and count) the body from now on: a request left unread is "dumped" by Node once
  // answered, and a dumped body is read without a byte being seen here.
  request.on('data', (chunk: Buffer) => {
    budget.drained += chunk.length
    if (answered) afterAnswer += chunk.length
    // Enough read: stop reading but keep the connection until LINGER_MS. The client's sending
    // blocks (no reset yet) while it reads the answer; nothing more costs the front.
    if (afterAnswer > LINGER_BYTES || budget.drained > LINGER_BYTES_PER_MINUTE) request.pause()
  })
  request.once('end', () => (answered ? closeWhenWritten() : undefined))
  request.once('error', () => socket.destroy())
  request.resume()
  // Node's HTTP server calls destroySoon() once an answer marked `Connection: close` is written.
  socket.destroySoon = () => {
    answered = true
    socket.end()
    if (request.readableEnded) return closeWhenWritten()
    timer = setTimeout(() => socket.destroy(), LINGER_MS)
    timer.unref()
  }
}
