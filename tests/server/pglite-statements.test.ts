import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../server/db/index.ts';
import { openPglite } from '../../server/db/pglite.ts';

/**
 * PGlite statements sent in one call and kept prepared per shape (issue 25: the REST layer's
 * statement and settings are parsed and planned once). A real in-memory PGlite: what a caller
 * relies on is that the one-call path answers exactly like PGlite's own `query`, that a kept
 * plan still honours each request's role and row-level security, and that failures and schema
 * changes do not leave a broken statement behind.
 */
let db: Database;
const max = 3;

beforeAll(async () => {
  db = await openPglite(undefined, { preparedStatements: max });
  await db.exec(`
    create role reader nologin;
    create table notes (id serial primary key, owner text not null, body text not null, done boolean not null default false, meta jsonb);
    insert into notes (owner, body, meta) values ('ana', 'first', '{"n":1}'), ('ana', 'second', null), ('ben', 'third', '{"n":3}');
    alter table notes enable row level security;
    create policy own on notes for select to reader using (owner = current_setting('app.who', true));
    grant select on notes to reader;
  `);
});

afterAll(() => db?.close());

const asReader = (who: string) => async (tx: Parameters<Parameters<Database['transaction']>[0]>[0]) => {
  await tx.query(`select set_config('role', $1::text, true), set_config('app.who', $2::text, true)`, ['reader', who], { prepare: true });
};

describe('statements in one call, prepared per shape', () => {
  test('rows and types are those PGlite itself returns, prepared or not', async () => {
    const text = 'select id, body, done, meta, count(*) over () as total from notes where owner = $1 order by id';
    const own = await db.query(text, ['ana']);
    const inTransaction = await db.transaction((tx) => tx.query(text, ['ana']));
    const prepared = await db.transaction((tx) => tx.query(text, ['ana'], { prepare: true }));
    expect(inTransaction.rows).toEqual(own.rows);
    expect(prepared.rows).toEqual(own.rows);
    expect(prepared.rows[0]).toMatchObject({ body: 'first', done: false, meta: { n: 1 }, total: 2 });
    const updated = await db.transaction((tx) =>
      tx.query(`update notes set done = $1 where owner = $2`, ['false', 'ana'], { prepare: true }),
    );
    expect(updated.affectedRows).toBe(2);
  });

  test('a kept plan still applies each transaction’s role and row-level security', async () => {
    const text = `select coalesce(json_agg(body order by id), '[]')::text as body from notes`;
    // Past PostgreSQL's five custom plans, so a generic plan is in use too.
    for (let i = 0; i < 8; i++) {
      const who = i % 2 ? 'ben' : 'ana';
      const { rows } = await db.transaction(async (tx) => {
        await asReader(who)(tx);
        return tx.query<{ body: string }>(text, [], { prepare: true });
      });
      expect(JSON.parse(rows[0]!.body)).toEqual(who === 'ana' ? ['first', 'second'] : ['third']);
    }
    // Outside the role, the owner sees every row through the same prepared text.
    const all = await db.transaction((tx) => tx.query<{ body: string }>(text, [], { prepare: true }));
    expect(JSON.parse(all.rows[0]!.body)).toEqual(['first', 'second', 'third']);
  });

  test('a statement that fails is Postgres’s error, and the same shape works afterwards', async () => {
    const text = 'select count(*)::text as n from notes where id > $1::text::bigint';
    await expect(db.transaction((tx) => tx.query(text, ['not a number'], { prepare: true }))).rejects.toMatchObject({
      code: '22P02',
      message: expect.stringContaining('invalid input syntax for type bigint'),
    });
    const { rows } = await db.transaction((tx) => tx.query(text, ['1'], { prepare: true }));
    expect(rows).toEqual([{ n: '2' }]);
    await expect(db.transaction((tx) => tx.query('select from nowhere where $1', ['x'], { prepare: true }))).rejects.toMatchObject({
      code: '42P01',
    });
  });

  test(`no more than ${max} shapes stay prepared, and an evicted one is prepared again`, async () => {
    const shapes = Array.from({ length: max + 3 }, (_, i) => `select $1::text || '-${i}' as v`);
    for (let round = 0; round < 2; round++) {
      for (const [i, text] of shapes.entries()) {
        const { rows } = await db.transaction((tx) => tx.query<{ v: string }>(text, ['x'], { prepare: true }));
        expect(rows).toEqual([{ v: `x-${i}` }]);
      }
    }
    // The last eviction is closed with the next statement.
    const { rows } = await db.transaction((tx) =>
      tx.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements', [], { prepare: true }),
    );
    expect(rows[0]!.n).toBeLessThanOrEqual(max);
  });

  test('a prepared shape keeps working across a schema change', async () => {
    const text = `select coalesce(json_agg(n order by n.id), '[]')::text as body from (select * from notes where owner = $1) n`;
    const before = await db.transaction((tx) => tx.query<{ body: string }>(text, ['ben'], { prepare: true }));
    expect(JSON.parse(before.rows[0]!.body)).toHaveLength(1);
    await db.exec(`alter table notes add column mood int not null default 3`);
    const after = await db.transaction((tx) => tx.query<{ body: string }>(text, ['ben'], { prepare: true }));
    expect(JSON.parse(after.rows[0]!.body)[0]).toMatchObject({ body: 'third', mood: 3 });
  });
});
