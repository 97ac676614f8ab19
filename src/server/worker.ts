/**
 * A worker: Next.js (public pages, admin, API) with Payload, started and supervised by the front
 * (src/server/main.ts, src/server/workers.ts). It listens on a loopback port of its own that it
 * tells the front over IPC, and answers only requests that carry the front's secret. Everything
 * expensive happens here: renders (src/server/render.ts), queries, uploads, search, jobs.
 * Built by scripts/build-server.mjs into <distDir>/portal-worker.mjs.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import next from 'next'

import { closeRedis, connectRedis } from '@/cluster/redis'
import { markSearchStale } from '@/search/freshness'

import { loadIslands } from './islands'
import { FRONT_HEADER, FRONT_SECRET_ENV, INTERNAL_PATH_PREFIX, PURGE_SECRET_HEADER, RENDER_HEADER } from '@/http/headers'
import { registerInstancePurge, runShutdownHooks, type FrontMessage, type WorkerMessage, type WorkerReply } from '@/http/instance'
import { renderForFront } from './render'
import { MAX_TALLIED } from './searchHits'
import { dropSearchShells } from './searchPage'
import { installWorkerConsole } from './workerConsole'

const SHUTDOWN_GRACE_MS = 7_000

function log(level: 'info' | 'warn' | 'error', fields: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), worker: process.env.PORTAL_WORKER_INDEX ?? '0', ...fields })}\n`)
}

/** A POST to one of this worker's own internal routes (the internal secret attached); resolves with its status, or 0. */
function postInternal(port: number, secret: string, route: string, body: string, timeoutMs: number): Promise<number> {
  return new Promise((resolve) => {
    const headers = { [FRONT_HEADER]: secret, [PURGE_SECRET_HEADER]: secret, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: `${INTERNAL_PATH_PREFIX}${route}`, headers }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    request.setTimeout(timeoutMs, () => request.destroy())
    request.on('error', () => resolve(0))
    request.end(body)
  })
}

/** The front's tally of search pages it answered from its cache, counted by Next.js (src/server/searchHits.ts). */
function countSearchHits(port: number, secret: string, hits: [string, number][]): Promise<void> {
  return postInternal(port, secret, 'search-hits/', JSON.stringify(hits.slice(0, MAX_TALLIED)), 30_000).then(() => undefined)
}

function send(message: WorkerMessage | WorkerReply): void {
  if (process.connected) process.send?.(message)
}

async function revalidateNext(port: number, secret: string): Promise<void> {
  const status = await postInternal(port, secret, 'revalidate/', '', 10_000)
  if (status !== 204) log('warn', { msg: 'page cache revalidation refused', status })
}

async function main(): Promise<void> {
  const secret = process.env[FRONT_SECRET_ENV]
  if (!secret || !process.send) {
    console.error('worker: started without its front (run `npm start`, which starts the workers)')
    process.exit(2)
  }
  // Next.js and Payload print errors over many lines: here each is one JSON line like the rest.
  installWorkerConsole(process.env.PORTAL_WORKER_INDEX ?? '0')
  // A bad query deep in a library must not take the worker down, nor print a request's data.
  process.on('unhandledRejection', (reason) => log('error', { msg: 'unhandled rejection', error: (reason as Error)?.name ?? 'Error', detail: String((reason as Error)?.message ?? '').slice(0, 200) }))

  const dir = process.cwd()
  const islands = loadIslands(path.join(dir, process.env.NEXT_DIST_DIR || '.next')).manifest
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  // Form handlers render their answer pages through this same worker (src/forms/state.ts).
  process.env.PORTAL_WORKER_PORT = String(port)

  if ((await connectRedis()) === 'unavailable') log('warn', { msg: 'redis did not answer at start: limits are per instance until it does' })
  const app = next({ dev: false, dir, hostname: '127.0.0.1', port })
  await app.prepare()
  const handle = app.getRequestHandler()

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.headers[FRONT_HEADER] !== secret) {
      response.writeHead(404, { Connection: 'close' })
      response.end()
      return
    }
    delete request.headers[FRONT_HEADER]
    const run = request.headers[RENDER_HEADER] ? renderForFront(request, response, port, secret!, islands) : handle(request, response)
    Promise.resolve(run).catch((error: unknown) => {
      log('error', { msg: 'unhandled request error', error: (error as Error)?.name ?? 'Error' })
      if (!response.headersSent) {
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' })
        response.end('Internal error\n')
      } else response.destroy()
    })
  })
  server.headersTimeout = 10_000
  server.requestTimeout = 120_000
  server.keepAliveTimeout = 30_000

  // A purge asked for here (a publication, a notice's start or end) is the front's to run: it
  // holds the page cache, and tells every worker (this one too) to revalidate.
  registerInstancePurge(async () => send({ type: 'purge' }))

  process.on('message', (raw: unknown) => {
    const message = raw as FrontMessage
    if (message?.type === 'revalidate') {
      markSearchStale()
      dropSearchShells()
      void revalidateNext(port, secret!).then(() => send({ type: 'revalidated', id: message.id }))
    } else if (message?.type === 'searchHits') {
      void countSearchHits(port, secret!, message.hits)
    } else if (message?.type === 'stop') stop('front')
  })

  let stopping = false
  function stop(reason: string): void {
    if (stopping) return
    stopping = true
    log('info', { msg: 'worker stopping', reason })
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref()
    server.close(() => void runShutdownHooks().then(() => Promise.race([closeRedis(), new Promise((resolve) => setTimeout(resolve, 1_000))])).finally(() => process.exit(0)))
    server.closeIdleConnections()
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(signal))
  // The front went away (crashed or killed): nobody can reach this worker any more.
  process.on('disconnect', () => stop('front gone'))

  send({ type: 'ready', port })
}

await main()
