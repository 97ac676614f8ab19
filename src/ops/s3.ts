/**
 * Backups off the machine: an S3-compatible store (AWS S3, or any compatible service: MinIO,
 * Scaleway, OVHcloud, Wasabi…), with the AWS SDK (@aws-sdk/client-s3). Configured by
 *   BACKUP_S3_BUCKET              the bucket (required to use the store)
 *   BACKUP_S3_ENDPOINT            the service's address, for a compatible store (path-style addressing then)
 *   BACKUP_S3_REGION              default us-east-1
 *   BACKUP_S3_ACCESS_KEY_ID / BACKUP_S3_SECRET_ACCESS_KEY   or the SDK's usual sources (instance role, ~/.aws)
 *   BACKUP_S3_PREFIX              default portal-backups/
 * Each archive written to BACKUP_DIR is uploaded, checked (size read back), and the store gets the
 * same retention as the directory (7 daily, 4 weekly). `npm run restore -- s3:<name>` fetches one
 * back. Archives are encrypted before they leave the machine when BACKUP_KEY is set.
 */
import fs from 'node:fs'
import path from 'node:path'

import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { archivesToDelete } from './retention'

export type S3Store = { client: S3Client; bucket: string; prefix: string }

/**
 * An S3 client and place from `<name>_BUCKET`, `<name>_ENDPOINT`, `<name>_REGION`,
 * `<name>_ACCESS_KEY_ID`, `<name>_SECRET_ACCESS_KEY`, `<name>_PREFIX` (BACKUP_S3 for backups,
 * MIRROR_S3 for the static mirror), or null when the bucket is not set.
 */
export function s3From(env: NodeJS.ProcessEnv, name: string, defaultPrefix: string): S3Store | null {
  const bucket = env[`${name}_BUCKET`]?.trim()
  if (!bucket) return null
  const endpoint = env[`${name}_ENDPOINT`]?.trim() || undefined
  const id = env[`${name}_ACCESS_KEY_ID`]
  const secret = env[`${name}_SECRET_ACCESS_KEY`]
  // The stack is Node 20 (README); the SDK's notice about its releases after January 2027 would be
  // printed on every run. The version installed (package-lock) keeps working on Node 20.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'
  const client = new S3Client({
    region: env[`${name}_REGION`] || 'us-east-1',
    endpoint,
    forcePathStyle: Boolean(endpoint),
    credentials: id && secret ? { accessKeyId: id, secretAccessKey: secret } : undefined,
    // Compatible stores do not all accept the SDK's newer streaming checksums: only when required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 4,
  })
  const prefix = (env[`${name}_PREFIX`] ?? defaultPrefix).replace(/^\/+/, '')
  return { client, bucket, prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix }
}

/** The backups' store configured in the environment, or null when BACKUP_S3_BUCKET is not set. */
export function s3StoreFrom(env: NodeJS.ProcessEnv = process.env): S3Store | null {
  return s3From(env, 'BACKUP_S3', 'portal-backups/')
}

/** Uploads an archive and checks that the store holds all of it. */
export async function uploadArchive(store: S3Store, file: string): Promise<{ key: string; bytes: number }> {
  const key = `${store.prefix}${path.basename(file)}`
  const body = await fs.promises.readFile(file)
  await store.client.send(new PutObjectCommand({ Bucket: store.bucket, Key: key, Body: body, ContentLength: body.length, ContentType: 'application/octet-stream' }))
  const head = await store.client.send(new HeadObjectCommand({ Bucket: store.bucket, Key: key }))
  if (head.ContentLength !== body.length) throw new Error(`the store holds ${head.ContentLength} bytes of ${key}, not ${body.length}`)
  return { key, bytes: body.length }
}

/** The archives in the store (names only), oldest first. */
export async function listArchives(store: S3Store): Promise<string[]> {
  const names: string[] = []
  let token: string | undefined
  do {
    const page = await store.client.send(new ListObjectsV2Command({ Bucket: store.bucket, Prefix: store.prefix, ContinuationToken: token }))
    for (const object of page.Contents ?? []) {
      const name = object.Key?.slice(store.prefix.length)
      if (name && !name.includes('/')) names.push(name)
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return names.sort()
}

/** The same retention as the directory's; returns what was removed. */
export async function pruneStore(store: S3Store, daily = 7, weekly = 4): Promise<string[]> {
  const doomed = archivesToDelete(await listArchives(store), daily, weekly)
  for (const name of doomed) await store.client.send(new DeleteObjectCommand({ Bucket: store.bucket, Key: `${store.prefix}${name}` }))
  return doomed
}

/** Fetches an archive from the store into `dir`, for `restore`. */
export async function downloadArchive(store: S3Store, name: string, dir: string): Promise<string> {
  if (!/^portal-[a-z]+-\d{8}T\d{6}Z\.tar\.gz(?:\.enc)?$/.test(name)) throw new Error(`${name} is not a backup archive's name (portal-<kind>-<date>.tar.gz[.enc])`)
  const object = await store.client.send(new GetObjectCommand({ Bucket: store.bucket, Key: `${store.prefix}${name}` }))
  const bytes = await object.Body!.transformToByteArray()
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, name)
  await fs.promises.writeFile(file, bytes)
  return file
}
