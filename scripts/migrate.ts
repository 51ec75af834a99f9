/**
 * Applies server/sql/bootstrap.sql, supabase/migrations and supabase/seed.sql to the database
 * named by DATABASE_URL (or HAVEN_DATA_DIR's PGlite), adds or removes the sample partners as
 * HAVEN_SAMPLE_PARTNERS says, and reports what it did.
 */
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/index.ts';
import { migrate } from '../server/migrate.ts';
import { applySamplePartners } from '../server/seed/sample-partners.ts';
import path from 'node:path';

const config = loadConfig(process.env);
const db = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : config.dataDir ? { dataDir: path.join(config.dataDir, 'pglite') } : {},
);
try {
  await migrate(db, { migrationsDir: config.migrationsDir, seedFile: config.seedFile, log: (line) => console.log(line) });
  const samples = await applySamplePartners(db, { enabled: config.samplePartners, file: config.samplePartnersFile });
  console.log(`Sample partners: ${config.samplePartners ? 'on' : 'off'} (${samples.listed} listed).`);
  const { rows } = await db.query<{ count: string }>(
    "select count(*)::text as count from information_schema.tables where table_schema = 'public'",
  );
  console.log(`Migrations applied on ${db.kind}: ${rows[0]?.count} tables in public.`);
} finally {
  await db.close();
}
