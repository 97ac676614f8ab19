/**
 * Slow bodies (issue 38): sockets from a couple of loopback addresses each declare a small body
 * (`Content-Length: 4000`) and send it one byte every few seconds, to the sign-in and to the
 * citizens' contact form. Meanwhile, from another address, a citizen posts the contact form and an
 * editor signs in and saves (a preference, as the admin does when a menu group is folded). Before
 * the front read bodies whole (src/server/bodies.ts), 16 such sockets made every sign-in answer
 * 503 and 4 blocked every form post and every editor's save, for as long as they dripped.
 *
 * Used by `npm run bench` (bench/run.ts), `npm run bench:slow-bodies` and tests/e2e/slow-bodies.spec.ts.
 */
import http from 'node:http'
import net from 'node:net'

export type Timed = { status: number; ms: number }
export type SlowBodiesResult = {
  /** Dripping sockets kept open at once, sockets opened in all, and how many the server answered. */
  sockets: number
  opened: number
  answered: number
  /** How long after its headers each dripping socket was answered or closed (ms), or null when it was still open at the end. */
  drippersAnsweredMs: (number | null)[]
  /** What each dripping socket was answered (its status line), or 'open'. */
  drippersStatus: string[]
  citizenPost: Timed | null
  signIn: Timed | null
  save: Timed | null
}

export type SlowBodiesOptions = {
  /** Dripping sockets to the sign-in and to the contact form (default 4 and 4). */
  drip?: { signIn: number; form: number }
  /** The addresses the dripping sockets come from (one socket each in turn). */
  addresses?: string[]
  byteEveryMs?: number
  declared?: number
  /** How long the sockets drip before the citizen and the editor act. */
  settleMs?: number
  /** The citizen's and the editor's own address. */
  from?: string
  /** Post a real contact message (it is stored: a test database only). */
  contact?: boolean
  credentials?: { email: string; password: string } | null
  /** Extra headers on the citizen's and editor's requests (e.g. X-Forwarded-For behind a trusted proxy). */
  headers?: Record<string, string>
}

const SIGN_IN = { path: '/api/users/login', type: 'application/json' }
const FORM = { path: '/fr/contact/envoyer/', type: 'application/x-www-form-urlencoded' }

type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders }

function request(base: URL, method: string, path: string, from: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: base.hostname, port: base.port, method, path, localAddress: from, agent: false, headers: { ...headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += text.length < 200_000 ? chunk : ''))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }))
      },
    )
    req.setTimeout(60_000, () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end(body)
  })
}

async function timed(run: () => Promise<Answer>): Promise<Timed> {
  const started = performance.now()
  const answer = await run().catch(() => ({ status: 0, body: '', headers: {} }))
  return { status: answer.status, ms: Math.round(performance.now() - started) }
}

export async function slowBodiesAndServe(baseUrl: string, options: SlowBodiesOptions = {}): Promise<SlowBodiesResult> {
  const base = new URL(baseUrl)
  const drip = options.drip ?? { signIn: 4, form: 4 }
  const targets = [...Array<typeof SIGN_IN>(drip.signIn).fill(SIGN_IN), ...Array<typeof FORM>(drip.form).fill(FORM)]
  const count = targets.length
  const addresses = options.addresses ?? ['127.0.9.1', '127.0.9.2']
  const every = options.byteEveryMs ?? 5_000
  const declared = options.declared ?? 4_000
  const from = options.from ?? '127.0.9.50'
  const extra = options.headers ?? {}

  // Each dripping socket that is answered or closed is replaced: the pressure lasts.
  const answeredMs: (number | null)[] = []
  const statuses: string[] = []
  const sockets = new Set<net.Socket>()
  let stopped = false
  const open = (target: typeof SIGN_IN, address: string) => {
    if (stopped) return
    const i = answeredMs.push(null) - 1
    statuses.push('open')
    const socket = net.connect({ host: base.hostname, port: Number(base.port), localAddress: address })
    const opened = performance.now()
    const timer = setInterval(() => socket.writable && socket.write('a'), every)
    const done = (status: string) => {
      if (answeredMs[i] !== null) return
      answeredMs[i] = Math.round(performance.now() - opened)
      statuses[i] = status
      clearInterval(timer)
      sockets.delete(socket)
      socket.destroy()
      // A quarter of a second later, as an attacker keeping the pressure would (not a busy loop).
      setTimeout(() => open(target, address), 250)
    }
    socket.on('error', () => undefined)
    socket.once('data', (chunk: Buffer) => done(chunk.toString('latin1').split('\r\n')[0] ?? ''))
    socket.once('close', () => done('closed'))
    socket.write(`POST ${target.path} HTTP/1.1\r\nHost: ${base.host}\r\nContent-Type: ${target.type}\r\nContent-Length: ${declared}\r\n\r\n`)
    sockets.add(socket)
  }
  targets.forEach((target, i) => open(target, addresses[i % addresses.length]!))
  await new Promise((resolve) => setTimeout(resolve, options.settleMs ?? 3_000))

  const citizen = async (): Promise<Timed | null> => {
    if (!options.contact) return null
    const page = await request(base, 'GET', '/fr/contact/', from, extra)
    const token = /name="started" value="([^"]+)"/.exec(page.body)?.[1]
    if (!token) return { status: page.status, ms: 0 }
    const cookie = String(page.headers['set-cookie'] ?? '').split(';')[0] ?? ''
    await new Promise((resolve) => setTimeout(resolve, Number(process.env.CONTACT_MIN_FILL_MS || 3_000) + 200))
    const body = new URLSearchParams({ started: token, website: '', kind: 'question', message: 'Où faire la copie d’un acte de naissance à Toamasina ?', contactMethod: 'phone', phone: '034 00 000 00', consent: 'yes' }).toString()
    return timed(() => request(base, 'POST', '/fr/contact/envoyer/', from, { ...extra, 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) }, body))
  }
  const editor = async (): Promise<{ signIn: Timed | null; save: Timed | null }> => {
    if (!options.credentials) return { signIn: null, save: null }
    let token = ''
    const signIn = await timed(async () => {
      const answer = await request(base, 'POST', '/api/users/login', from, { ...extra, 'content-type': 'application/json' }, JSON.stringify(options.credentials))
      token = answer.status === 200 ? ((JSON.parse(answer.body) as { token?: string }).token ?? '') : ''
      return answer
    })
    if (!token) return { signIn, save: null }
    const save = await timed(() => request(base, 'POST', '/api/payload-preferences/bench-slow-bodies', from, { ...extra, 'content-type': 'application/json', authorization: `JWT ${token}` }, JSON.stringify({ value: { at: Date.now() } })))
    return { signIn, save }
  }
  const [citizenPost, staff] = await Promise.all([citizen(), editor()])

  stopped = true
  for (const socket of sockets) socket.destroy()
  // Sockets still open at the end were not answered while the citizen and the editor acted.
  const settledCount = answeredMs.filter((ms, i) => ms !== null && statuses[i] !== 'closed').length
  return { sockets: count, opened: answeredMs.length, answered: settledCount, drippersAnsweredMs: answeredMs, drippersStatus: statuses, citizenPost, signIn: staff.signIn, save: staff.save }
}
