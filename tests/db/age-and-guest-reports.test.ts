import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, createUserClient, serviceClient, type TestServer } from '../support/server.ts';
import { createAdmin, ok, startDbTestServer, type User } from './helpers.ts';

/*
 * Haven is 18+: the profile records when a person confirmed their age. Guests can report a
 * reply through the companion-chat function (service role); the table itself stays closed to
 * visitors, and a report is either a member's (reporter and message) or a guest's (neither).
 */

let server: TestServer;
let service: SupabaseClient;

beforeAll(async () => {
  server = await startDbTestServer();
  service = serviceClient(server);
});
afterAll(() => server.stop());

async function profileOf(user: User) {
  return ok(await user.client.from('profiles').select('age_confirmed_18, age_confirmed_at, created_at').eq('id', user.user.id).single());
}

describe('profiles.age_confirmed_at', () => {
  test('sign-up data with age_confirmed_18 stamps the time, from the database clock', async () => {
    const before = Date.now();
    const client = anonClient(server);
    const { data, error } = await client.auth.signUp({
      email: `adult-${crypto.randomUUID().slice(0, 8)}@example.test`,
      password: 'calm-harbour-lantern-42',
      options: { data: { age_confirmed_18: true, age_confirmed_at: '2001-01-01T00:00:00Z' } },
    });
    expect(error).toBeNull();
    const row = ok(await client.from('profiles').select('age_confirmed_18, age_confirmed_at').eq('id', data.user!.id).single());
    expect(row.age_confirmed_18).toBe(true);
    const at = Date.parse(row.age_confirmed_at as string);
    expect(at).toBeGreaterThanOrEqual(before - 5_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  test('without the confirmation the time stays empty; ticking it later stamps it, unticking clears it', async () => {
    const user = await createUserClient(server);
    expect(await profileOf(user)).toMatchObject({ age_confirmed_18: false, age_confirmed_at: null });

    ok(await user.client.from('profiles').update({ age_confirmed_18: true }).eq('id', user.user.id));
    const confirmed = await profileOf(user);
    expect(confirmed.age_confirmed_at).not.toBeNull();

    // Saving the profile again keeps the first time.
    ok(await user.client.from('profiles').update({ age_confirmed_18: true, display_name: 'Robin' }).eq('id', user.user.id));
    expect((await profileOf(user)).age_confirmed_at).toBe(confirmed.age_confirmed_at);

    ok(await user.client.from('profiles').update({ age_confirmed_18: false }).eq('id', user.user.id));
    expect((await profileOf(user)).age_confirmed_at).toBeNull();
  });

  test('a member cannot write the time themselves', async () => {
    const user = await createUserClient(server);
    const { error } = await user.client.from('profiles').update({ age_confirmed_at: '2000-01-01T00:00:00Z' }).eq('id', user.user.id);
    expect(error?.code).toBe('42501');
    expect((await profileOf(user)).age_confirmed_at).toBeNull();
  });

  test('the time cannot be set without the confirmation, even by the service role', async () => {
    const user = await createUserClient(server);
    ok(await service.from('profiles').update({ age_confirmed_at: '2000-01-01T00:00:00Z' }).eq('id', user.user.id));
    expect((await profileOf(user)).age_confirmed_at).toBeNull();
  });
});

describe('chat_reports from guests', () => {
  const guestRow = { reason: 'It was unkind or hurtful', reported_content: 'A reply a guest saw.' };

  test('the service role inserts a guest report: no reporter, no message, reported_by guest', async () => {
    const row = ok(
      await service
        .from('chat_reports')
        .insert({ ...guestRow, reported_context: 'What the guest had written.' })
        .select('user_id, message_id, reported_content, reported_context, reported_by, status')
        .single(),
    );
    expect(row).toEqual({
      user_id: null,
      message_id: null,
      reported_content: 'A reply a guest saw.',
      reported_context: 'What the guest had written.',
      reported_by: 'guest',
      status: 'new',
    });
  });

  test('a guest report needs the reply text, at most 4000 characters', async () => {
    expect((await service.from('chat_reports').insert({ reason: 'Something else' })).error?.code).toBe('23514');
    expect((await service.from('chat_reports').insert({ ...guestRow, reported_content: 'x'.repeat(4001) })).error?.code).toBe('23514');
  });

  test('a report has both a reporter and a message, or neither', async () => {
    const user = await createUserClient(server);
    const conversation = ok(await user.client.from('chat_conversations').insert({ title: 't' }).select('id').single());
    const message = ok(
      await service
        .from('chat_messages')
        .insert({ conversation_id: conversation.id, user_id: user.user.id, role: 'assistant', content: 'Saved reply' })
        .select('id')
        .single(),
    );
    expect((await service.from('chat_reports').insert({ ...guestRow, user_id: user.user.id })).error?.code).toBe('23514');
    expect((await service.from('chat_reports').insert({ ...guestRow, message_id: message.id })).error?.code).toBe('23514');

    // A member's report still copies the saved reply and never carries guest context.
    const mine = ok(
      await user.client
        .from('chat_reports')
        .insert({ message_id: message.id, reason: 'Not helpful' })
        .select('reported_content, reported_by, reported_context')
        .single(),
    );
    expect(mine).toEqual({ reported_content: 'Saved reply', reported_by: 'member', reported_context: null });
  });

  test('visitors can neither insert nor read reports, and members cannot file guest reports', async () => {
    ok(await service.from('chat_reports').insert(guestRow));
    const anon = anonClient(server);
    expect((await anon.from('chat_reports').insert(guestRow)).error?.code).toBe('42501');
    expect((await anon.from('chat_reports').select('id')).error?.code).toBe('42501');

    const user = await createUserClient(server);
    expect((await user.client.from('chat_reports').insert({ reason: 'x', user_id: null })).error?.code).toBe('42501');
    expect((await user.client.from('chat_reports').insert({ reason: 'x' })).error?.code).toBe('42501');
    // Members see only their own reports, never guests'.
    expect(ok(await user.client.from('chat_reports').select('id'))).toEqual([]);
  });

  test('admins see guest reports and can review them', async () => {
    const admin = await createAdmin(server);
    const row = ok(
      await service
        .from('chat_reports')
        .insert({ ...guestRow, reported_content: 'For the admin' })
        .select('id')
        .single(),
    );
    const seen = ok(await admin.client.from('chat_reports').select('id, reported_by, reported_content').eq('id', row.id).single());
    expect(seen).toEqual({ id: row.id, reported_by: 'guest', reported_content: 'For the admin' });
    ok(await admin.client.from('chat_reports').update({ status: 'reviewed', reviewed_at: new Date().toISOString() }).eq('id', row.id));
    expect(ok(await service.from('chat_reports').select('status').eq('id', row.id).single()).status).toBe('reviewed');
  });
});
