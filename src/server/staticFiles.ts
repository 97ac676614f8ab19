/**
 * Files the front serves from disk without a worker: Next.js's hashed build assets
 * (/_next/static/…, the public pages' stylesheets and fonts, the admin's scripts) and the
 * public icons. A request for them costs a file read, whatever the workers are doing.
 * Build assets are precompressed with brotli and gzip by scripts/build-server.mjs.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

export type StaticRoot = { prefix: string; dir: string; cacheControl: string }

export function staticRoots(distDir: string, publicDir: string): StaticRoot[] {
  return [
    { prefix: '/_next/static/', dir: path.join(distDir, 'static'), cacheControl: 'public, max-age=31536000, immutable' },
    { prefix: '/icons/', dir: path.join(publicDir, 'icons'), cacheControl: 'public, max-age=86400' },
  ]
}

/** The file for a request path under one of the roots, or null (never outside the root). */
export function staticFile(roots: StaticRoot[], pathname: string): { root: StaticRoot; file: string; type: string } | null {
  const root = roots.find((r) => pathname.startsWith(r.prefix))
  if (!root) return null
  let relative: string
  try {
    relative = decodeURIComponent(pathname.slice(root.prefix.length))
  } catch {
    return null
  }
  if (!relative || relative.includes('\0') || relative.split('/').some((part) => part === '..' || part === '')) return null
  const file = path.join(root.dir, relative)
  if (!file.startsWith(root.dir + path.sep)) return null
  const type = TYPES[path.extname(file).toLowerCase()]
  return type ? { root, file, type } : null
}

function stat(file: string): Promise<fs.Stats | null> {
  return fs.promises.stat(file).then((s) => (s.isFile() ? s : null), () => null)
}

export async function serveStatic(roots: StaticRoot[], request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean> {
  const found = staticFile(roots, pathname)
  if (!found) return false
  const plain = await stat(found.file)
  if (!plain) return false
  const accept = String(request.headers['accept-encoding'] ?? '')
  let file = found.file
  let size = plain.size
  let encoding: string | null = null
  for (const [name, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
    if (!new RegExp(`\\b${name}\\b`).test(accept)) continue
    const compressed = await stat(found.file + suffix)
    if (compressed) {
      file = found.file + suffix
      size = compressed.size
      encoding = name
      break
    }
  }
  const headers: Record<string, string | number> = {
    'Content-Type': found.type,
    'Content-Length': size,
    'Cache-Control': found.root.cacheControl,
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
  }
  if (encoding) headers['Content-Encoding'] = encoding
  response.writeHead(200, headers)
  if (request.method === 'HEAD') {
    response.end()
    return true
  }
  const stream = fs.createReadStream(file)
  stream.on('error', () => response.destroy())
  stream.pipe(response)
  return true
}
