import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createLocalOutbox } from '@/lib/journal/outbox';
import { flushOutbox, saveThroughOutbox } from '@/lib/journal/sync';
import { activeEnrolment, assessmentScores } from '@/lib/queries/dashboard';
import { entryStats, programWeek, recordJournalReferral, searchEntries } from '@/lib/queries/journal';
import { importMoods, listMoods, upsertMood, type MoodInput } from '@/lib/queries/mood';
import { createUserClient, serviceClient, type TestServer } from '../support/server.ts';
import {
  answer,
  complete,
  countRows,
  ensurePrograms,
  gadAnswers,
  ok,
  phqAnswers,
  startDbTestServer,
  startSession,
  type User,
} from './helpers.ts';

/**
 * Journal and mood tracking through unmodified supabase-js and the app's own query and sync
 * modules: full-text search stays within the owner's entries, client_id makes saves idempotent
 * per user, the outbox syncs, and the dashboard's program and score queries return the owner's rows.
 */

let server: TestServer;
let a: User;
let b: User;

beforeAll(async () => {
  server = await startDbTestServer();
  [a, b] = await Promise.all([createUserClient(server), createUserClient(server)]);
});
afterAll(() => server.stop());

const mood = (overrides: Partial<MoodInput> = {}): MoodInput => ({
  client_id: randomUUID(),
  logged_at: '2026-11-20T14:00:00Z',
  mood: 3,
  energy: null,
  emotions: [],
  sleep_hours: null,
  exercise_minutes: null,
  social_contact: null,
  tags: [],
  note: null,
  ...overrides,
});

describe('full-text search', () => {
  beforeAll(async () => {
    ok(
      await a.client
        .from('journal_entries')
        .insert([
          { title: 'Harbour walk', body: 'The lighthouse looked calm in the evening fog.' },
          { title: 'Work', body: 'Deadlines and meetings, then a quiet lighthouse tour with my sister.' },
          { body: 'Nothing about the coast today.' },
        ]),
    );
    ok(await b.client.from('journal_entries').insert({ title: 'Lighthouses', body: 'B writes about a lighthouse too.' }));
  });

  test('finds only my own entries', async () => {
    const mine = await searchEntries(a.client, 'lighthouse');
    expect(mine.map((entry) => entry.title).sort()).toEqual(['Harbour walk', 'Work']);
    const theirs = await searchEntries(b.client, 'lighthouse');
    expect(theirs.map((entry) => entry.title)).toEqual(['Lighthouses']);
  });

  test('uses English stemming and web-search syntax (phrases, exclusions)', async () => {
    expect((await searchEntries(a.client, 'lighthouses')).length).toBe(2);
    expect((await searchEntries(a.client, 'lighthouse -sister')).map((entry) => entry.title)).toEqual(['Harbour walk']);
    expect((await searchEntries(a.client, '"quiet lighthouse"')).map((entry) => entry.title)).toEqual(['Work']);
    expect(await searchEntries(a.client, 'submarine')).toEqual([]);
  });

  test('a visitor finds nothing', async () => {
    const { data } = await serviceClient(server).from('journal_entries').select('id').textSearch('search', 'lighthouse');
    expect(data).toHaveLength(3);
    const { createClient } = await import('@supabase/supabase-js');
    const visitor = createClient(server.url, server.anonKey, { auth: { persistSession: false } });
    const result = await visitor.from('journal_entries').select('id').textSearch('search', 'lighthouse');
    expect(result.data ?? []).toEqual([]);
  });
});

