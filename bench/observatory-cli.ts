/**
 * `npm run bench:observatory`: the MDN HTTP Observatory grade of each kind of route, against a
 * running server started with TRUST_PROXY=loopback (BENCH_URL, default http://127.0.0.1:3000);
 * written into bench/results/latest.json (`observatoryMeasuredAt` gives their date).
 */
import { mergeIntoLatest } from './latest'
import { benchObservatory, observatoryRoutes } from './observatory'

const base = (process.env.BENCH_URL || 'http://127.0.0.1:3000').replace(/\/$/, '')
const grades = await benchObservatory(base, await observatoryRoutes(base))
if (!grades) {
  console.error('observatory: skipped (needs openssl, and the npm registry the first time)')
  process.exit(1)
}
for (const g of grades) console.log(`${g.route.padEnd(22)} ${g.grade.padEnd(3)} ${String(g.score).padStart(4)}  ${g.path}${g.error ? `  error: ${g.error}` : ''}${g.failing.length ? `  (${g.failing.join(', ')})` : ''}`)

const date = new Date().toISOString()
mergeIntoLatest({ observatory: grades }, 'observatoryMeasuredAt', date)
console.log(`bench:observatory: wrote the grades into bench/results/latest.json (observatoryMeasuredAt ${date})`)
