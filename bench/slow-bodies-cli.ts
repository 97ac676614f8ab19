/**
 * `npm run bench:slow-bodies`: dripping bodies against a running server (BENCH_URL, default
 * http://127.0.0.1:3000) while a citizen posts and an editor signs in and saves (bench/slowBodies.ts).
 * The editor is BENCH_ADMIN_EMAIL / BENCH_ADMIN_PASSWORD (skipped without them); the citizen's
 * post is stored, so it is made only with BENCH_CONTACT=1 (a test database).
 * Two rounds: the test (4 sockets to the sign-in and 4 to the form) and the audit's
 * (16 to the sign-in and 4 to the form).
 */
import { slowBodiesAndServe } from './slowBodies'

const base = (process.env.BENCH_URL || 'http://127.0.0.1:3000').replace(/\/$/, '')
const credentials = process.env.BENCH_ADMIN_EMAIL ? { email: process.env.BENCH_ADMIN_EMAIL, password: process.env.BENCH_ADMIN_PASSWORD ?? '' } : null
const headers: Record<string, string> = process.env.BENCH_FORWARDED_FOR ? { 'x-forwarded-for': process.env.BENCH_FORWARDED_FOR } : {}
for (const drip of [{ signIn: 4, form: 4 }, { signIn: 16, form: 4 }]) {
  const r = await slowBodiesAndServe(base, { drip, credentials, contact: process.env.BENCH_CONTACT === '1', headers, settleMs: Number(process.env.BENCH_SETTLE_MS || 3_000) })
  const show = (t: { status: number; ms: number } | null) => (t ? `${t.status} in ${t.ms} ms` : 'not measured')
  const answered = r.drippersAnsweredMs.filter((ms): ms is number => ms !== null)
  const kinds = [...new Set(r.drippersStatus)].map((status) => `${status} ×${r.drippersStatus.filter((s) => s === status).length}`)
  console.log(
    `${drip.signIn} dripping to the sign-in + ${drip.form} to the form: citizen's post ${show(r.citizenPost)} · sign-in ${show(r.signIn)} · save ${show(r.save)} · ${r.opened} dripping sockets opened, answered ${r.answered} (${kinds.join(', ')}) after ${answered.length ? Math.max(...answered) : '-'} ms at most`,
  )
  await new Promise((resolve) => setTimeout(resolve, 2_000))
}
