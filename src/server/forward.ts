/**
 * Front → worker, for everything that is not a public page (the admin, the API, the citizens'
 * form posts): the request streams to the worker and the answer streams back, without being
 * held in the front's memory.
 *
 * Most bodies arrive whole (the front read them first, src/server/bodies.ts) and are passed on
 * at once. Uploads stream, bounded while they come: the front counts the bytes as it passes them
 * on, and at the path's limit it stops, tells the worker the request is gone, answers 413 and
 * closes the connection — a chunked body of 192 MB costs the front 64 KB, not 192 MB; an upload
 * slower than its minimum rate is cut the same way with 408 (`pace`). At most
 * MAX_BODIES_IN_FLIGHT bodies stream at once per instance (beyond: 503 before reading).
 */
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http'
import zlib from 'node:zlib'

import { FRONT_HEADER } from '@/http/headers'
import { injectAfterBody } from './adminBoot'
import { watchRate, type BodyRules } from './bodies'
import { closeAfterAnswerLingering } from './linger'

export const MAX_BODIES_IN_FLIGHT = 32
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade'])

let bodiesInFlight = 0
export function bodiesStreaming(): number {
  return bodiesInFlight
}

/** Connections to the workers are reused (a new TCP handshake per request costs the front too). */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 32 })

export type ForwardOptions = {
  port: number
  secret: string
  /** Bytes of body the path accepts (0: none). */
  bodyLimit: number
  /** Longest time to wait for the worker's answer. */
  timeoutMs: number
  /** Written when the worker cannot answer, or the body is over its limit or too slow (408). */
  refuse: (status: 408 | 413 | 503, close: boolean) => void
  /** The whole body, already read by the front: passed on at once. */
  body?: Buffer
  /** A streamed body's deadline and minimum rate (uploads). */
  pace?: Omit<BodyRules, 'limit'>
  /** HTML to insert after `<body>` of an HTML answer (the admin's first paint, src/server/adminBoot.ts). */
  afterBody?: string
}

export function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length']
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
}

/** Resolves when the answer is written (or the connection is gone). */
export function forward(request: IncomingMessage, response: ServerResponse, options: ForwardOptions): Promise<void> {
  const streaming = options.body === undefined && hasBody(request)
  if (streaming && bodiesInFlight >= MAX_BODIES_IN_FLIGHT) {
    options.refuse(503, true)
    return Promise.resolve()
  }
  if (streaming) bodiesInFlight++
  return new Promise<void>((resolve) => {
    let finished = false
    const finish = () => {
      if (finished) return
      finished = true
      if (streaming) bodiesInFlight--
      resolve()
    }
    const headers: OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue
      headers[name] = value
    }
    headers[FRONT_HEADER] = options.secret
    if (options.body !== undefined) headers['content-length'] = String(options.body.length)
    // To insert into the HTML, the front reads it uncompressed and compresses it itself.
    const acceptsGzip = /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''))
    if (options.afterBody) delete headers['accept-encoding']
    const upstream = http.request({ host: '127.0.0.1', port: options.port, method: request.method, path: request.url, headers, agent, timeout: options.timeoutMs })

    upstream.on('response', (answer) => {
      pace?.stop()
      const out: OutgoingHttpHeaders = {}
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value === undefined || HOP_BY_HOP.has(name)) continue
        out[name] = value
      }
      // The worker answered before the whole body came (a refusal): stop reading it, and close
      // the connection once the answer is out.
      const early = streaming && !request.readableEnded
      if (early) {
        request.off('data', counter)
        response.shouldKeepAlive = false
        out.connection = 'close'
        closeAfterAnswerLingering(request)
      }
      const rewrite = options.afterBody !== undefined && answer.statusCode === 200 && /^text\/html/i.test(String(answer.headers['content-type'] ?? '')) && !answer.headers['content-encoding']
      let body: NodeJS.ReadableStream = answer
      if (rewrite) {
        delete out['content-length']
        body = answer.pipe(injectAfterBody(options.afterBody!))
        if (acceptsGzip) {
          out['content-encoding'] = 'gzip'
          const vary = String(out.vary ?? '')
          if (!/\baccept-encoding\b/i.test(vary)) out.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'
          // Each chunk is flushed as it comes: the page still streams.
          body = body.pipe(zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH }))
        }
      }
      response.writeHead(answer.statusCode ?? 502, out)
      body.pipe(response)
      answer.on('error', () => response.destroy())
      body.on('end', () => {
        if (early) upstream.destroy()
        finish()
      })
    })
    upstream.on('timeout', () => upstream.destroy(new Error('worker timed out')))
    upstream.on('error', () => {
      if (!response.headersSent) options.refuse(503, streaming && !request.readableEnded)
      else response.destroy()
      finish()
    })
    response.on('close', () => {
      // The client left: the worker stops too.
      if (!response.writableFinished) upstream.destroy()
      finish()
    })

    const pace =
      streaming && options.pace
        ? watchRate(options.pace, () => {
            request.off('data', counter)
            request.pause()
            upstream.destroy()
            if (!response.headersSent) options.refuse(408, true)
            finish()
          })
        : undefined
    let seen = 0
    const counter = (chunk: Buffer) => {
      seen += chunk.length
      pace?.seen(chunk.length)
      if (seen > options.bodyLimit) {
        request.off('data', counter)
        request.pause()
        upstream.destroy()
        if (!response.headersSent) options.refuse(413, true)
        finish()
        return
      }
      if (!upstream.write(chunk)) {
        request.pause()
        upstream.once('drain', () => request.resume())
      }
    }
    if (streaming) {
      request.on('data', counter)
      request.on('end', () => {
        pace?.stop()
        upstream.end()
      })
      request.on('error', () => upstream.destroy())
      response.once('close', () => pace?.stop())
    } else {
      upstream.end(options.body)
    }
  })
}
