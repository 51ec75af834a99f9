import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export { expectAccessible, settleTransitions } from '../support/axe';

/**
 * Shared by the journal, dashboard and insights journeys: accounts made through the auth API
 * with their session put where supabase-js keeps it (`haven-auth`), data seeded through
 * supabase-js as that user, and axe in both themes.
 */

const baseURL = `http://127.0.0.1:${process.env['HAVEN_E2E_PORT'] ?? 4399}`;
const dataDir = path.resolve(process.env['HAVEN_E2E_DATA_DIR'] ?? '.haven-test-data/e2e');
const nodeAuth = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

function keys(): { anonKey: string; serviceRoleKey: string } {
  return JSON.parse(readFileSync(path.join(dataDir, 'keys.json'), 'utf8'));
}

/** The service-role client, for checks the user cannot make (crisis referral counts). */
export const service = () => createClient(baseURL, keys().serviceRoleKey, nodeAuth);

export interface Member {
  id: string;
  client: SupabaseClient;
}

/** A new account, signed in on this page before any script runs. */
export async function signIn(page: Page, prefix = 'journal'): Promise<Member> {
  const client = createClient(baseURL, keys().anonKey, nodeAuth);
  const email = `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const { data, error } = await client.auth.signUp({ email, password: 'calm-harbour-lantern-42' });
  if (error || !data.session) throw new Error(`Sign-up failed: ${error?.message ?? 'no session'}`);
  const session = JSON.stringify(data.session);
  await page.addInitScript((value) => {
    if (!localStorage.getItem('haven-auth')) localStorage.setItem('haven-auth', value);
  }, session);
  return { id: data.session.user.id, client };
}

/**
 * Check-ins for this user. `daysAgo: 0` means a minute or so ago (always today). Earlier days
 * are New York calendar days (the tests' browser time zone), at `hourUtc` on that date (17:00
 * UTC, around noon in New York, unless given; 13:00 is morning and 23:00 evening there).
 */
export async function seedMoods(
  member: Member,
  rows: { daysAgo: number; hourUtc?: number; mood: number; energy?: number; exercise_minutes?: number | null; tags?: string[] }[],
) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const payload = rows.map((row, index) => {
    const at =
      row.daysAgo === 0
        ? new Date(Date.now() - (index + 1) * 60_000)
        : new Date(Date.UTC(year, month - 1, day - row.daysAgo, row.hourUtc ?? 17));
    return {
      logged_at: at.toISOString(),
      mood: row.mood,
      energy: row.energy ?? null,
      exercise_minutes: row.exercise_minutes ?? null,
      tags: row.tags ?? [],
    };
  });
  const { error } = await member.client.from('mood_logs').insert(payload);
  if (error) throw new Error(`Seeding check-ins failed: ${error.message}`);
}

/** Counts journal crisis referrals (anonymous rows; admins and the service role read them). */
export async function journalReferrals(): Promise<number> {
  const { count, error } = await service().from('crisis_referrals').select('id', { count: 'exact', head: true }).eq('surface', 'journal');
  if (error) throw new Error(error.message);
  return count ?? 0;
}

/** A completed assessment for this user (GAD-7 then PHQ-9 item values, 0–3 each); returns its session id. */
export async function seedAssessment(member: Member, sessionType: 'intake' | 'check_in', gad: number[], phq: number[]): Promise<string> {
  const { data: session, error } = await member.client
    .from('assessment_sessions')
    .insert({ user_id: member.id, session_type: sessionType, session_context: {} })
    .select('id')
    .single();
  if (error || !session) throw new Error(`Seeding an assessment failed: ${error?.message}`);
  const item = (scale: 7 | 9, n: number) => `b000000${scale}-0000-4000-8000-00000000000${n}`;
  const responses = [
    ...gad.map((value, i) => ({ clinical_question_id: item(7, i + 1), user_response_value: value })),
    ...phq.map((value, i) => ({ clinical_question_id: item(9, i + 1), user_response_value: value })),
  ].map((row) => ({ ...row, session_id: session.id, user_response_text: String(row.user_response_value) }));
  const answers = await member.client.from('assessment_responses').insert(responses);
  if (answers.error) throw new Error(`Seeding answers failed: ${answers.error.message}`);
  const done = await member.client.rpc('complete_assessment', { p_session_id: session.id });
  if (done.error) throw new Error(`Completing the assessment failed: ${done.error.message}`);
  return session.id;
}

/** How many writes wait in the device outbox (IndexedDB `haven`, store `outbox`). */
export function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('haven');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('outbox', 'readonly').objectStore('outbox').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
}
