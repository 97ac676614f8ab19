/** `npm run bench:sms`: SMS through Kannel and USSD screens, against BENCH_URL started with SMS_GATEWAY_SECRET = BENCH_SMS_SECRET. */
import { benchSms } from './sms'

const base = (process.env.BENCH_URL || 'http://127.0.0.1:3000').replace(/\/$/, '')
const result = await benchSms(base, process.env.BENCH_SMS_SECRET)
if (!result) {
  console.error('bench:sms: skipped (needs kannel and kannel-extras, and BENCH_SMS_SECRET = the server’s SMS_GATEWAY_SECRET)')
  process.exit(1)
}
console.log(`SMS through Kannel: ${result.sms.answered}/${result.sms.sent} answered, ${result.sms.perSecond} answers/s, incoming SMS → answer at the fake SMS centre p50 ${result.sms.p50Ms} ms, p95 ${result.sms.p95Ms} ms, max ${result.sms.maxMs} ms`)
console.log(`USSD: ${result.ussd.screens} screens, p50 ${result.ussd.p50Ms} ms, p95 ${result.ussd.p95Ms} ms, max ${result.ussd.maxMs} ms`)
