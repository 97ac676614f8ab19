/**
 * The nginx example (deploy/nginx/portal.conf) run by Debian's nginx, as written — only the
 * listening address, the instances' ports and the mirror's directory are changed: while an
 * instance answers, nginx passes reads to it; when none does, it answers from a real copy written
 * by the mirror's build (both languages, gzip, the not-found pages with status 404, no form post,
 * the copy's headers). The Varnish version is tested under load by tests/cluster.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildMirror, currentMirror } from '@/ops/mirror'

import { fetcherOf, ORIGIN, site } from '../support/mirrorSite'
import { freePort } from '../support/postgres'

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file))

/** The example made runnable here: a main context around it, and three values changed. */
function runnableConfig(example: string, options: { port: number; instances: [number, number]; mirrorDir: string; work: string; root: boolean }): string {
  const changed = example
    .replace(/listen 443 ssl http2;[^\n]*/, `listen 127.0.0.1:${options.port};`)
    .replace(/server_name [^;]+;/, 'server_name localhost;')
    .replace('server 127.0.0.1:3001 ', `server 127.0.0.1:${options.instances[0]} `)
    .replace('server 127.0.0.1:3002 ', `server 127.0.0.1:${options.instances[1]} `)
    .replaceAll('/srv/portal/data/mirror/', `${options.mirrorDir}/`)
  for (const expected of [`127.0.0.1:${options.port}`, `127.0.0.1:${options.instances[0]}`, `127.0.0.1:${options.instances[1]}`, options.mirrorDir]) {
    if (!changed.includes(expected)) throw new Error(`deploy/nginx/portal.conf changed shape: ${expected} not placed`)
  }
  const temp = (name: string) => `${name}_temp_path ${path.join(options.work, name)};`
  return `${options.root ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${path.join(options.work, 'nginx.pid')};
error_log ${path.join(options.work, 'error.log')} warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
${changed}
}
`
}

describe('the nginx example falls back to the static mirror', () => {
  let work: string
  let nginx: ChildProcess | undefined
  let live: http.Server | undefined
  let base: string
  let stderr = ''

  beforeAll(async () => {
    if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx; .ci/run installs it)')
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'))
    fs.chmodSync(work, 0o755)
    const mirrorDir = path.join(work, 'mirror')
    await buildMirror({ dir: mirrorDir, origin: ORIGIN, fetcher: fetcherOf(site()), now: () => new Date('2026-11-24T19:15:00Z') })

    // One instance answers at first; the other port has nothing behind it.
    live = http.createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' })
      response.end(`instance: ${request.method} ${request.url}`)
    })
    await new Promise<void>((resolve) => live!.listen(0, '127.0.0.1', resolve))
    const port = await freePort()
    const dead = await freePort()
    const config = runnableConfig(fs.readFileSync('deploy/nginx/portal.conf', 'utf8'), {
      port, instances: [(live.address() as AddressInfo).port, dead], mirrorDir, work, root: process.getuid?.() === 0,
    })
    fs.writeFileSync(path.join(work, 'nginx.conf'), config)
    const checked = spawnSync(NGINX, ['-t', '-p', work, '-c', path.join(work, 'nginx.conf')], { encoding: 'utf8' })
    expect(checked.status, checked.stderr).toBe(0)
    nginx = spawn(NGINX, ['-p', work, '-c', path.join(work, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] })
    nginx.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    base = `http://127.0.0.1:${port}`
    const deadline = Date.now() + 10_000
    for (;;) {
      const up = await fetch(`${base}/fr/`).then(() => true, () => false)
      if (up) break
      if (Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }, 30_000)

  afterAll(async () => {
    nginx?.kill('SIGQUIT')
    if (nginx && nginx.exitCode === null) await new Promise((resolve) => nginx!.once('exit', resolve))
    await new Promise((resolve) => (live?.listening ? live.close(resolve) : resolve(undefined)))
    if (work) fs.rmSync(work, { recursive: true, force: true })
  })

  it('passes reads and posts to an instance while one answers', async () => {
    const page = await fetch(`${base}/fr/services/passeport/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toBe('instance: GET /fr/services/passeport/')
    expect(page.headers.get('x-portal-mirror')).toBeNull()
    const post = await fetch(`${base}/fr/contact/envoyer/`, { method: 'POST', body: 'message=x' })
    expect(await post.text()).toBe('instance: POST /fr/contact/envoyer/')
  })

  it('answers from the copy when no instance does: pages in both languages, gzip, assets, 404 pages, no post', async () => {
    live!.closeAllConnections()
    await new Promise((resolve) => live!.close(resolve))
    const mirror = currentMirror(path.join(work, 'mirror'))!

    const fr = await fetch(`${base}/fr/`)
    expect(fr.status).toBe(200)
    expect(fr.headers.get('content-type')).toMatch(/^text\/html/)
    expect(fr.headers.get('x-portal-mirror')).toBe('backup copy')
    expect(fr.headers.get('x-frame-options')).toBe('DENY')
    expect(fr.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(fr.headers.get('content-security-policy')).not.toContain('unsafe-inline')
    const home = await fr.text()
    expect(home).toContain('Copie de secours du 24 novembre 2026')
    const mg = await fetch(`${base}/mg/services/pasipaoro/`)
    expect(mg.status).toBe(200)
    expect(await mg.text()).toContain('Dika tahiry tamin’ny 24 novambra 2026')
    // The contact page says how else to reach the service, and holds no form that posts.
    const contact = await (await fetch(`${base}/fr/contact/`)).text()
    expect(contact).toContain('Le formulaire de contact est momentanément indisponible')
    expect(contact).not.toMatch(/method="post"/)
    expect((await fetch(`${base}/fr/contact/envoyer/`, { method: 'POST', body: 'message=x' })).status).toBe(503)

    // What the build compressed is sent compressed (gzip_static), and it is the same file.
    const compressed = Object.entries(mirror.manifest.files).find(([, f]) => f.gzip && f.status === 200)
    expect(compressed, 'the copy holds a compressed file').toBeDefined()
    const [address, entry] = compressed!
    const zipped = await new Promise<{ encoding?: string; type?: string; body: Buffer }>((resolve, reject) => {
      http.get(`${base}${address}`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (c: Buffer) => chunks.push(c))
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], type: response.headers['content-type'], body: Buffer.concat(chunks) }))
      }).on('error', reject)
    })
    expect(zipped.encoding).toBe('gzip')
    expect(gunzipSync(zipped.body).equals(fs.readFileSync(path.join(mirror.root, entry.file)))).toBe(true)
    const css = await fetch(`${base}/_next/static/chunks/a.css`)
    expect(css.status).toBe(200)
    expect(css.headers.get('content-type')).toMatch(/^text\/css/)
    expect((await fetch(`${base}/_mirror/mirror.css`)).status).toBe(200)

    // An address the copy does not hold: its language's not-found page, status 404.
    const missing = await fetch(`${base}/fr/services/nexiste-pas/`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('Page introuvable')
    const missingMg = await fetch(`${base}/mg/services/tsy-misy/`)
    expect(missingMg.status).toBe(404)
    expect(await missingMg.text()).toContain('Tsy hita')
    // The internal location is not an address of its own.
    expect((await fetch(`${base}/_mirror_not_found/fr/404.html`)).status).toBe(404)
  })
})
