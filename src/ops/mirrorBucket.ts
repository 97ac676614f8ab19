/**
 * The static mirror in a bucket (MIRROR_S3_BUCKET, MIRROR_S3_ENDPOINT…, like BACKUP_S3_*): after each
 * switch of the local copy (a build, a notice), what changed is sent to an S3-compatible bucket that a
 * CDN can fall back to, or that serves as a static website, independently of this machine.
 * - Only files whose checksum changed since the last sync are sent; files gone are deleted; the
 *   bucket's record of what it holds (`.mirror-state.json`) is written last, so an interrupted sync
 *   is completed by the next one.
 * - Text files are stored gzip-compressed with `Content-Encoding: gzip` (every browser accepts it; a
 *   bucket does not negotiate), with their type and cache lifetime; redirects as empty objects with
 *   `x-amz-website-redirect-location`.
 * Pages in the bucket are the same marked copy (backup note, no forms, the notice set).
 */
import fs from 'node:fs'
import path from 'node:path'

import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'

import { currentMirror } from './mirror'
import type { S3Store } from './s3'

const STATE = '.mirror-state.json'

type State = { builtAt: string; files: Record<string, string>; redirects: Record<string, string> }

/** The key of an address in the bucket: a page is its index.html, as static website hosting expects. */
export function bucketKey(prefix: string, file: string): string {
  return `${prefix}${file.replace(/^files\//, '')}`
}

async function readState(store: S3Store): Promise<State> {
  try {
    const object = await store.client.send(new GetObjectCommand({ Bucket: store.bucket, Key: `${store.prefix}${STATE}` }))
    const state = JSON.parse(await object.Body!.transformToString()) as State
    return { builtAt: state.builtAt ?? '', files: state.files ?? {}, redirects: state.redirects ?? {} }
  } catch {
    return { builtAt: '', files: {}, redirects: {} }
  }
}

export type SyncResult = { sent: number; deleted: number; unchanged: number; ms: number }

export async function syncMirrorToBucket(dir: string, store: S3Store, concurrency = 8): Promise<SyncResult> {
  const started = Date.now()
  const mirror = currentMirror(dir)
  if (!mirror) throw new Error(`no mirror in ${dir} to send`)
  const before = await readState(store)
  const next: State = { builtAt: mirror.manifest.builtAt, files: {}, redirects: {} }
  const work: (() => Promise<void>)[] = []
  let unchanged = 0
  for (const [urlPath, entry] of Object.entries(mirror.manifest.files)) {
    const key = bucketKey(store.prefix, entry.file)
    const version = `${entry.sha256}${entry.status}`
    next.files[key] = version
    if (before.files[key] === version) {
      unchanged++
      continue
    }
    work.push(async () => {
      const body = await fs.promises.readFile(path.join(mirror.root, entry.gzip ? `${entry.file}.gz` : entry.file))
      await store.client.send(
        new PutObjectCommand({
          Bucket: store.bucket,
          Key: key,
          Body: body,
          ContentLength: body.length,
          ContentType: entry.type,
          ContentEncoding: entry.gzip ? 'gzip' : undefined,
          CacheControl: urlPath.startsWith('/_next/static/') ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
          Metadata: { 'portal-mirror': mirror.manifest.builtAt },
        }),
      )
    })
  }
  for (const [urlPath, redirect] of Object.entries(mirror.manifest.redirects ?? {})) {
    const key = bucketKey(store.prefix, urlPath.endsWith('/') ? `${urlPath.slice(1)}index.html` : urlPath.slice(1))
    next.redirects[key] = redirect.location
    if (before.redirects[key] === redirect.location) continue
    work.push(async () => {
      await store.client.send(new PutObjectCommand({ Bucket: store.bucket, Key: key, Body: '', ContentLength: 0, WebsiteRedirectLocation: redirect.location }))
    })
  }
  const gone = [...Object.keys(before.files), ...Object.keys(before.redirects)].filter((key) => !(key in next.files) && !(key in next.redirects))
  for (const key of gone) work.push(async () => void (await store.client.send(new DeleteObjectCommand({ Bucket: store.bucket, Key: key }))))

  const sent = work.length - gone.length
  let index = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (index < work.length) await work[index++]!()
    }),
  )
  const state = JSON.stringify(next)
  await store.client.send(new PutObjectCommand({ Bucket: store.bucket, Key: `${store.prefix}${STATE}`, Body: state, ContentLength: Buffer.byteLength(state), ContentType: 'application/json', CacheControl: 'no-store' }))
  return { sent, deleted: gone.length, unchanged, ms: Date.now() - started }
}
