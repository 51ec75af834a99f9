import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { prepareSite } from '../../server/prepare-site.ts';
import { isContentSeeded, readContentState } from '../../server/seed/content-state.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/**
 * `npm run serve` seeds content/ before it is ready. A restart with the same files skips the
 * seeding (server/seed/content-state.ts), but must leave the database as a full seed would:
 * articles deleted in the admin area come back, edits made there are kept.
 */
let server: TestServer;
const contentDir = path.resolve('content');
const prepare = () =>
  prepareSite(
    { url: server.url, anonKey: server.anonKey, serviceRoleKey: server.serviceRoleKey, db: server.db },
    { hosted: null, build: false },
  );

beforeAll(async () => {
  server = await startTestServer();
  await prepare();
}, 120_000);
afterAll(() => server?.stop());

describe('content seed on restart', () => {
  test('the same files, all in the database, count as seeded; a changed file does not', async () => {
    const state = await readContentState(contentDir);
    expect(state.articleSlugs.length).toBeGreaterThan(0);
    expect(state.programSlugs.length).toBeGreaterThan(0);
    expect(await isContentSeeded(server.db, state)).toBe(true);
    expect(await isContentSeeded(server.db, { ...state, hash: '0'.repeat(64) })).toBe(false);
  });

  test('an edited article keeps its edit across a restart', async () => {
    const slug = (await readContentState(contentDir)).articleSlugs[0]!;
    await server.db.query("update public.library_articles set title = 'Edited in the admin area' where slug = $1", [slug]);
    await prepare();
    const { rows } = await server.db.query<{ title: string }>('select title from public.library_articles where slug = $1', [slug]);
    expect(rows[0]?.title).toBe('Edited in the admin area');
  });

  test('an article deleted from the database comes back at the next start', async () => {
    const state = await readContentState(contentDir);
    const slug = state.articleSlugs.at(-1)!;
    await server.db.query('delete from public.library_articles where slug = $1', [slug]);
    expect(await isContentSeeded(server.db, state)).toBe(false);
    await prepare();
    const { rows } = await server.db.query('select 1 from public.library_articles where slug = $1', [slug]);
    expect(rows).toHaveLength(1);
    expect(await isContentSeeded(server.db, state)).toBe(true);
  });
});
