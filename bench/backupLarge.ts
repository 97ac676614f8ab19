/**
 * Backup and restore of a large portal (issue 25): the bench's SQLite database grown to 10,000
 * guides (every table of the guides copied, with their steps, documents, sources and both
 * languages) and 100,000 citizens' messages with their history, then backed up and restored,
 * timed and sized; on SQLite (`benchLargeBackup`) and on a PostgreSQL cluster of its own
 * (`benchLargeBackupPostgres`, grown with generate_series, backed up with pg_dump).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'

import { backup, restore } from '@/ops/backup'

import { backupFigures, type BackupBench } from './backup'

export type LargeBackupBench = { guides: number; messages: number; databaseBytes: number; archiveBytes: number; backupMs: number; restoreMs: number; growMs: number }

async function columns(db: Client, table: string): Promise<{ name: string; type: string }[]> {
  return (await db.execute(`PRAGMA table_info(\`${table}\`)`)).rows.map((r) => ({ name: String(r.name), type: String(r.type).toLowerCase() }))
}

/** Copies every guide `copies` times: integer ids and parent ids shifted, text ids and slugs suffixed. */
async function growGuides(db: Client, copies: number): Promise<void> {
  const tables = (await db.execute("SELECT name FROM sqlite_master WHERE type='table' AND (name = 'services' OR name LIKE 'services\\_%' ESCAPE '\\') AND name NOT LIKE '%\\_v' ESCAPE '\\' AND name NOT LIKE '\\_services\\_v%' ESCAPE '\\'")).rows.map((r) => String(r.name))
  const offset = 1_000_000
  for (const table of ['services', ...tables.filter((t) => t !== 'services')]) {
    const cols = await columns(db, table)
    const select = cols.map(({ name, type }) => {
      if (name === 'id') return type.includes('int') ? `\`id\` + k.i * ${offset}` : `\`id\` || '-' || k.i`
      if (name === '_parent_id' || (table === 'services_rels' && (name === 'parent_id' || name === 'services_id'))) return `\`${name}\` + k.i * ${offset}`
      if (name === 'slug') return `\`slug\` || '-' || k.i`
      return `\`${name}\``
    })
    await db.execute(`WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ${copies}) INSERT INTO \`${table}\` (${cols.map((c) => `\`${c.name}\``).join(', ')}) SELECT ${select.join(', ')} FROM \`${table}\`, k`)
  }
}

