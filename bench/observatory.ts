/**
 * Security-header grades of each kind of route, as the MDN HTTP Observatory gives them, measured
 * offline: the scanner (@mdn/mdn-http-observatory, installed on first use into ~/.cache with
 * its install scripts off: they download certificate bundles) runs against the portal behind a
 * local TLS front made here (a certificate authority of the run, trusted by the scanner's
 * process), with a plain-HTTP listener that redirects to HTTPS, as an operator's proxy would.
 *
 * The portal must trust the loopback proxy to know the client used HTTPS (HSTS, `Secure`
 * cookies): run it with TRUST_PROXY=loopback. Routes the server cannot show (no media file yet)
 * are skipped.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

export const OBSERVATORY_VERSION = '1.4.8'
// Outside the repository: a tool of the bench, not of the product (nothing of it is committed).
const toolsDir = path.join(os.homedir(), '.cache', 'services-publics-mg', 'observatory')
const scannerDir = path.join(toolsDir, 'node_modules', '@mdn', 'mdn-http-observatory')

export type Grade = { route: string; path: string; grade: string; score: number; failing: string[]; error?: string }

function ensureScanner(): boolean {
  if (!fs.existsSync(path.join(scannerDir, 'package.json'))) {
    fs.mkdirSync(toolsDir, { recursive: true })
    if (!fs.existsSync(path.join(toolsDir, 'package.json'))) fs.writeFileSync(path.join(toolsDir, 'package.json'), '{"private":true}')
    const installed = spawnSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--prefix', toolsDir, `@mdn/mdn-http-observatory@${OBSERVATORY_VERSION}`], { stdio: 'ignore' })
    if (installed.status !== 0) return false
  }
  // The HSTS preload list is downloaded by an install script; a site on localhost is in no list.
  const preload = path.join(scannerDir, 'conf', 'hsts-preload.json')
  if (!fs.existsSync(preload)) fs.writeFileSync(preload, '{}')
  return true
}

/** A certificate authority and a certificate for localhost, made for this run with openssl. */
function certificates(dir: string): { ca: string; key: string; cert: string } {
  const run = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' })
  run('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=bench CA', '-keyout', 'ca.key', '-out', 'ca.pem')
  run('req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-keyout', 'server.key', '-out', 'server.csr')
  fs.writeFileSync(path.join(dir, 'san.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n')
  run('x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-days', '2', '-extfile', 'san.ext', '-out', 'server.pem')
  return { ca: path.join(dir, 'ca.pem'), key: path.join(dir, 'server.key'), cert: path.join(dir, 'server.pem') }
}

/** TLS in front of the portal (X-Forwarded-Proto: https), and HTTP that redirects to it. */
async function fronts(origin: URL, tls: { key: string; cert: string }): Promise<{ httpsPort: number; httpPort: number; close: () => void }> {
  const pass = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const upstream = http.request(
      { host: origin.hostname, port: origin.port, method: request.method, path: request.url, headers: { ...request.headers, 'x-forwarded-proto': 'https', 'x-forwarded-for': '127.0.0.1' } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    upstream.on('error', () => response.destroy())
    request.pipe(upstream)
  }
  const secure = https.createServer({ key: fs.readFileSync(tls.key), cert: fs.readFileSync(tls.cert) }, pass)
  const plain = http.createServer((request, response) => {
    const host = (request.headers.host ?? 'localhost').replace(/:\d+$/, '')
    response.writeHead(301, { Location: `https://${host}:${(secure.address() as AddressInfo).port}${request.url}` })
    response.end()
  })
  await new Promise<void>((resolve) => secure.listen(0, '127.0.0.1', resolve))
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve))
  return { httpsPort: (secure.address() as AddressInfo).port, httpPort: (plain.address() as AddressInfo).port, close: () => (secure.close(), plain.close()) }
}

export async function benchObservatory(base: string, routes: Record<string, string>): Promise<Grade[] | null> {
  if (spawnSync('openssl', ['version']).error || !ensureScanner()) return null
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'observatory-'))
  try {
    const tls = certificates(dir)
    const front = await fronts(new URL(base), tls)
    try {
      const job = { scanner: scannerDir, httpsPort: front.httpsPort, httpPort: front.httpPort, routes }
      const child = spawn(process.execPath, [path.join(process.cwd(), 'bench', 'observatory-scan.mjs'), JSON.stringify(job)], { env: { ...process.env, NODE_EXTRA_CA_CERTS: tls.ca } })
      let out = ''
      child.stdout.on('data', (d) => (out += d))
      child.stderr.on('data', () => undefined)
      await new Promise((resolve) => child.on('close', resolve))
      return JSON.parse(out) as Grade[]
    } finally {
      front.close()
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** The routes graded: public pages in both languages, the admin, the open API, page data, a media file. */
export async function observatoryRoutes(base: string): Promise<Record<string, string>> {
  const routes: Record<string, string> = {
    'home (fr)': '/fr/',
    'guide (mg)': '/mg/services/pasipaoro/',
    'search results': '/fr/searchResult/?q=passeport',
    'admin sign-in': '/admin/login',
    'open API': '/api/open/v1/themes/?lang=fr',
    'content API': '/api/categories/?locale=fr',
    'page data': '/page-data/fr/services/passeport/page-data.json',
    'feed': '/fr/atom.xml',
  }
  try {
    const media = (await (await fetch(`${base}/api/media/?limit=1&depth=0&locale=fr`)).json()) as { docs?: { url?: string }[] }
    const url = media.docs?.[0]?.url
    if (url) routes['media file'] = url
  } catch {
    // no media yet
  }
  return routes
}
