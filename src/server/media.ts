/**
 * /media/{name}: uploaded images and PDF forms, straight from the media directory (not through
 * the API: no rate limit on a page's images, no database read). Names are content hashes
 * (src/media/storage.ts): cached for a year. Only GET and HEAD reach here (src/server/edge.ts).
 */
import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { mediaFile } from '@/media/storage'

/** A PDF opened in the browser runs under a policy of its own: nothing but itself, in a sandbox, framed by nobody else. */
const MEDIA_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'; base-uri 'none'; form-action 'none'"

export function serveMedia(request: IncomingMessage, response: ServerResponse, pathname: string): void {
  const found = mediaFile(pathname)
  const notFound = (): void => {
    if (response.headersSent) {
      response.destroy()
      return
    }
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60', 'Content-Security-Policy': MEDIA_POLICY })
    response.end('Not found\n')
  }
  if (!found) return notFound()
  fs.stat(found.file, (error, stat) => {
    if (error || !stat.isFile()) return notFound()
    response.writeHead(200, {
      'Content-Type': found.type,
      'Content-Length': stat.size,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': MEDIA_POLICY,
      'Last-Modified': stat.mtime.toUTCString(),
    })
    if (request.method === 'HEAD') return void response.end()
    const stream = fs.createReadStream(found.file)
    stream.on('error', () => response.destroy())
    stream.pipe(response)
  })
}