async function growMessages(db: Client, count: number): Promise<void> {
  // A realistic message: a few hundred characters, a name, an address, a status history of two lines.
  await db.execute(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
    INSERT INTO messages (id, reference, status, lang, kind, message, name, contact_method, email, consent_to_contact, submission_key, created_at, updated_at)
    SELECT 1000000 + i, printf('SPM-2026-%06d', i), CASE i % 3 WHEN 0 THEN 'received' WHEN 1 THEN 'in_progress' ELSE 'answered' END, CASE i % 2 WHEN 0 THEN 'fr' ELSE 'mg' END, 'question',
      printf('Bonjour, je voudrais savoir comment obtenir une copie d''acte de naissance pour mon enfant né à Toamasina en %d. Le bureau de l''état civil me demande un document que je n''ai pas. Que faire ? Merci de votre réponse. Message numéro %d.', 2000 + i % 25, i),
      printf('Rakoto %d', i), 'email', printf('citoyen%d@example.mg', i), 1, printf('bench-%d', i), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    FROM n`)
  const history = await columns(db, 'messages_history')
  if (history.length) {
    const names = history.map((c) => c.name)
    const values = names.map((name) => {
      if (name === 'id') return history.find((c) => c.name === 'id')!.type.includes('int') ? 'NULL' : "printf('h%d-%d', m.id, s.j)"
      if (name === '_parent_id') return 'm.id'
      if (name === '_order') return 's.j'
      if (name === 'status') return "CASE s.j WHEN 1 THEN 'received' ELSE 'in_progress' END"
      if (/(^|_)(at|date)$/.test(name)) return "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
      return 'NULL'
    })
    await db.execute(`INSERT INTO messages_history (${names.map((n) => `\`${n}\``).join(', ')}) SELECT ${values.join(', ')} FROM messages m, (SELECT 1 AS j UNION ALL SELECT 2) s WHERE m.id > 1000000`)
  }
}

export async function benchLargeBackup(seededDatabaseUrl: string, mediaDir: string, guides = 10_000, messages = 100_000): Promise<LargeBackupBench> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-large-'))
  try {
    const file = path.join(work, 'large.db')
    const source = createClient({ url: seededDatabaseUrl })
    await source.execute({ sql: 'VACUUM INTO ?', args: [file] })
    source.close()
    const db = createClient({ url: `file:${file}` })
    const started = performance.now()
    const seeded = Number((await db.execute('SELECT count(*) AS n FROM services')).rows[0]!.n)
    await db.execute('PRAGMA foreign_keys = OFF')
    await growGuides(db, Math.max(0, Math.ceil(guides / Math.max(1, seeded)) - 1))
    await growMessages(db, messages)
    const counts = { guides: Number((await db.execute('SELECT count(*) AS n FROM services')).rows[0]!.n), messages: Number((await db.execute('SELECT count(*) AS n FROM messages')).rows[0]!.n) }
    db.close()
    const growMs = Math.round(performance.now() - started)
    const made = await backup({ databaseUrl: `file:${file}`, mediaDir, backupDir: path.join(work, 'backups') })
    const restored = await restore(made.file, { databaseUrl: `file:${path.join(work, 'restored.db')}`, mediaDir: path.join(work, 'media') })
    return { ...counts, databaseBytes: fs.statSync(file).size, archiveBytes: made.bytes, backupMs: made.ms, restoreMs: restored.ms, growMs }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

/** The seeded site on PostgreSQL: backed up plain and encrypted (pg_dump), restored into an empty database of the same cluster. */
async function benchSeededPostgres(url: string, mediaDir: string, work: string): Promise<BackupBench> {
  const pg = (await import('pg')).default
  const plain = await backup({ databaseUrl: url, mediaDir, backupDir: path.join(work, 'seeded-plain') })
  const encrypted = await backup({ databaseUrl: url, mediaDir, backupDir: path.join(work, 'seeded-encrypted'), key: 'bench passphrase 0123456789' })
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query('CREATE DATABASE seeded_restored')
  await client.end()
  const restored = await restore(plain.file, { databaseUrl: url.replace(/\/[^/]+$/, '/seeded_restored'), mediaDir: path.join(work, 'seeded-restored-media') })
  return backupFigures(plain, encrypted, restored)
}

/**
 * The same on PostgreSQL: a cluster of its own, migrated and seeded — the seeded site is backed
 * up and restored first (`seeded`) — then grown with generate_series, backed up (pg_dump) and
 * restored into an empty database. With `large: false`, only the seeded site is measured.
 */
export async function benchLargeBackupPostgres(guides = 10_000, messages = 100_000, large = true): Promise<(LargeBackupBench & { kind: 'postgres'; seeded: BackupBench }) | { kind: 'postgres'; seeded: BackupBench }> {
  const { spawnSync } = await import('node:child_process')
  const pg = (await import('pg')).default
  const { startPostgres } = await import('../tests/support/postgres')
  const cluster = await startPostgres('large')
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-large-pg-'))
  try {
    const prepared = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/scripts/prepare-db.ts'], { env: { ...process.env, DATABASE_URL: cluster.url, PAYLOAD_SECRET: 'bench-large', MEDIA_DIR: path.join(work, 'media') }, encoding: 'utf8' })
    if (prepared.status !== 0) throw new Error(`prepare-db failed: ${prepared.stderr.slice(-500)}`)
    const seeded = await benchSeededPostgres(cluster.url, path.join(work, 'media'), work)
    if (!large) return { kind: 'postgres', seeded }
    const client = new pg.Client({ connectionString: cluster.url })
    await client.connect()
    const started = performance.now()
    const cols = async (table: string) => (await client.query<{ column_name: string; data_type: string }>("SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position", [table])).rows.map((r) => ({ name: r.column_name, type: r.data_type }))
    const tables = (await client.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND (table_name = 'services' OR table_name LIKE 'services\\_%')")).rows.map((r) => r.table_name)
    const seededGuides = Number((await client.query('SELECT count(*) AS n FROM services')).rows[0].n)
    const copies = Math.max(0, Math.ceil(guides / Math.max(1, seededGuides)) - 1)
    await client.query('SET session_replication_role = replica') // no foreign-key checks while copying
    for (const table of ['services', ...tables.filter((t) => t !== 'services')]) {
      const columns = await cols(table)
      const select = columns.map(({ name, type }) => {
        if (name === 'id') return type.includes('int') ? `"id" + k.i * 1000000` : `"id" || '-' || k.i`
        if (name === '_parent_id' || (table === 'services_rels' && (name === 'parent_id' || name === 'services_id'))) return `"${name}" + k.i * 1000000`
        if (name === 'slug') return `"slug" || '-' || k.i`
        return `"${name}"`
      })
      await client.query(`INSERT INTO "${table}" (${columns.map((c) => `"${c.name}"`).join(', ')}) SELECT ${select.join(', ')} FROM "${table}", generate_series(1, ${copies}) AS k(i)`)
    }
    await client.query(`INSERT INTO messages (id, reference, status, lang, kind, message, name, contact_method, email, consent_to_contact, submission_key, created_at, updated_at)
      SELECT 1000000 + i, 'SPM-2026-' || lpad(i::text, 6, '0'), (ARRAY['received', 'in_progress', 'answered'])[1 + i % 3]::enum_messages_status, (ARRAY['fr', 'mg'])[1 + i % 2]::enum_messages_lang, 'question',
        format('Bonjour, je voudrais savoir comment obtenir une copie d''acte de naissance pour mon enfant né à Toamasina en %s. Le bureau de l''état civil me demande un document que je n''ai pas. Que faire ? Merci de votre réponse. Message numéro %s.', 2000 + i % 25, i),
        'Rakoto ' || i, 'email', 'citoyen' || i || '@example.mg', true, 'bench-' || i, now(), now()
      FROM generate_series(1, ${messages}) AS i`)
    await client.query('SET session_replication_role = DEFAULT')
    const counts = { guides: Number((await client.query('SELECT count(*) AS n FROM services')).rows[0].n), messages: Number((await client.query('SELECT count(*) AS n FROM messages')).rows[0].n) }
    const databaseBytes = Number((await client.query('SELECT pg_database_size(current_database()) AS n')).rows[0].n)
    await client.query('CREATE DATABASE restored')
    await client.end()
    const growMs = Math.round(performance.now() - started)
    const made = await backup({ databaseUrl: cluster.url, mediaDir: path.join(work, 'media'), backupDir: path.join(work, 'backups') })
    const restored = await restore(made.file, { databaseUrl: cluster.url.replace(/\/large$/, '/restored'), mediaDir: path.join(work, 'restored-media') })
    return { kind: 'postgres', seeded, ...counts, databaseBytes, archiveBytes: made.bytes, backupMs: made.ms, restoreMs: restored.ms, growMs }
  } finally {
    cluster.stop()
    fs.rmSync(work, { recursive: true, force: true })
  }
}
