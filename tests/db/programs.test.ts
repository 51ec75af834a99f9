import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, createUserClient, serviceClient, type TestServer } from '../support/server.ts';
import { ensurePrograms, ok, startDbTestServer, type User } from './helpers.ts';

/**
 * Following a program: enrolments and weekly progress belong to their owner only, one
 * program is active at a time, and daily checks are one per day. Everything goes through
 * supabase-js over HTTP; outcomes are checked as the database superuser sees them.
 */

let server: TestServer;
let a: User;
let b: User;
const program: Record<string, string> = {};

async function rows(sql: string, params: unknown[] = []) {
  return (await server.db.query<Record<string, unknown>>(sql, params)).rows;
}

async function enrol(user: User, slug: string, status = 'active') {
  return ok(await user.client.from('program_enrolments').insert({ program_id: program[slug], status }).select('id, status').single()) as {
    id: string;
    status: string;
  };
}

beforeAll(async () => {
  server = await startDbTestServer();
  await ensurePrograms(server, ['anxiety-management', 'low-mood', 'better-sleep']);
  for (const row of ok(await serviceClient(server).from('programs').select('id, slug'))) program[row.slug as string] = row.id as string;
  [a, b] = await Promise.all([createUserClient(server), createUserClient(server)]);
});
afterAll(() => server?.stop());

describe('enrolments and progress are owner-only', () => {
  let bEnrolment: string;
  let bProgress: string;

  beforeAll(async () => {
    bEnrolment = (await enrol(b, 'low-mood')).id;
    bProgress = ok(
      await b.client
        .from('program_progress')
        .insert({
          enrolment_id: bEnrolment,
          week: 1,
          item_kind: 'tool',
          item_key: 'activity-log',
          data: { values: { mood: 'B private words' } },
        })
        .select('id')
        .single(),
    ).id;
  });

  test('A reads none of B’s enrolments or progress', async () => {
    expect(ok(await a.client.from('program_enrolments').select('id').eq('id', bEnrolment))).toEqual([]);
    expect(ok(await a.client.from('program_progress').select('id, data').eq('enrolment_id', bEnrolment))).toEqual([]);
    expect(ok(await a.client.from('program_enrolments').select('id, program_progress(data)'))).toEqual([]);
  });

  test('A cannot change or delete B’s rows', async () => {
    await a.client.from('program_enrolments').update({ status: 'paused', current_week: 6 }).eq('id', bEnrolment);
    await a.client
      .from('program_progress')
      .update({ data: { values: { mood: 'overwritten' } } })
      .eq('id', bProgress);
    await a.client.from('program_progress').delete().eq('id', bProgress);
    await a.client.from('program_enrolments').delete().eq('id', bEnrolment);
    expect(await rows('select status, current_week from public.program_enrolments where id = $1', [bEnrolment])).toEqual([
      { status: 'active', current_week: 1 },
    ]);
    expect(await rows('select data from public.program_progress where id = $1', [bProgress])).toEqual([
      { data: { values: { mood: 'B private words' } } },
    ]);
  });

  test('A cannot enrol B, nor record progress in B’s enrolment', async () => {
    const forB = await a.client.from('program_enrolments').insert({ user_id: b.user.id, program_id: program['better-sleep'] });
    expect(forB.error?.code).toBe('42501');
    const intoB = await a.client
      .from('program_progress')
      .insert({ enrolment_id: bEnrolment, week: 1, item_kind: 'lesson', item_key: 'lesson' });
    expect(intoB.error?.code).toBe('42501');
    const asB = await a.client
      .from('program_progress')
      .insert({ user_id: b.user.id, enrolment_id: bEnrolment, week: 1, item_kind: 'lesson', item_key: 'lesson' });
    expect(asB.error?.code).toBe('42501');
  });

  test('A cannot move B’s progress into A’s own enrolment, or A’s into B’s', async () => {
    const mine = await enrol(a, 'better-sleep', 'paused');
    const own = ok(
      await a.client
        .from('program_progress')
        .insert({ enrolment_id: mine.id, week: 1, item_kind: 'lesson', item_key: 'lesson' })
        .select('id')
        .single(),
    );
    const moved = await a.client.from('program_progress').update({ enrolment_id: bEnrolment }).eq('id', own.id);
    expect(moved.error?.code).toBe('42501');
  });
});

