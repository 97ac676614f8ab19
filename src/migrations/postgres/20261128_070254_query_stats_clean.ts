import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { cleanStoredTerms, isoStamp, type StoredRow } from '@/analytics/storedTerms'

type Row = Record<string, unknown>

/**
 * Issue 38: the query statistics stored before kept phone numbers, e-mail addresses and names.
 * Every term is rewritten as new ones are (src/analytics/storedTerms.ts); rows made identical
 * are merged, their counts added. No schema change.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const rows = async (statement: unknown) => (await db.execute(statement as never)).rows as Row[]
  await cleanStoredTerms({
    count: async () => Number((await rows(sql`SELECT COUNT(*) AS n FROM "query_stats"`))[0]?.n ?? 0),
    days: async () => (await rows(sql`SELECT DISTINCT "day" FROM "query_stats" ORDER BY "day"`)).map((row) => String(row.day)),
    rowsOf: async (day) =>
      (await rows(sql`SELECT "id", "day", "channel", "lang", "kind", "term", "count", "created_at", "updated_at" FROM "query_stats" WHERE "day" = ${day}`)).map(
        (row): StoredRow => ({
          id: Number(row.id),
          day: String(row.day),
          channel: String(row.channel),
          lang: String(row.lang),
          kind: String(row.kind),
          term: String(row.term),
          count: Number(row.count),
          createdAt: isoStamp(row.created_at),
          updatedAt: isoStamp(row.updated_at),
        }),
      ),
    remove: async (ids) => {
      await db.execute(sql`DELETE FROM "query_stats" WHERE "id" IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)
    },
    add: async (row) => {
      await db.execute(sql`INSERT INTO "query_stats" ("day", "channel", "lang", "kind", "term", "count", "created_at", "updated_at")
        VALUES (${row.day}, ${row.channel}, ${row.lang}, ${row.kind}, ${row.term}, ${row.count}, ${row.createdAt}, ${row.updatedAt})
        ON CONFLICT ("day", "channel", "lang", "kind", "term") DO UPDATE SET "count" = "query_stats"."count" + ${row.count}`)
    },
  })
}

/** What was removed is not put back. */
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Nothing to undo.
}