describe('client_id idempotency', () => {
  test('saving a journal entry twice with one client_id keeps one row, with the latest text', async () => {
    const client_id = randomUUID();
    for (const body of ['First draft', 'First draft, then more words']) {
      ok(await a.client.from('journal_entries').upsert({ user_id: a.user.id, client_id, body }, { onConflict: 'user_id,client_id' }));
    }
    const rows = ok(await a.client.from('journal_entries').select('body, word_count').eq('client_id', client_id));
    expect(rows).toEqual([{ body: 'First draft, then more words', word_count: 5 }]);
  });

  test('saving a check-in twice keeps one row', async () => {
    const input = mood({ mood: 2 });
    await upsertMood(a.client, a.user.id, input);
    const saved = await upsertMood(a.client, a.user.id, { ...input, mood: 4, sleep_hours: 7.5 });
    expect(saved).toMatchObject({ client_id: input.client_id, mood: 4, sleep_hours: 7.5 });
    expect(await countRows(server, 'select count(*) from public.mood_logs where client_id = $1', [input.client_id])).toBe(1);
  });

  test('the same client_id from another user is their own row and leaves mine alone', async () => {
    const input = mood({ mood: 5, note: 'A’s note' });
    await upsertMood(a.client, a.user.id, input);
    await upsertMood(b.client, b.user.id, { ...input, mood: 1, note: 'B’s note' });
    const rows = await server.db.query<{ user_id: string; mood: number }>(
      'select user_id, mood from public.mood_logs where client_id = $1',
      [input.client_id],
    );
    expect(rows.rows.map((row) => [row.user_id, row.mood]).sort()).toEqual(
      [
        [a.user.id, 5],
        [b.user.id, 1],
      ].sort(),
    );
  });

  test('an upsert cannot claim another user’s id', async () => {
    const { error } = await b.client.from('mood_logs').upsert({ ...mood(), user_id: a.user.id }, { onConflict: 'user_id,client_id' });
    expect(error?.code).toBe('42501');
  });

  test('importing adds only check-ins that are not there yet', async () => {
    const rows = [mood({ mood: 1 }), mood({ mood: 2 })];
    expect(await importMoods(a.client, a.user.id, rows)).toBe(2);
    expect(await importMoods(a.client, a.user.id, [{ ...rows[0]!, mood: 5 }, mood({ mood: 3 })])).toBe(1);
    const stored = ok(await a.client.from('mood_logs').select('mood').eq('client_id', rows[0]!.client_id).single());
    expect(stored.mood).toBe(1);
  });

  test('listMoods returns numbers for numeric columns', async () => {
    await upsertMood(a.client, a.user.id, mood({ sleep_hours: 6.5, logged_at: '2026-11-25T09:00:00Z' }));
    const [latest] = await listMoods(a.client, '2026-11-24T00:00:00Z');
    expect(latest?.sleep_hours).toBe(6.5);
  });
});

describe('ownership beyond the RLS matrix', () => {
  test('an entry cannot be edited to point at another user’s check-in', async () => {
    const theirs = await upsertMood(b.client, b.user.id, mood());
    const entry = ok(await a.client.from('journal_entries').insert({ body: 'mine' }).select('id').single());
    const { error } = await a.client.from('journal_entries').update({ mood_log_id: theirs.id }).eq('id', entry.id);
    expect(error?.code).toBe('42501');
  });

  test('a row cannot be handed over to another user', async () => {
    const entry = ok(await a.client.from('journal_entries').insert({ body: 'mine to keep' }).select('id').single());
    const { error } = await a.client.from('journal_entries').update({ user_id: b.user.id }).eq('id', entry.id);
    expect(error?.code).toBe('42501');
    const check = await upsertMood(a.client, a.user.id, mood());
    const moved = await a.client.from('mood_logs').update({ user_id: b.user.id }).eq('client_id', check.client_id);
    expect(moved.error?.code).toBe('42501');
  });
});

describe('the outbox', () => {
  test('sends queued writes once, and a second flush changes nothing', async () => {
    const outbox = createLocalOutbox(new MemoryStorage(), 'outbox');
    const entry = randomUUID();
    const check = randomUUID();
    await outbox.put({
      table: 'journal_entries',
      clientId: entry,
      userId: a.user.id,
      payload: { body: 'written offline', tags: ['train'] },
    });
    await outbox.put({
      table: 'mood_logs',
      clientId: check,
      userId: a.user.id,
      payload: { ...mood({ client_id: check }), logged_at: '2026-11-21T08:00:00Z' },
    });
    const first = await flushOutbox(a.client, outbox, a.user.id);
    expect(first.synced).toHaveLength(2);
    expect(await outbox.list()).toEqual([]);
    await outbox.put({
      table: 'journal_entries',
      clientId: entry,
      userId: a.user.id,
      payload: { body: 'written offline', tags: ['train'] },
    });
    await flushOutbox(a.client, outbox, a.user.id);
    expect(await countRows(server, 'select count(*) from public.journal_entries where client_id = $1', [entry])).toBe(1);
  });

  test('a refused write stays queued with a reason a person can act on', async () => {
    const outbox = createLocalOutbox(new MemoryStorage(), 'outbox');
    const clientId = randomUUID();
    const outcome = await saveThroughOutbox(a.client, outbox, {
      table: 'journal_entries',
      clientId,
      userId: a.user.id,
      payload: { title: 'x'.repeat(201), body: 'kept' },
    });
    expect(outcome).toEqual({ status: 'refused', message: 'The title is too long: keep it to 200 characters.' });
    expect(await outbox.get('journal_entries', clientId)).toBeDefined();
  });

  test("nothing is sent without the member's own token: signed out (a sign-in not yet renewed), the writes wait", async () => {
    const { createClient } = await import('@supabase/supabase-js');
    const anon = createClient(server.url, server.anonKey, { auth: { persistSession: false } });
    const outbox = createLocalOutbox(new MemoryStorage(), 'outbox');
    const clientId = randomUUID();
    await outbox.put({ table: 'journal_entries', clientId, userId: a.user.id, payload: { body: 'written on a plane' } });
    const waiting = await flushOutbox(anon, outbox, a.user.id);
    expect(waiting).toMatchObject({ synced: [], refused: [] });
    expect(waiting.waiting).toHaveLength(1);
    const later = await flushOutbox(a.client, outbox, a.user.id);
    expect(later.synced).toHaveLength(1);
    expect(await countRows(server, 'select count(*) from public.journal_entries where client_id = $1', [clientId])).toBe(1);
  });

  test('an unreachable server leaves the write queued as offline', async () => {
    const { createClient } = await import('@supabase/supabase-js');
    const offline = createClient('http://127.0.0.1:9', server.anonKey, { auth: { persistSession: false } });
    const outbox = createLocalOutbox(new MemoryStorage(), 'outbox');
    const outcome = await saveThroughOutbox(offline, outbox, {
      table: 'journal_entries',
      clientId: randomUUID(),
      userId: a.user.id,
      payload: { body: 'x' },
    });
    expect(outcome).toEqual({ status: 'offline' });
    expect(await outbox.list()).toHaveLength(1);
  });
});

