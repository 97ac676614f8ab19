/**
 * `npm run mirror -- <command>`: the static mirror (src/ops/mirror.ts, ADR 17).
 *   build    a new copy from the running portal (MIRROR_ORIGIN, default http://127.0.0.1:$PORT),
 *            switched to when complete; the portal runs it by itself after each publication and
 *            every 30 minutes.
 *   notice   sets the emergency notice in the copy, without the origin:
 *              --severity info|warning|critical --fr-title … --fr-message … --mg-title … --mg-message …
 *            or --clear to remove it.
 *   serve    answers the copy over HTTP (MIRROR_PORT, default 8089; MIRROR_HOST, default 127.0.0.1):
 *            Varnish's fallback when no instance answers.
 *   status   what the copy being served holds, and its age.
 * MIRROR_DIR (default data/mirror; or --dir) is where copies are kept. With MIRROR_S3_BUCKET (and
 * MIRROR_S3_ENDPOINT, _ACCESS_KEY_ID, _SECRET_ACCESS_KEY, _REGION, _PREFIX), what changed is then sent
 * to that bucket (src/ops/mirrorBucket.ts). Exit 1 on failure, 2 on bad arguments, 3 when the copy
 * was made but could not be sent to the bucket.
 */
import { parseArgs } from 'node:util'

import { MIRROR_HEADER } from '@/http/headers'
import { buildMirror, currentMirror, httpFetcher, mirrorAgeSeconds, mirrorDirFrom, setMirrorNotice } from '@/ops/mirror'
import { syncMirrorToBucket } from '@/ops/mirrorBucket'
import { checkNotice, type MirrorNotice } from '@/ops/mirrorPages'
import { s3From } from '@/ops/s3'
import { createMirrorServer } from '@/server/mirrorServe'

const [command, ...given] = process.argv.slice(2)

/** Sends the copy being served to the bucket, when one is configured; false when that failed. */
async function toBucket(): Promise<boolean> {
  const store = s3From(process.env, 'MIRROR_S3', 'mirror/')
  if (!store) return true
  try {
    const sync = await syncMirrorToBucket(dir, store)
    console.log(`mirror: bucket s3://${store.bucket}/${store.prefix}: ${sync.sent} sent, ${sync.deleted} deleted, ${sync.unchanged} unchanged in ${sync.ms} ms`)
    return true
  } catch (error) {
    console.error(`mirror: bucket sync failed (the local copy is made; the next build sends what is missing) — ${(error as Error).message}`)
    return false
  }
}
// `--dir <path>` overrides MIRROR_DIR (so that the process is found by its folder, as `npm run cluster`'s children are).
const dirAt = given.indexOf('--dir')
const dir = dirAt === -1 ? mirrorDirFrom() : mirrorDirFrom({ MIRROR_DIR: given[dirAt + 1] })
const rest = dirAt === -1 ? given : given.filter((_, i) => i !== dirAt && i !== dirAt + 1)

function usage(message: string): never {
  console.error(`mirror: ${message}\nusage: npm run mirror -- build | notice (--severity … --fr-title … --fr-message … --mg-title … --mg-message … | --clear) | serve | status`)
  process.exit(2)
}


switch (command) {
  case 'build': {
    // Started by a portal instance: a build outlives it for nothing (its lease is gone, another instance builds).
    const parent = Number(process.env.MIRROR_PARENT_PID)
    if (parent > 1) {
      setInterval(() => {
        try {
          process.kill(parent, 0)
        } catch {
          console.error('mirror: the portal instance that started this build stopped: build abandoned')
          process.exit(1)
        }
      }, 1_000).unref()
    }
    const origin = new URL(process.env.MIRROR_ORIGIN || `http://127.0.0.1:${process.env.PORT || 3000}`)
    const publicOrigin = new URL(process.env.SITE_URL || process.env.NEXT_PUBLIC_SITE_URL || origin.toString()).origin
    try {
      const result = await buildMirror({ dir, origin: publicOrigin, fetcher: httpFetcher(origin, process.env.MIRROR_TOKEN ? { [MIRROR_HEADER]: process.env.MIRROR_TOKEN } : {}), concurrency: Math.min(8, Math.max(1, Number(process.env.MIRROR_CONCURRENCY) || 2)), log: (line) => console.log(line) })
      // The last line, for the portal's metrics (src/server/mirrorJob.ts).
      const sent = await toBucket()
      console.log(JSON.stringify({ mirror: 'built', ms: result.ms, files: Object.keys(result.manifest.files).length, pages: result.manifest.pages, bytes: result.manifest.bytes }))
      process.exit(sent ? 0 : 3)
    } catch (error) {
      console.error(`mirror: build failed, the copy being served is unchanged — ${(error as Error).message}`)
      process.exit(1)
    }
    break
  }
  case 'notice': {
    const { values } = parseArgs({
      args: rest,
      options: { clear: { type: 'boolean' }, severity: { type: 'string' }, 'fr-title': { type: 'string' }, 'fr-message': { type: 'string' }, 'mg-title': { type: 'string' }, 'mg-message': { type: 'string' } },
      strict: true,
    })
    let notice: MirrorNotice | null = null
    if (!values.clear) {
      notice = {
        severity: (values.severity ?? 'critical') as MirrorNotice['severity'],
        fr: { title: values['fr-title'] ?? '', message: values['fr-message'] ?? '' },
        mg: { title: values['mg-title'] ?? '', message: values['mg-message'] ?? '' },
      }
      const problem = checkNotice(notice)
      if (problem) usage(problem)
    }
    try {
      const manifest = setMirrorNotice(dir, notice)
      console.log(`mirror: notice ${notice ? 'set' : 'cleared'} on ${manifest.pages} pages of the copy made ${manifest.builtAt}`)
      process.exit((await toBucket()) ? 0 : 3)
    } catch (error) {
      console.error(`mirror: ${(error as Error).message}`)
      process.exit(1)
    }
    break
  }
  case 'serve': {
    const port = Number(process.env.MIRROR_PORT || 8089)
    const host = process.env.MIRROR_HOST || '127.0.0.1'
    const { server, close } = createMirrorServer(dir)
    server.listen(port, host, () => console.log(`mirror: serving ${dir}/current on http://${host}:${port}/${currentMirror(dir) ? '' : ' (no copy yet: 503 until one is built)'}`))
    server.on('error', (error) => {
      console.error(`mirror: cannot listen on ${host}:${port} — ${error.message}`)
      process.exit(1)
    })
    for (const signal of ['SIGTERM', 'SIGINT'] as const)
      process.on(signal, () => {
        close()
        server.close(() => process.exit(0))
        server.closeIdleConnections()
        setTimeout(() => process.exit(0), 3_000).unref()
      })
    break
  }
  case 'status': {
    const mirror = currentMirror(dir)
    if (!mirror) {
      console.log(`mirror: no copy in ${dir}`)
      process.exit(1)
    }
    console.log(JSON.stringify({ dir, builtAt: mirror.manifest.builtAt, ageSeconds: mirrorAgeSeconds(dir), files: Object.keys(mirror.manifest.files).length, pages: mirror.manifest.pages, bytes: mirror.manifest.bytes, notice: mirror.manifest.notice ?? null }))
    break
  }
  default:
    usage(command ? `unknown command ${command}` : 'a command is needed')
}
