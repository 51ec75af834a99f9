import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { axeViolations } from '../support/axe.ts';
import { enrollTotp } from '../support/mfa.ts';

/**
 * Following a six-week program in the built site against the embedded server: enrol, work
 * through week 1, reload, see the progress kept (and on the dashboard), switch programs, and
 * the week 3 re-measure against the baseline.
 */

// Journeys of several pages each; generous so a busy machine does not fail them.
test.describe.configure({ timeout: 90_000 });

const baseURL = `http://127.0.0.1:${process.env['HAVEN_E2E_PORT'] ?? 4399}`;
const dataDir = path.resolve(process.env['HAVEN_E2E_DATA_DIR'] ?? '.haven-test-data/e2e');
const nodeAuth = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const keys = () => JSON.parse(readFileSync(path.join(dataDir, 'keys.json'), 'utf8')) as { anonKey: string; serviceRoleKey: string };

interface Member {
  id: string;
  client: SupabaseClient;
}

/** A new account whose session is in `haven-auth` before any page script runs (seeded once, so reloads keep refreshed tokens). */
async function signIn(page: Page): Promise<Member> {
  const client = createClient(baseURL, keys().anonKey, nodeAuth);
  const { data, error } = await client.auth.signUp({
    email: `programs-${crypto.randomUUID().slice(0, 8)}@example.test`,
    password: 'calm-harbour-lantern-42',
  });
  if (error || !data.session) throw new Error(`Sign-up failed: ${error?.message ?? 'no session'}`);
  await page.addInitScript((value) => {
    if (!localStorage.getItem('haven-auth')) localStorage.setItem('haven-auth', value);
  }, JSON.stringify(data.session));
  return { id: data.session.user.id, client };
}

async function programId(member: Member, slug: string): Promise<string> {
  const { data } = await member.client.from('programs').select('id').eq('slug', slug).single();
  return (data as { id: string }).id;
}

async function enrol(member: Member, slug: string, currentWeek = 1) {
  const { data, error } = await member.client
    .from('program_enrolments')
    .insert({ program_id: await programId(member, slug), current_week: currentWeek })
    .select('id')
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
}

