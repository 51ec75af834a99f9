import path from 'node:path';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedContent } from '../../server/seed/seed-content.ts';
import { createAdmin } from '../db/helpers.ts';
import { anonClient, createUserClient, serviceClient, startTestServer, type TestServer } from '../support/server.ts';

/**
 * The `seed-program-tools` edge function (supabase/functions/seed-program-tools) over HTTP,
 * run by the embedded server exactly as `supabase functions serve` would, with the real
 * program content seeded through supabase-js.
 */

interface Report {
  programs: number;
  tools: number;
  missing: { program: string; week: number; tool_key: string; title: string }[];
  problems: string[];
  added?: number;
  updated?: number;
}

let server: TestServer;
let member: SupabaseClient;
let admin: SupabaseClient;
let service: SupabaseClient;
let toolCount: number;

async function invoke(client: SupabaseClient, body: unknown) {
  const { data, error } = await client.functions.invoke<Report>('seed-program-tools', { body: body as Record<string, unknown> });
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  if (error) throw error;
  return { status: 200, body: data as Report };
}

beforeAll(async () => {
  server = await startTestServer();
  service = serviceClient(server);
  await seedContent(service, path.resolve('content'));
  toolCount = ok((await service.from('program_tools').select('id', { count: 'exact', head: true })).count);
  member = (await createUserClient(server)).client;
  admin = (await createAdmin(server)).client;
});
afterAll(() => server?.stop());

function ok<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

async function programId(slug: string) {
  return ok((await service.from('programs').select('id').eq('slug', slug).single()).data).id as string;
}

describe("action 'validate'", () => {
  test('reports every program and worksheet, with nothing missing after seeding', async () => {
    const { status, body } = await invoke(member, { action: 'validate' });
    expect(status).toBe(200);
    expect(body).toEqual({ programs: 9, tools: toolCount, missing: [], problems: [] });
    expect(toolCount).toBeGreaterThanOrEqual(9 * 6);
  });

  test('answers the anon key too, but not a call without a token', async () => {
    expect((await invoke(anonClient(server), { action: 'validate' })).body).toMatchObject({ programs: 9, missing: [] });
    const bare = await fetch(`${server.url}/functions/v1/seed-program-tools`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"action":"validate"}',
    });
    expect(bare.status).toBe(401);
  });

  test('refuses an unknown action or a body that is not JSON', async () => {
    expect(await invoke(member, { action: 'drop' })).toEqual({
      status: 400,
      body: { error: 'Send {"action": "setup"} or {"action": "validate"}.' },
    });
    const notJson = await fetch(`${server.url}/functions/v1/seed-program-tools`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.anonKey}`, 'content-type': 'text/plain' },
      body: 'setup',
    });
    expect(notJson.status).toBe(400);
    const get = await fetch(`${server.url}/functions/v1/seed-program-tools`, { headers: { authorization: `Bearer ${server.anonKey}` } });
    expect(get.status).toBe(405);
  });
});

describe("action 'setup'", () => {
  test('is for admins and the service role only', async () => {
    expect(await invoke(member, { action: 'setup' })).toEqual({
      status: 403,
      body: { error: 'Only an administrator can set up program tools.' },
    });
    expect((await invoke(anonClient(server), { action: 'setup' })).status).toBe(403);
  });

  test('restores worksheets deleted from program_tools, from the week definitions in the database', async () => {
    const sleep = await programId('better-sleep');
    const removed = ok(
      (await service.from('program_tools').delete().eq('program_id', sleep).in('week', [1, 2]).select('tool_key, week')).data,
    );
    expect(removed.length).toBeGreaterThanOrEqual(2);

    const before = (await invoke(member, { action: 'validate' })).body as Report;
    expect(before.tools).toBe(toolCount - removed.length);
    expect(before.missing.map((m) => `${m.program}/${m.week}/${m.tool_key}`).sort()).toEqual(
      removed.map((r) => `better-sleep/${r.week}/${r.tool_key}`).sort(),
    );
    expect(before.missing[0]!.title).toEqual(expect.any(String));

    const after = await invoke(admin, { action: 'setup' });
    expect(after).toEqual({
      status: 200,
      body: { added: removed.length, updated: 0, programs: 9, tools: toolCount, missing: [], problems: [] },
    });
    const restored = ok((await service.from('program_tools').select('tool_key').eq('program_id', sleep).in('week', [1, 2])).data);
    expect(restored.map((r) => r.tool_key).sort()).toEqual(removed.map((r) => r.tool_key).sort());
  });

  test('the service role can run it, and it refreshes a row that drifted from its week', async () => {
    const anxiety = await programId('anxiety-management');
    const row = ok(
      (await service.from('program_tools').select('tool_key, title').eq('program_id', anxiety).eq('week', 1).limit(1).single()).data,
    );
    // Write the drifted row without touching the week's definition (as an old database would hold it).
    await server.db.query('alter table public.program_tools disable trigger program_tools_mirror_into_week');
    try {
      await server.db.query('update public.program_tools set title = $1 where program_id = $2 and tool_key = $3', [
        'Stale title',
        anxiety,
        row.tool_key,
      ]);
    } finally {
      await server.db.query('alter table public.program_tools enable trigger program_tools_mirror_into_week');
    }
    const check = (await invoke(member, { action: 'validate' })).body as Report;
    expect(check.problems).toEqual([`anxiety-management week 1, worksheet ${row.tool_key}: program_tools holds an older version.`]);

    expect(await invoke(service, { action: 'setup' })).toEqual({
      status: 200,
      body: { added: 0, updated: 1, programs: 9, tools: toolCount, missing: [], problems: [] },
    });
    expect(
      ok((await service.from('program_tools').select('title').eq('program_id', anxiety).eq('tool_key', row.tool_key).single()).data).title,
    ).toBe(row.title);
  });

  test('reports a broken week definition and leaves it out of program_tools', async () => {
    const grief = await programId('grief-journey');
    const week = ok((await service.from('program_weeks').select('tools').eq('program_id', grief).eq('week', 6).single()).data);
    const tools = week.tools as Record<string, unknown>[];
    await server.db.query('update public.program_weeks set tools = $1::jsonb where program_id = $2 and week = 6', [
      JSON.stringify([...tools, { id: 'half-written', title: 'Half written', kind: 'worksheet', instructions: 'Write here.', fields: [] }]),
      grief,
    ]);
    const { body } = await invoke(admin, { action: 'setup' });
    expect(body).toMatchObject({
      added: 0,
      missing: [],
      problems: ['grief-journey week 6, worksheet half-written: it needs at least one field.'],
    });
    expect((await service.from('program_tools').select('id').eq('tool_key', 'half-written')).data).toEqual([]);
  });
});

describe('the app’s setup check', () => {
  test('reads one program_tools id per program; an empty program triggers the validate report', async () => {
    const stress = await programId('stress-reset');
    const one = await member.from('program_tools').select('id').eq('program_id', stress).limit(1);
    expect(one.data).toHaveLength(1);
    const removed = ok((await service.from('program_tools').delete().eq('program_id', stress).select('id')).data).length;
    expect((await member.from('program_tools').select('id').eq('program_id', stress).limit(1)).data).toEqual([]);
    const report = (await invoke(member, { action: 'validate' })).body as Report;
    expect(report.missing.filter((m) => m.program === 'stress-reset')).toHaveLength(removed);
    await invoke(admin, { action: 'setup' });
  });
});
