/**
 * The hostile side of bench/neighbours.ts, in a worker thread: `clients` addresses
 * (127.0.<subnet>.1…, a subnet per kind so that one kind's budgets do not carry over to the
 * next), each keeping `perClient` requests of one kind in flight for `seconds`.
 * Plain JavaScript so that it runs in a worker whatever loader the parent uses.
 */
import http from 'node:http'
import { parentPort, workerData } from 'node:worker_threads'

const { base, kind, seconds, clients, perClient, subnet } = workerData
const origin = new URL(base)
const statuses = {}
let requests = 0
let errors = 0
const deadline = performance.now() + seconds * 1000
const words = ['passeport', 'naissance', 'mariage', 'impot', 'permis', 'casier', 'entreprise', 'nif', 'cin', 'pharmacie']
const chunk = Buffer.alloc(64 * 1024, 0x61)

/** One request of `kind`, unique by client and counter where the kind is meant to miss caches. */
function requestFor(client, n) {
  const u = `${client}x${n}`
  switch (kind) {
    case 'api':
      // The issue's query (allowed before: 2.8 MB an answer), made unique so that no cache helps.
      return { path: `/api/services/?depth=1&limit=50&locale=all&where[id][not_equals]=${n}` }
    case 'apiAllowed':
      // The most an anonymous reader may still ask: 50 guides, depth 1, one language, a unique filter.
      return { path: `/api/services/?depth=1&limit=50&locale=fr&where[id][not_equals]=${n}` }
    case 'search':
      return { path: `/fr/searchResult/?q=${encodeURIComponent(`${words[n % words.length]} ${u}`)}` }
    case 'unknown':
      return { path: `/fr/services/inconnu-${u}/` }
    case 'preview':
      return { path: `/fr/apercu/services/${(n % 60) + 1}/?v=${u}` }
    case 'bust':
      return { path: `/fr/services/passeport/?v=${u}` }
    case 'pageData':
      return { path: `/page-data/fr/services/passeport/page-data.json?v=${u}` }
    case 'openApi':
      return { path: `/api/open/v1/guides/?lang=fr&limit=50&updatedSince=2020-01-${String((n % 28) + 1).padStart(2, '0')}&page=${(n % 3) + 1}` }
    case 'feed':
      return { path: `/fr/atom.xml?v=${u}` }
    case 'signIn':
      return { path: '/api/users/login', method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `nobody${u}@example.org`, password: 'wrong-password' }) }
    case 'upload':
      return { path: '/api/media/', method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' }, stream: 16 }
    default:
      throw new Error(`unknown kind ${kind}`)
  }
}

function once(address, client, n) {
  const spec = requestFor(client, n)
  return new Promise((resolve) => {
    let settled = false
    const done = (status) => {
      if (settled) return
      settled = true
      requests++
      if (status === 0) errors++
      else statuses[status] = (statuses[status] ?? 0) + 1
      resolve()
    }
    const request = http.request(
      { host: origin.hostname, port: origin.port, method: spec.method ?? 'GET', path: spec.path, headers: { 'accept-encoding': 'br', ...spec.headers }, localAddress: address, agent: false, timeout: 30_000 },
      (response) => {
        response.resume()
        response.on('end', () => done(response.statusCode ?? 0))
        response.on('error', () => done(response.statusCode ?? 0))
      },
    )
    request.on('timeout', () => request.destroy())
    request.on('error', () => done(0))
    if (spec.stream) {
      // A large chunked body, written as fast as the server takes it, until it answers or closes.
      let left = spec.stream
      const pump = () => {
        while (left > 0 && !request.destroyed) {
          left--
          if (!request.write(chunk)) return request.once('drain', pump)
        }
        if (!request.destroyed) request.end()
      }
      pump()
    } else {
      if (spec.body) request.write(spec.body)
      request.end()
    }
  })
}

async function client(index) {
  const address = `127.0.${subnet}.${index + 1}`
  let n = index * 100_000
  const lanes = Array.from({ length: perClient }, async () => {
    while (performance.now() < deadline) await once(address, index, n++)
  })
  await Promise.all(lanes)
}

await Promise.all(Array.from({ length: clients }, (_, i) => client(i)))
parentPort.postMessage({ requests, statuses, errors })
