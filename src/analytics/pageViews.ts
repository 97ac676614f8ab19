import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { databaseKind } from '@/db/adapter'

type Rows = { service_id: number | string; views: number | string }[]
type Drizzle = { execute?: (q: unknown) => Promise<{ rows: Rows }>; all?: (q: unknown) => Promise<Rows>; run?: (q: unknown) => Promise<unknown> }

function db(payload: Payload): { postgres: boolean; sql: typeof pgSql; drizzle: Drizzle } {
  const postgres = databaseKind() === 'postgres'
  return { postgres, sql: postgres ? pgSql : (sqliteSql as unknown as typeof pgSql), drizzle: payload.db.drizzle as unknown as Drizzle }
}

/** One more view of a guide today (UTC+3), as a single atomic upsert. */
export async function recordPageView(payload: Payload, serviceId: number, now = new Date()): Promise<void> {
  const day = new Date(now.getTime() + 3 * 3600 * 1000).toISOString().slice(0, 10)
  const { postgres, sql, drizzle } = db(payload)
  const statement = sql`INSERT INTO page_views (service_id, day, count) VALUES (${serviceId}, ${day}, 1)
    ON CONFLICT (service_id, day) DO UPDATE SET count = page_views.count + 1`
  if (postgres) await drizzle.execute!(statement)
  else await drizzle.run!(statement)
}

/** Guide ids by views over the last `days` days, most viewed first. */
export async function mostViewed(payload: Payload, days = 30, limit = 50, now = new Date()): Promise<number[]> {
  const since = new Date(now.getTime() - days * 24 * 3600 * 1000).toISOString().slice(0, 10)
  const { postgres, sql, drizzle } = db(payload)
  const statement = sql`SELECT service_id, SUM(count) AS views FROM page_views WHERE day >= ${since}
    GROUP BY service_id ORDER BY views DESC, service_id ASC LIMIT ${limit}`
  const rows = postgres ? (await drizzle.execute!(statement)).rows : await drizzle.all!(statement)
  return rows.map((row) => Number(row.service_id))
}

/**
 * The home page's lists: the services an editor pinned come first, in their order;
 * the rest is filled with the most viewed guides. "Other" never repeats "popular".
 */
export function rankHomeLists(pinned: { popular: number[]; other: number[] }, ranked: number[], size = 6): { popular: number[]; other: number[] } {
  const popular = [...new Set([...pinned.popular, ...ranked])].slice(0, Math.max(size, pinned.popular.length))
  const taken = new Set(popular)
  const other = [...new Set([...pinned.other, ...ranked])].filter((id) => !taken.has(id)).slice(0, Math.max(size, pinned.other.length))
  return { popular, other }
}