/** Completes a GAD-7 for the member adding up to `total`, tagged with `context`. */
async function takeGad7(member: Member, total: number, sessionType: string, context: Record<string, unknown> = {}) {
  const { data: session } = await member.client
    .from('assessment_sessions')
    .insert({ user_id: member.id, session_type: sessionType, session_context: context })
    .select('id')
    .single();
  const id = (session as { id: string }).id;
  let left = total;
  const answers = Array.from({ length: 7 }, (_, i) => {
    const value = Math.min(3, left);
    left -= value;
    return { session_id: id, clinical_question_id: `b0000007-0000-4000-8000-00000000000${i + 1}`, user_response_value: value };
  });
  await member.client.from('assessment_responses').insert(answers);
  const { error } = await member.client.rpc('complete_assessment', { p_session_id: id });
  if (error) throw error;
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test('enrol, complete the week 1 lesson and a worksheet, reload, and the progress is kept', async ({ page }) => {
  const member = await signIn(page);
  await page.goto('/programs/anxiety-management?from=assessment');
  await expect(page.getByText('Welcome! Your assessment suggested this program.')).toBeVisible();
  await page.getByRole('button', { name: 'Start this program' }).click();
  await expect(page).toHaveURL(/\/programs\/anxiety-management\/week\/1$/);
  await expect(page.getByTestId('current-week')).toHaveText('This is your current week: week 1 of 6.');

  await page.getByRole('button', { name: 'Mark lesson done' }).click();
  await expect(page.getByText('Lesson done')).toBeVisible();

  const log = page.locator('[data-tool="anxiety-log"]');
  // A log entry starts at today's date, which stays editable; nothing is saved until they write.
  await expect(log.getByLabel('When did it happen?')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(log.getByRole('button', { name: 'Add this entry' })).toBeDisabled();
  await log.getByLabel('What was happening?').fill('Team meeting, I had to present.');
  await log.getByRole('group', { name: 'How anxious did you feel?' }).getByText('6', { exact: true }).click();
  await log.getByRole('button', { name: 'Add this entry' }).click();
  await expect(log.getByText('Your entries this week: 1')).toBeVisible();
  await expect(log.getByLabel('What was happening?')).toHaveValue('');

  const daily = page.getByRole('region', { name: "Today's one-minute check" });
  await daily.getByLabel('How anxious did you feel today, from 0 to 10, and what set it off?').fill('A 5, mostly the meeting.');
  await daily.getByRole('group', { name: 'Your rating, from 0 to 10' }).getByText('5', { exact: true }).click();
  await daily.getByRole('button', { name: "Save today's check" }).click();
  await expect(daily.getByText('Saved for today.')).toBeVisible();

  // A reflection typed just before the reload has not reached the account yet: the draft on the device keeps it.
  const reflection = page.getByLabel('What did you notice about when your anxiety tends to rise?');
  await reflection.fill('Mornings before work.');
  await expect(page.getByTestId('current-week')).toBeVisible();
  await page.reload();

  await expect(page.getByText('Lesson done')).toBeVisible();
  await expect(page.locator('[data-tool="anxiety-log"]').getByText('Your entries this week: 1')).toBeVisible();
  await expect(page.getByText('Saved for today.')).toBeVisible();
  await expect(page.getByLabel('What did you notice about when your anxiety tends to rise?')).toHaveValue('Mornings before work.');
  await expect(page.getByText('Week 1: 2 of 3 done')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Week 1: 2 of 3 done' })).toHaveAttribute('aria-valuenow', '67');

  await expect
    .poll(async () => {
      const { data } = await member.client.from('program_progress').select('item_kind, item_key, completed_at, data').order('item_kind');
      return (data ?? []).map((row) => [row.item_kind, row.item_key, Boolean(row.completed_at)]);
    })
    .toEqual([
      ['daily_check', 'daily', true],
      ['lesson', 'lesson', true],
      ['reflection', 'reflection', false],
      ['tool', 'anxiety-log', true],
    ]);
  const { data: saved } = await member.client.from('program_progress').select('data').eq('item_kind', 'reflection').single();
  expect(saved?.data).toEqual({ values: { q1: 'Mornings before work.' } });

  await page.goto('/programs/anxiety-management');
  await expect(page.getByText('You are following this program: week 1 of 6.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue week 1' })).toHaveAttribute('href', '/programs/anxiety-management/week/1');

  await page.goto('/dashboard');
  const summary = page.getByRole('region', { name: 'Your program' });
  await expect(summary.getByText('Anxiety Management')).toBeVisible();
  await expect(summary.getByText(/Week 1 of 6/)).toBeVisible();

  await page.goto('/programs/anxiety-management/week/1');
  await page.getByRole('button', { name: 'Move on to week 2' }).click();
  await expect(page).toHaveURL(/\/programs\/anxiety-management\/week\/2$/);
  await expect(page.getByTestId('current-week')).toHaveText('This is your current week: week 2 of 6.');
});

/** WCAG contrast ratio of two computed `rgb(...)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/[\d.]+/g) ?? []).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

test('the week progress bars stand 3:1 off the card, and the filled part off the track, in light and dark themes', async ({ page }) => {
  const member = await signIn(page);
  await enrol(member, 'stress-reset', 2);
  for (const mode of ['light', 'dark'] as const) {
    await page.addInitScript((m) => localStorage.setItem('haven-theme', JSON.stringify({ mode: m, variant: 'calm' })), mode);
    await page.goto('/programs/stress-reset/week/1');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    // The live panel's disclosure: the HTML's pending copy of the panel shows the same words as plain
    // text, and a click on them before the member's progress arrives opens nothing (CI, 2026-11-28).
    await page.getByRole('region', { name: 'Your program' }).locator('summary', { hasText: 'Your progress in all six weeks' }).click();
    const bars = page.getByRole('progressbar', { name: /^Week \d: \d of \d done$/ });
    await expect(bars).toHaveCount(7);
    for (const bar of await bars.all()) {
      const colours = await bar.evaluate((track) => {
        const background = (el: Element) => getComputedStyle(el).backgroundColor;
        let surface = track.parentElement!;
        while (background(surface) === 'rgba(0, 0, 0, 0)') surface = surface.parentElement!;
        return {
          edge: getComputedStyle(track).borderTopColor,
          edgeWidth: getComputedStyle(track).borderTopWidth,
          surface: background(surface),
          track: background(track),
          fill: background(track.firstElementChild!),
        };
      });
      expect(colours.edgeWidth).not.toBe('0px');
      expect(contrast(colours.edge, colours.surface), `${mode}: the bar's edge against the card`).toBeGreaterThanOrEqual(3);
      expect(contrast(colours.fill, colours.track), `${mode}: the filled part against the track`).toBeGreaterThanOrEqual(3);
    }
  }
});

test('one active program: the page explains it and offers to pause the other one', async ({ page }) => {
  const member = await signIn(page);
  const first = await enrol(member, 'anxiety-management');
  await page.goto('/programs/low-mood');
  await expect(page.getByText(/Haven keeps to one program at a time/)).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByRole('link', { name: 'Keep going with Anxiety Management' })).toHaveAttribute(
    'href',
    '/programs/anxiety-management/week/1',
  );
  await page.getByRole('button', { name: 'Pause Anxiety Management and start this' }).click();
  await expect(page).toHaveURL(/\/programs\/low-mood\/week\/1$/);
  await expect(page.getByTestId('current-week')).toHaveText('This is your current week: week 1 of 6.');
  const { data } = await member.client.from('program_enrolments').select('id, status, programs(slug)');
  const statuses = Object.fromEntries((data ?? []).map((row) => [(row.programs as unknown as { slug: string }).slug, row.status]));
  expect(statuses).toEqual({ 'anxiety-management': 'paused', 'low-mood': 'active' });

  // Pause from the week page, then the program page offers to resume.
  await page.getByRole('button', { name: 'Pause this program' }).click();
  await expect(page.getByRole('button', { name: 'Resume this program' })).toBeVisible();
  await page.goto('/programs/anxiety-management');
  await expect(page.getByText('You paused this program in week 1.')).toBeVisible();
  await page.getByRole('button', { name: 'Resume this program' }).click();
  await expect(page).toHaveURL(/\/programs\/anxiety-management\/week\/1$/);
  const { data: resumed } = await member.client.from('program_enrolments').select('status').eq('id', first).single();
  expect(resumed?.status).toBe('active');
});

test('week 3: earlier worksheets stay reachable and the check-in compares with the baseline', async ({ page }) => {
  const member = await signIn(page);
  await takeGad7(member, 12, 'intake');
  await enrol(member, 'anxiety-management', 3);
  await takeGad7(member, 8, 'check_in', { program_context: { slug: 'anxiety-management', week: 3 } });

  await page.goto('/programs/anxiety-management/week/3');
  await expect(page.getByRole('link', { name: 'Take the week 3 check-in' })).toHaveAttribute(
    'href',
    '/haven-assessment?program=anxiety-management&week=3',
  );
  await expect(page.getByTestId('score-comparison')).toContainText(
    /Starting point: 12 \(moderate\), \w+ \d+\. Week 3 check-in: 8 \(mild\), \w+ \d+\./,
  );
  await expect(page.getByTestId('score-comparison')).toContainText('That is 4 points lower.');

  const earlier = page.locator('section[aria-labelledby="earlier-tools"]');
  await earlier.getByText('Daily anxiety log (from week 1)').click();
  const log = earlier.locator('[data-tool="anxiety-log"]');
  await log.getByLabel('What was happening?').fill('Crowded train.');
  await log.getByRole('button', { name: 'Add this entry' }).click();
  await expect(log.getByText('Your entries this week: 1')).toBeVisible();
  const { data } = await member.client.from('program_progress').select('week, item_key').eq('item_kind', 'tool');
  expect(data).toEqual([{ week: 3, item_key: 'anxiety-log' }]);

  // Week 4 is not open yet.
  await page.goto('/programs/anxiety-management/week/4');
  await expect(page.getByText('Week 4 opens when you move on from week 3.')).toBeVisible();
});

test('a finished program can be started again from week 1', async ({ page }) => {
  const member = await signIn(page);
  const first = await enrol(member, 'mindfulness-foundations', 6);
  await member.client.from('program_enrolments').update({ status: 'completed' }).eq('id', first);
  await page.goto('/programs/mindfulness-foundations');
  await expect(page.getByText('You finished this program. Well done.')).toBeVisible();
  await page.getByRole('button', { name: 'Start again from week 1' }).click();
  await expect(page).toHaveURL(/\/programs\/mindfulness-foundations\/week\/1$/);
  const { data } = await member.client.from('program_enrolments').select('status, current_week').order('started_at');
  expect(data).toEqual([
    { status: 'completed', current_week: 6 },
    { status: 'active', current_week: 1 },
  ]);
});

test('missing worksheets: the week page says so honestly, and an admin can set them up from there', async ({ page }) => {
  const service = createClient(baseURL, keys().serviceRoleKey, nodeAuth);
  const email = `programs-admin-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const password = 'calm-harbour-lantern-42';
  const created = await service.auth.admin.createUser({ email, password, email_confirm: true, app_metadata: { role: 'admin' } });
  if (created.error) throw created.error;
  const client = createClient(baseURL, keys().anonKey, nodeAuth);
  await client.auth.signInWithPassword({ email, password });
  // Admin powers need a second factor (aal2).
  await enrollTotp(client);
  const { data: signedIn } = await client.auth.getSession();
  await page.addInitScript((value) => {
    if (!localStorage.getItem('haven-auth')) localStorage.setItem('haven-auth', value);
  }, JSON.stringify(signedIn.session));
  const admin = { id: signedIn.session!.user.id, client };
  const stress = await programId(admin, 'stress-reset');
  const { data: removed } = await service.from('program_tools').delete().eq('program_id', stress).select('id');
  try {
    await enrol(admin, 'stress-reset');
    await page.goto('/programs/stress-reset/week/1');
    await expect(page.getByText("This program's worksheets are not set up on this server yet.")).toBeVisible();
    await expect(page.getByText(`${removed!.length} worksheets are missing from the database.`)).toBeVisible();
    await page.getByRole('button', { name: 'Set up the worksheets now' }).click();
    await expect(page.getByText("This program's worksheets are not set up on this server yet.")).toBeHidden();
    const { count } = await service.from('program_tools').select('id', { count: 'exact', head: true }).eq('program_id', stress);
    expect(count).toBe(removed!.length);
  } finally {
    await service.functions.invoke('seed-program-tools', { body: { action: 'setup' } });
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`the week page has no axe violations for a member, ${theme} theme`, async ({ page }) => {
    await page.addInitScript((mode) => localStorage.setItem('haven-theme', JSON.stringify({ mode, variant: 'calm' })), theme);
    const member = await signIn(page);
    await enrol(member, 'better-sleep');
    await page.goto('/programs/better-sleep/week/1');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.locator('[data-tool="sleep-diary"]')).toBeVisible();
    await expect(page.locator('[data-crisis-resources]').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the week page reads without signing in: lesson, safety note, crisis lines and what the worksheets ask', async ({ page }) => {
  await page.goto('/programs/better-sleep/week/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Week 1: /);
  await expect(page.getByRole('heading', { name: 'Before you read' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'HOME to 741741' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sleep diary', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the lesson and the worksheets’ questions are all there', async ({ page }) => {
    await page.goto('/programs/anxiety-management/week/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Week 1: Understanding your anxiety');
    await expect(page.getByText(/If you are here, anxiety has probably been taking up a lot of room/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Daily anxiety log', exact: true })).toBeVisible();
    await expect(page.getByText('How anxious did you feel?', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Week 2: / })).toHaveAttribute('href', '/programs/anxiety-management/week/2');
  });
});
