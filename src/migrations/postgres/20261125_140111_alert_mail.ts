import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "alerts" ADD COLUMN "mail_fr" varchar;
  ALTER TABLE "alerts" ADD COLUMN "mail_mg" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "alerts" DROP COLUMN "mail_fr";
  ALTER TABLE "alerts" DROP COLUMN "mail_mg";`)
}
