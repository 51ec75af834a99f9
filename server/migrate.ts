import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Sql } from './db/index.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** SQL the server itself needs before project migrations: Supabase's roles and auth schema. */
export const setupFiles = [path.join(here, 'sql/bootstrap.sql'), path.join(here, 'auth/schema.sql')];

const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

export interface MigrateOptions {
  /** `supabase/migrations`: `<version>_<name>.sql` files, applied in lexical order. */
  migrationsDir: string;
  /** `supabase/seed.sql`: run once per database, after the migrations, when it exists. */
  seedFile?: string;
  log?: (line: string) => void;
}

export interface MigrateResult {
  applied: string[];
  seeded: boolean;
}

/** A migration, seed or setup file failed; `file` names it and `cause` is the database error. */
export class MigrationError extends Error {
  override name = 'MigrationError';
  readonly file: string;
  constructor(file: string, cause: unknown) {
    super(`${path.basename(file)} failed: ${describe(cause)}`, { cause });
    this.file = file;
  }
}

function describe(error: unknown): string {
  const e = error as { message?: string; code?: string; position?: string; detail?: string; hint?: string };
  const parts = [e.message ?? String(error)];
  if (e.code) parts.push(`(SQLSTATE ${e.code})`);
  if (e.position) parts.push(`at character ${e.position}`);
  if (e.detail) parts.push(`— ${e.detail}`);
  if (e.hint) parts.push(`Hint: ${e.hint}`);
  return parts.join(' ');
}

async function readIfExists(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function listMigrations(dir: string, log: (line: string) => void) {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const migrations = [];
  for (const name of names.filter((n) => n.endsWith('.sql')).sort()) {
    const match = MIGRATION_FILE.exec(name);
    if (!match) {
      log(`Skipping ${name}: migration files are named <timestamp>_<name>.sql`);
      continue;
    }
    migrations.push({ file: path.join(dir, name), version: match[1]!, name: match[2]! });
  }
  return migrations;
}

// Taken at the start of every migration transaction, so two servers starting on one PostgreSQL
// database apply each file once (the second waits, then sees it recorded).
const LOCK = 'select pg_advisory_xact_lock(72430011)';

/**
 * Runs `sql` from `file` in one transaction under the migration lock, unless `done` reports it
 * already applied; `record` marks it applied in the same transaction. Returns whether it ran.
 */
async function runOnce(
  db: Database,
  file: string,
  sql: string,
  done: (tx: Sql) => Promise<boolean>,
  record: (tx: Sql) => Promise<unknown>,
): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query(LOCK);
      if (await done(tx)) return false;
      await tx.exec(sql);
      await record(tx);
      return true;
    });
  } catch (error) {
    throw new MigrationError(file, error);
  }
}

const never = () => Promise.resolve(false);
const nothing = () => Promise.resolve(undefined);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Where the hash of each setup file's last run is kept (its own table: the CLI owns `seed_files`). */
const SETUP_LEDGER = 'supabase_migrations.setup_files';

const LEDGERS = `
  create table if not exists supabase_migrations.seed_files (path text primary key, hash text not null);
  create table if not exists ${SETUP_LEDGER} (path text primary key, hash text not null, applied_at timestamptz not null default now());
`;

/** What the database has already recorded; `null` while the ledgers do not all exist yet. */
interface Recorded {
  setup: Map<string, string>;
  versions: Set<string>;
  seeds: Set<string>;
}

async function readRecorded(db: Database): Promise<Recorded | null> {
  const { rows } = await db.query<{ ready: boolean }>(
    `select to_regclass('${SETUP_LEDGER}') is not null
        and to_regclass('supabase_migrations.seed_files') is not null
        and to_regclass('supabase_migrations.schema_migrations') is not null as ready`,
  );
  if (!rows[0]?.ready) return null;
  const setup = await db.query<{ path: string; hash: string }>(`select path, hash from ${SETUP_LEDGER}`);
  const versions = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const seeds = await db.query<{ path: string }>('select path from supabase_migrations.seed_files');
  return {
    setup: new Map(setup.rows.map((row) => [row.path, row.hash])),
    versions: new Set(versions.rows.map((row) => row.version)),
    seeds: new Set(seeds.rows.map((row) => row.path)),
  };
}

/**
 * Brings a database up to date: the server's setup SQL, then each migration not yet in
 * `supabase_migrations.schema_migrations`, each in its own transaction, then the seed file once
 * (recorded in `supabase_migrations.seed_files`, as the Supabase CLI does).
 *
 * The setup SQL is idempotent; it runs again only when a file's hash (with the connecting role,
 * which it grants the API roles to) differs from the one in `supabase_migrations.setup_files`.
 * A restart with nothing new reads the three ledgers and runs nothing else; anything pending
 * still runs under the migration lock, which re-checks it, so two servers on one PostgreSQL
 * database apply each file once.
 *
 * @example
 * await migrate(db, { migrationsDir: 'supabase/migrations', seedFile: 'supabase/seed.sql' });
 */
export async function migrate(db: Database, options: MigrateOptions): Promise<MigrateResult> {
  const log = options.log ?? (() => {});
  const role = (await db.query<{ role: string }>('select current_user::text as role')).rows[0]?.role ?? '';
  const setup = await Promise.all(
    setupFiles.map(async (file) => {
      const sql = await readFile(file, 'utf8');
      return { file, path: path.relative(path.dirname(here), file), sql, hash: sha256(`${sql}\n-- run as ${role}`) };
    }),
  );
  const migrations = await listMigrations(options.migrationsDir, log);
  const seed = options.seedFile ? await readIfExists(options.seedFile) : null;
  const seedPath = options.seedFile ? path.basename(options.seedFile) : '';

  const recorded = await readRecorded(db);
  const setupCurrent = recorded !== null && setup.every((s) => recorded.setup.get(s.path) === s.hash);
  const pending = migrations.filter((m) => !recorded?.versions.has(m.version));
  const seedPending = seed !== null && !recorded?.seeds.has(seedPath);
  if (setupCurrent && pending.length === 0 && !seedPending) return { applied: [], seeded: false };

  if (!setupCurrent) {
    for (const file of setup) await runOnce(db, file.file, file.sql, never, nothing);
    await runOnce(db, SETUP_LEDGER, LEDGERS, never, async (tx) => {
      for (const file of setup) {
        await tx.query(
          `insert into ${SETUP_LEDGER} (path, hash) values ($1, $2) on conflict (path) do update set hash = excluded.hash, applied_at = now()`,
          [file.path, file.hash],
        );
      }
    });
  }

  const applied: string[] = [];
  for (const migration of pending) {
    const name = path.basename(migration.file);
    const ran = await runOnce(
      db,
      migration.file,
      await readFile(migration.file, 'utf8'),
      async (tx) =>
        (await tx.query('select 1 from supabase_migrations.schema_migrations where version = $1', [migration.version])).rows.length > 0,
      (tx) =>
        tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]),
    );
    if (ran) {
      applied.push(name);
      log(`Applied migration ${name}`);
    }
  }

  let seeded = false;
  if (options.seedFile && seed !== null && seedPending) {
    const hash = sha256(seed);
    seeded = await runOnce(
      db,
      options.seedFile,
      seed,
      async (tx) => (await tx.query('select 1 from supabase_migrations.seed_files where path = $1', [seedPath])).rows.length > 0,
      (tx) => tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [seedPath, hash]),
    );
    if (seeded) log(`Seeded the database from ${seedPath}`);
  }
  return { applied, seeded };
}
