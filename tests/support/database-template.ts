import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { migrate, setupFiles } from '../../server/migrate.ts';

/**
 * Vitest's global setup for the server tests: one in-memory database with every migration and
 * the seed applied, dumped to a file that each in-memory test server starts from
 * (`startTestServer`). Creating a PGlite cluster is most of a start (3–5 s against 1.3 s for a
 * copy, 2026-11-28), and the server tests start about 50. The file is named by a hash of
 * everything that shapes the schema, so an edited migration builds a new one.
 */
export default async function setup() {
  const config = loadConfig({ HAVEN_DATA_DIR: ':memory:' });
  const migrations = (await readdir(config.migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  const inputs = [...setupFiles, ...migrations.map((name) => path.join(config.migrationsDir, name)), config.seedFile];
  const hash = createHash('sha256');
  hash.update(JSON.parse(await readFile('node_modules/@electric-sql/pglite/package.json', 'utf8')).version as string);
  for (const file of inputs) hash.update(file).update(existsSync(file) ? await readFile(file) : '');
  const file = path.join(tmpdir(), `haven-test-database-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(file)) {
    const db = await openPglite();
    await migrate(db, { migrationsDir: config.migrationsDir, seedFile: config.seedFile });
    const dump = Buffer.from(await (await db.dump()).arrayBuffer());
    await db.close();
    await writeFile(`${file}.${process.pid}`, dump);
    await rename(`${file}.${process.pid}`, file);
  }
  process.env['HAVEN_TEST_DATABASE_TEMPLATE'] = file;
}
