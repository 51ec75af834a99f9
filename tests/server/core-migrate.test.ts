import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type Database } from '../../server/db/index.ts';
import { migrate, MigrationError } from '../../server/migrate.ts';

let db: Database;
let dir: string;
let migrationsDir: string;
let seedFile: string;

beforeAll(async () => {
  db = await openDatabase({});
  dir = await mkdtemp(path.join(os.tmpdir(), 'haven-migrate-'));
  migrationsDir = path.join(dir, 'migrations');
  seedFile = path.join(dir, 'seed.sql');
  await mkdir(migrationsDir);
});
afterAll(async () => {
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

const write = (name: string, sql: string) => writeFile(path.join(migrationsDir, name), sql);

describe('migrate', () => {
  test('runs setup, then migrations in lexical order, then the seed once', async () => {
    await write('20260101000100_add_colour.sql', 'alter table public.notes add column colour text;');
    await write('20260101000000_create_notes.sql', 'create table public.notes (id int primary key, body text);');
    await write('README.md', 'not a migration');
    await writeFile(seedFile, "insert into public.notes (id, body, colour) values (1, 'seeded', 'teal');");
    const logs: string[] = [];

    const first = await migrate(db, { migrationsDir, seedFile, log: (line) => logs.push(line) });
    expect(first).toEqual({ applied: ['20260101000000_create_notes.sql', '20260101000100_add_colour.sql'], seeded: true });
    const { rows } = await db.query<{ version: string; name: string }>(
      "select version, name from supabase_migrations.schema_migrations where version like '2026%' order by version",
    );
    expect(rows).toEqual([
      { version: '20260101000000', name: 'create_notes' },
      { version: '20260101000100', name: 'add_colour' },
    ]);
    const roles = await db.query("select 1 from pg_roles where rolname in ('anon', 'authenticated', 'service_role')");
    expect(roles.rows).toHaveLength(3);

    const second = await migrate(db, { migrationsDir, seedFile });
    expect(second).toEqual({ applied: [], seeded: false });
    expect((await db.query('select * from public.notes')).rows).toHaveLength(1);
  });

  test('a restart re-runs the setup SQL only when a setup file changed', async () => {
    const anonUsesExtensions = async () =>
      (await db.query<{ ok: boolean }>("select has_schema_privilege('anon', 'extensions', 'usage') as ok")).rows[0]?.ok;
    // A change the setup SQL would undo (bootstrap.sql grants it): left alone while the files are unchanged.
    await db.exec('revoke usage on schema extensions from anon');
    await migrate(db, { migrationsDir, seedFile });
    expect(await anonUsesExtensions()).toBe(false);

    // A setup file whose recorded hash differs (an upgrade changed it) runs again and is recorded.
    await db.query("update supabase_migrations.setup_files set hash = 'from an older server' where path = 'server/sql/bootstrap.sql'");
    await migrate(db, { migrationsDir, seedFile });
    expect(await anonUsesExtensions()).toBe(true);
    const { rows } = await db.query<{ path: string; hash: string }>('select path, hash from supabase_migrations.setup_files order by path');
    expect(rows.map((row) => row.path)).toEqual(['server/auth/schema.sql', 'server/sql/bootstrap.sql']);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.hash))).toBe(true);
  });

  test('a failing migration names the file, rolls back and stops', async () => {
    await write('20260101000200_broken.sql', 'create table public.half (id int); select * from no_such_table;');
    await write('20260101000300_later.sql', 'create table public.later (id int);');
    const error = await migrate(db, { migrationsDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as MigrationError).message).toMatch(/^20260101000200_broken\.sql failed: .*no_such_table/);
    const tables = await db.query("select 1 from pg_tables where tablename in ('half', 'later')");
    expect(tables.rows).toHaveLength(0);
    const recorded = await db.query("select 1 from supabase_migrations.schema_migrations where version = '20260101000200'");
    expect(recorded.rows).toHaveLength(0);
  });

  test('a missing migrations folder or seed file is fine', async () => {
    await rm(path.join(migrationsDir, '20260101000200_broken.sql'));
    await expect(migrate(db, { migrationsDir: path.join(dir, 'nowhere'), seedFile: path.join(dir, 'none.sql') })).resolves.toEqual({
      applied: [],
      seeded: false,
    });
  });
});