describe('one active program at a time', () => {
  let user: User;
  beforeAll(async () => {
    user = await createUserClient(server);
  });

  test('a second active enrolment is refused with the friendly message', async () => {
    const first = await enrol(user, 'anxiety-management');
    const second = await user.client.from('program_enrolments').insert({ program_id: program['low-mood'] });
    expect(second.error).toMatchObject({ code: '23505', message: 'You already have an active program.' });
    expect(second.error?.hint).toMatch(/Pause, finish or stop/);
    expect(
      await rows("select count(*)::int as n from public.program_enrolments where user_id = $1 and status = 'active'", [user.user.id]),
    ).toEqual([{ n: 1 }]);

    // "Pause that one and start this": allowed, and the pause is stamped.
    ok(await user.client.from('program_enrolments').update({ status: 'paused' }).eq('id', first.id));
    const next = await enrol(user, 'low-mood');
    expect(next.status).toBe('active');
    const [paused] = await rows('select status, paused_at from public.program_enrolments where id = $1', [first.id]);
    expect(paused).toMatchObject({ status: 'paused', paused_at: expect.anything() });

    // Resuming the first now needs the second paused.
    const resume = await user.client.from('program_enrolments').update({ status: 'active' }).eq('id', first.id);
    expect(resume.error?.message).toBe('You already have an active program.');
    ok(await user.client.from('program_enrolments').update({ status: 'paused' }).eq('id', next.id));
    ok(await user.client.from('program_enrolments').update({ status: 'active' }).eq('id', first.id));
    const [resumed] = await rows('select status, paused_at from public.program_enrolments where id = $1', [first.id]);
    expect(resumed).toEqual({ status: 'active', paused_at: null });
  });

  test('one unfinished run per program; finished or stopped runs can be followed by a new one', async () => {
    const again = await user.client.from('program_enrolments').insert({ program_id: program['low-mood'], status: 'paused' });
    expect(again.error?.code).toBe('23505');
    const [open] = await rows("select id from public.program_enrolments where user_id = $1 and program_id = $2 and status = 'paused'", [
      user.user.id,
      program['low-mood'],
    ]);
    ok(await user.client.from('program_enrolments').update({ status: 'stopped' }).eq('id', open!.id));
    const restarted = await enrol(user, 'low-mood', 'paused');
    expect(restarted.status).toBe('paused');
    const [stopped] = await rows('select stopped_at from public.program_enrolments where id = $1', [open!.id]);
    expect(stopped!.stopped_at).not.toBeNull();
  });
});

describe('progress rows', () => {
  let user: User;
  let enrolment: string;
  const conflict = 'enrolment_id,week,item_kind,item_key,day';

  beforeAll(async () => {
    user = await createUserClient(server);
    enrolment = (await enrol(user, 'better-sleep')).id;
  });

  test('one daily check per day: a second insert is refused, an upsert updates it', async () => {
    const check = { enrolment_id: enrolment, week: 1, item_kind: 'daily_check', item_key: 'daily', day: '2026-11-21' };
    ok(await user.client.from('program_progress').insert({ ...check, data: { values: { answer: 'Slept badly' } } }));
    const twice = await user.client.from('program_progress').insert({ ...check, data: { values: { answer: 'again' } } });
    expect(twice.error?.code).toBe('23505');
    ok(
      await user.client
        .from('program_progress')
        .upsert({ ...check, data: { values: { answer: 'Slept badly, 4/10' } } }, { onConflict: conflict }),
    );
    expect(
      await rows("select data from public.program_progress where enrolment_id = $1 and item_kind = 'daily_check'", [enrolment]),
    ).toEqual([{ data: { values: { answer: 'Slept badly, 4/10' } } }]);
  });

  test('the same day cannot be checked again under another week, and another day can', async () => {
    const nextWeek = await user.client
      .from('program_progress')
      .insert({ enrolment_id: enrolment, week: 2, item_kind: 'daily_check', item_key: 'daily', day: '2026-11-21' });
    expect(nextWeek.error?.code).toBe('23505');
    ok(
      await user.client
        .from('program_progress')
        .insert({ enrolment_id: enrolment, week: 2, item_kind: 'daily_check', item_key: 'daily', day: '2026-11-22' }),
    );
  });

  test('a daily check needs a day and nothing else may have one', async () => {
    const noDay = await user.client
      .from('program_progress')
      .insert({ enrolment_id: enrolment, week: 1, item_kind: 'daily_check', item_key: 'daily' });
    expect(noDay.error?.code).toBe('23514');
    const lessonDay = await user.client
      .from('program_progress')
      .insert({ enrolment_id: enrolment, week: 1, item_kind: 'lesson', item_key: 'lesson', day: '2026-11-21' });
    expect(lessonDay.error?.code).toBe('23514');
  });

  test('lessons, worksheets and reflections are one row per week, kept up to date by upsert', async () => {
    const tool = { enrolment_id: enrolment, week: 1, item_kind: 'tool', item_key: 'sleep-diary', day: null };
    ok(await user.client.from('program_progress').upsert({ ...tool, data: { values: { bedtime: '23:00' } } }, { onConflict: conflict }));
    const saved = ok(
      await user.client
        .from('program_progress')
        .upsert(
          {
            ...tool,
            data: { values: {}, entries: [{ saved_at: '2026-11-21T07:00:00Z', values: { bedtime: '23:00' } }] },
            completed_at: '2026-11-21T07:00:00Z',
          },
          { onConflict: conflict },
        )
        .select('data, completed_at')
        .single(),
    );
    expect(saved.data).toMatchObject({ entries: [{ values: { bedtime: '23:00' } }] });
    // The same worksheet used in a later week is that week's own row.
    ok(
      await user.client
        .from('program_progress')
        .upsert({ ...tool, week: 3, data: { values: { bedtime: '22:30' } } }, { onConflict: conflict }),
    );
    expect(
      await rows("select week from public.program_progress where enrolment_id = $1 and item_key = 'sleep-diary' order by week", [
        enrolment,
      ]),
    ).toEqual([{ week: 1 }, { week: 3 }]);
  });

  test('visitors see no enrolments or progress', async () => {
    const visitor = anonClient(server);
    const enrolments = await visitor.from('program_enrolments').select('id');
    const progress = await visitor.from('program_progress').select('id');
    expect(enrolments.data ?? []).toEqual([]);
    expect(progress.data ?? []).toEqual([]);
  });
});

