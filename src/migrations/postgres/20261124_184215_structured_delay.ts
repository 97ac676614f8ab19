import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_services_delay_unit" AS ENUM('hours', 'days', 'workingDays', 'weeks', 'months');
  CREATE TYPE "public"."enum__services_v_version_delay_unit" AS ENUM('hours', 'days', 'workingDays', 'weeks', 'months');
  ALTER TABLE "services" ADD COLUMN "delay_from" numeric;
  ALTER TABLE "services" ADD COLUMN "delay_to" numeric;
  ALTER TABLE "services" ADD COLUMN "delay_unit" "enum_services_delay_unit";
  ALTER TABLE "_services_v" ADD COLUMN "version_delay_from" numeric;
  ALTER TABLE "_services_v" ADD COLUMN "version_delay_to" numeric;
  ALTER TABLE "_services_v" ADD COLUMN "version_delay_unit" "enum__services_v_version_delay_unit";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "services" DROP COLUMN "delay_from";
  ALTER TABLE "services" DROP COLUMN "delay_to";
  ALTER TABLE "services" DROP COLUMN "delay_unit";
  ALTER TABLE "_services_v" DROP COLUMN "version_delay_from";
  ALTER TABLE "_services_v" DROP COLUMN "version_delay_to";
  ALTER TABLE "_services_v" DROP COLUMN "version_delay_unit";
  DROP TYPE "public"."enum_services_delay_unit";
  DROP TYPE "public"."enum__services_v_version_delay_unit";`)
}
