import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "flows_outcomes" ADD COLUMN "fee_from_guide" boolean;
  ALTER TABLE "_flows_v_version_outcomes" ADD COLUMN "fee_from_guide" boolean;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "flows_outcomes" DROP COLUMN "fee_from_guide";
  ALTER TABLE "_flows_v_version_outcomes" DROP COLUMN "fee_from_guide";`)
}