describe('journal statistics and crisis counting', () => {
  test('entryStats returns my rows only, without text', async () => {
    const rows = await entryStats(b.client);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(['client_id', 'created_at', 'tags', 'word_count']);
  });

  test('a crisis referral from the journal is counted with no user and no text', async () => {
    const before = await countRows(server, "select count(*) from public.crisis_referrals where surface = 'journal'");
    await recordJournalReferral(a.client);
    expect(await countRows(server, "select count(*) from public.crisis_referrals where surface = 'journal'")).toBe(before + 1);
    const columns = await server.db.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_schema = 'public' and table_name = 'crisis_referrals' order by 1",
    );
    expect(columns.rows.map((row) => row.column_name)).toEqual(['id', 'occurred_on', 'region', 'surface']);
  });
});

describe('program and score queries', () => {
  test('the current program week gives its reflection questions; no enrolment gives null', async () => {
    await ensurePrograms(server, ['better-sleep']);
    const service = serviceClient(server);
    const program = ok(await service.from('programs').select('id').eq('slug', 'better-sleep').single());
    ok(
      await service.from('program_weeks').upsert(
        [1, 2].map((week) => ({ program_id: program.id, week, title: `Week ${week} title`, reflection: [`Reflection ${week}?`] })),
        { onConflict: 'program_id,week' },
      ),
    );
    expect(await activeEnrolment(b.client)).toBeNull();
    const enrolment = ok(await a.client.from('program_enrolments').insert({ program_id: program.id }).select('id').single());
    ok(await service.from('program_enrolments').update({ current_week: 2 }).eq('id', enrolment.id));
    const active = await activeEnrolment(a.client);
    expect(active).toMatchObject({ week: 2, weekTitle: 'Week 2 title', program: { slug: 'better-sleep', title: 'Better Sleep' } });
    expect(await programWeek(a.client, active!.programId, 2)).toMatchObject({ week: 2, reflection: ['Reflection 2?'] });
  });

  test('scores come from my completed intake and check-in assessments, oldest first', async () => {
    const intake = await startSession(a, 'intake');
    await answer(a, intake, { ...gadAnswers([3, 3, 2, 1, 0, 0, 0]), ...phqAnswers([1, 1, 1, 0, 0, 0, 0, 0, 0]) });
    await complete(a, intake);
    const checkIn = await startSession(a, 'check_in');
    await answer(a, checkIn, { ...gadAnswers([1, 1, 0, 0, 0, 0, 0]), ...phqAnswers([0, 0, 0, 0, 0, 0, 0, 0, 0]) });
    await complete(a, checkIn);
    await startSession(a, 'check_in'); // not completed: not shown
    const scores = await assessmentScores(a.client);
    expect(scores.map((score) => [score.instrument, score.total, score.context])).toEqual([
      ['GAD-7', 9, 'intake'],
      ['PHQ-9', 3, 'intake'],
      ['GAD-7', 2, 'check_in'],
      ['PHQ-9', 0, 'check_in'],
    ]);
    expect(await assessmentScores(b.client)).toEqual([]);
  });
});

/** A `Storage` in memory, for the outbox outside a browser. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}
