/**
 * Another process signing in to one account, as a second worker or instance of the portal would
 * (tests/int/suites/sessions.ts). Run with tsx, in the environment of the test that started it
 * (its DATABASE_URL and PAYLOAD_SECRET): boots Payload, prints « ready », waits for a line on
 * stdin, then signs in `count` times at once and prints the tokens as one JSON line.
 *
 *   tsx tests/support/signInProcess.ts <email> <password> <count>
 */
import readline from 'node:readline'

const [email, password, count] = process.argv.slice(2)
const { getPayload } = await import('payload')
const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })

process.stdout.write('ready\n')
await new Promise((resolve) => readline.createInterface({ input: process.stdin }).once('line', resolve))
const tokens = await Promise.all(
  Array.from({ length: Number(count) }, async () => (await payload.login({ collection: 'users', data: { email: email!, password: password! } })).token),
)
process.stdout.write(`${JSON.stringify(tokens)}\n`)
await payload.destroy().catch(() => undefined)
process.exit(0)
