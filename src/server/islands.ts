/**
 * The islands' files (built by scripts/build-server.mjs into <distDir>/islands), held in memory
 * with their brotli and gzip forms and answered at /_islands/<name>-<hash>.js, immutable.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { IslandManifest } from './html'

type File = { identity: Buffer; br?: Buffer; gzip?: Buffer }

export type Islands = { manifest: IslandManifest; files: Map<string, File> }

export function loadIslands(distDir: string): Islands {
  const dir = path.join(distDir, 'islands')
  const files = new Map<string, File>()
  let manifest: IslandManifest = {}
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as IslandManifest
    for (const name of fs.readdirSync(dir)) {
      if (!name.endsWith('.js')) continue
      const read = (suffix: string) => (fs.existsSync(path.join(dir, name + suffix)) ? fs.readFileSync(path.join(dir, name + suffix)) : undefined)
      files.set(`/_islands/${name}`, { identity: fs.readFileSync(path.join(dir, name)), br: read('.br'), gzip: read('.gz') })
    }
  } catch {
    console.error(`server: no islands in ${dir} — run \`npm run build\`; pages will work without their scripts`)
  }
  return { manifest, files }
}

export function serveIsland(islands: Islands, request: IncomingMessage, response: ServerResponse, path: string): void {
  const file = islands.files.get(path)
  if (!file) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' })
    response.end('Not found\n')
    return
  }
  const accept = String(request.headers['accept-encoding'] ?? '')
  const encoding = file.br && /\bbr\b/.test(accept) ? 'br' : file.gzip && /\bgzip\b/.test(accept) ? 'gzip' : 'identity'
  const body = encoding === 'br' ? file.br! : encoding === 'gzip' ? file.gzip! : file.identity
  response.setHeader('Content-Type', 'text/javascript; charset=utf-8')
  response.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
  response.setHeader('Vary', 'Accept-Encoding')
  response.setHeader('X-Content-Type-Options', 'nosniff')
  if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding)
  response.setHeader('Content-Length', body.length)
  response.writeHead(200)
  response.end(request.method === 'HEAD' ? undefined : body)
}
