/**
 * Migrates the database (SQLite by default, PostgreSQL with DATABASE_URL) and
 * seeds it when empty. `--force-seed` re-applies the seed (idempotent upsert).
 * Run with tsx; it verifies its own effect instead of trusting an exit code.
 */
import { adminCredentialsFromEnv, ensureSqliteDirectory, migrate, prepareDatabase, withPrepareLock } from '@/db/prepare'
import { seed } from '@/seed'

process.env.PAYLOAD_SECRET ||= 'prepare-db-only'
ensureSqliteDirectory()
try {
  adminCredentialsFromEnv()
} catch (error) {
  console.error(`prepare-db: ${(error as Error).message}`)
  process.exit(2)
}

// After the environment is settled: the configuration reads it when it is loaded.
const { payloadClient } = await import('@/content/payload')
const payload = await payloadClient()

if (process.argv.includes('--force-seed')) {
  await withPrepareLock(payload, async () => {
    await migrate(payload)
    console.log('seeded', await seed(payload))
  })
} else {
  const { seeded, admin } = await prepareDatabase(payload)
  console.log(seeded ? `seeded ${JSON.stringify(seeded)}` : 'database already seeded')
  if (admin) console.log(`prepare-db: administrator ${process.env.ADMIN_EMAIL?.trim().toLowerCase()} ${admin}`)
}

const services = await payload.count({ collection: 'services', overrideAccess: true })
if (services.totalDocs === 0) {
  console.error('prepare-db: no service in the database after seeding')
  process.exit(1)
}
console.log(`prepare-db: ${services.totalDocs} services`)
await payload.destroy()
process.exit(0)
