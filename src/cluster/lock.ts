/**
 * "Once across the instances" for periodic jobs: the first instance to take the lease in
 * Redis runs the job; the others skip this round. Without Redis (one instance) the job runs
 * here. When Redis does not answer, the job runs here too: periodic jobs must be idempotent
 * (running twice is harmless, never running is not).
 * `release`: the lease is given back when the job ends (a job that follows events, like the
 * mirror build, must be able to run again at once); otherwise it lasts `leaseMs` (a daily job
 * runs once per lease whatever happens).
 */
import { instanceId, sharedRedis } from './redis'

const RELEASE_IF_OURS = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"
const RENEW_IF_OURS = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end"

/**
 * `renew`: the lease is short and extended every third of it while the job runs, so that an
 * instance killed mid-job frees it within `leaseMs` (not after the longest job could take).
 */
export async function runOncePerLease(name: string, leaseMs: number, job: () => Promise<unknown>, options: { release?: boolean; renew?: boolean } = {}): Promise<'ran' | 'skipped'> {
  const redis = sharedRedis()
  const key = `portal:lease:${name}`
  if (redis) {
    const taken = await redis.set(key, instanceId(), 'PX', leaseMs, 'NX').catch(() => 'OK' as const)
    if (taken !== 'OK') return 'skipped'
  }
  const renewal = redis && options.renew ? setInterval(() => void redis.eval(RENEW_IF_OURS, 1, key, instanceId(), String(leaseMs)).catch(() => undefined), Math.max(1_000, Math.floor(leaseMs / 3))) : undefined
  try {
    await job()
  } finally {
    if (renewal) clearInterval(renewal)
    if (redis && options.release) await redis.eval(RELEASE_IF_OURS, 1, key, instanceId()).catch(() => undefined)
  }
  return 'ran'
}
