/**
 * PAYLOAD_SECRET for `npm start` and `npm run cluster`: the environment's, else one generated
 * once into data/.payload-secret (shared by every instance this machine starts).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** Sets process.env.PAYLOAD_SECRET when unset; true when it came from the file. */
export function ensurePayloadSecret(root) {
  if (process.env.PAYLOAD_SECRET) return false
  const file = path.join(root, 'data', '.payload-secret')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
  process.env.PAYLOAD_SECRET = fs.readFileSync(file, 'utf8').trim()
  return true
}