describe('program weeks keep their worksheet definitions', () => {
  test('writing program_tools updates the week’s list; deleting a tool leaves the definition for setup', async () => {
    const service = serviceClient(server);
    const programId = program['anxiety-management']!;
    ok(
      await service
        .from('program_weeks')
        .upsert({ program_id: programId, week: 1, title: 'Understanding anxiety' }, { onConflict: 'program_id,week' }),
    );
    const tool = (key: string, title: string) => ({
      program_id: programId,
      week: 1,
      tool_key: key,
      title,
      kind: 'log',
      definition: {
        instructions: 'Fill this in once a day.',
        fields: [{ id: 'level', label: 'How anxious?', type: 'scale', min: 0, max: 10 }],
      },
    });
    ok(
      await service
        .from('program_tools')
        .upsert([tool('anxiety-log', 'Daily anxiety log'), tool('body-map', 'Body map')], { onConflict: 'program_id,tool_key' }),
    );
    const week = async () =>
      ok(await service.from('program_weeks').select('tools').eq('program_id', programId).eq('week', 1).single()).tools as {
        id: string;
        title: string;
      }[];
    expect((await week()).map((t) => [t.id, t.title])).toEqual([
      ['anxiety-log', 'Daily anxiety log'],
      ['body-map', 'Body map'],
    ]);
    expect((await week())[0]).toMatchObject({ kind: 'log', instructions: 'Fill this in once a day.', fields: [{ id: 'level' }] });

    ok(await service.from('program_tools').update({ title: 'Anxiety log' }).eq('program_id', programId).eq('tool_key', 'anxiety-log'));
    expect((await week()).map((t) => t.title)).toEqual(['Anxiety log', 'Body map']);

    ok(await service.from('program_tools').delete().eq('program_id', programId).eq('tool_key', 'body-map'));
    expect((await week()).map((t) => t.id)).toEqual(['anxiety-log', 'body-map']);
  });

  test('members cannot write program_tools or week definitions', async () => {
    const programId = program['anxiety-management']!;
    const insert = await a.client
      .from('program_tools')
      .insert({ program_id: programId, week: 1, tool_key: 'sneaky', title: 'Sneaky', kind: 'log', definition: {} });
    expect(insert.error?.code).toBe('42501');
    await a.client.from('program_weeks').update({ tools: [] }).eq('program_id', programId);
    const [week] = await rows('select jsonb_array_length(tools) as n from public.program_weeks where program_id = $1 and week = 1', [
      programId,
    ]);
    expect(week!.n).toBe(2);
  });
});
