/**
 * "Once across the instances" for periodic jobs: the first instance to take the lease in
 * Redis runs the job; the others skip this round. Without Redis (one instance) the job runs
 * here. When Redis does not answer, the job runs here too: periodic jobs must be idempotent
 * (running twice is harmless, never running is not).
 */
import { instanceId, sharedRedis } from './redis'

export async function runOncePerLease(name: string, leaseMs: number, job: () => Promise<unknown>): Promise<'ran' | 'skipped'> {
  const redis = sharedRedis()
  if (redis) {
    const taken = await redis.set(`portal:lease:${name}`, instanceId(), 'PX', leaseMs, 'NX').catch(() => 'OK' as const)
    if (taken !== 'OK') return 'skipped'
  }
  await job()
  return 'ran'
}
