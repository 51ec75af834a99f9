import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expectAccessible as expectAccessibleInBothThemes } from '../support/axe.ts';
import { crisisTextProblems } from '../support/crisis-text.ts';

/**
 * The wellbeing assessment end to end: the built site and the embedded server with its real
 * database. Accounts are made through the auth API and the session is put where supabase-js
 * keeps it (`haven-auth`), since signing in through /auth is another screen's job.
 */

// Each journey answers 16 questions and runs axe twice per screen.
test.describe.configure({ timeout: 120_000 });

const baseURL = `http://127.0.0.1:${process.env['HAVEN_E2E_PORT'] ?? 4399}`;
const dataDir = path.resolve(process.env['HAVEN_E2E_DATA_DIR'] ?? '.haven-test-data/e2e');
const nodeAuth = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

function keys(): { anonKey: string; serviceRoleKey: string } {
  return JSON.parse(readFileSync(path.join(dataDir, 'keys.json'), 'utf8'));
}

const service = () => createClient(baseURL, keys().serviceRoleKey, nodeAuth);

interface Member {
  id: string;
  client: SupabaseClient;
}

/** A new account, signed in on this page before any script runs. */
async function signIn(page: Page): Promise<Member> {
  const client = createClient(baseURL, keys().anonKey, nodeAuth);
  const email = `assess-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const { data, error } = await client.auth.signUp({ email, password: 'calm-harbour-lantern-42' });
  if (error || !data.session) throw new Error(`Sign-up failed: ${error?.message ?? 'no session'}`);
  const session = JSON.stringify(data.session);
  await page.addInitScript((value) => {
    if (!localStorage.getItem('haven-auth')) localStorage.setItem('haven-auth', value);
  }, session);
  return { id: data.session.user.id, client };
}

/** axe in the light and the dark theme on whatever the page shows now, then back to light. */
async function expectAccessible(page: Page) {
  await expectAccessibleInBothThemes(page);
  await page.evaluate(() => {
    document.documentElement.dataset['theme'] = 'light';
  });
}

const labels = ['Not at all', 'On several days', 'On more than half the days', 'Nearly every day'] as const;

/** Answers the current question with a value 0-3. */
async function choose(page: Page, value: number) {
  await page.getByRole('button', { name: labels[value]!, exact: true }).click();
}

/** Answers every question from the current one, in order (GAD-7 items, then PHQ-9 items). */
async function answerAll(page: Page, values: number[], from = 0, total = 16) {
  for (let i = from; i < values.length; i++) {
    await expect(page.getByText(`Question ${i + 1} of ${total}`, { exact: true })).toBeVisible();
    await choose(page, values[i]!);
    if (i < total - 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
}

async function begin(page: Page, route = '/assessment') {
  await page.goto(route);
  await page.getByRole('button', { name: 'Begin Assessment' }).click();
  await expect(page.getByText('Question 1 of 16', { exact: true })).toBeVisible();
}

async function latestSession(member: Member) {
  const { data, error } = await service()
    .from('assessment_sessions')
    .select(
      'id, session_type, session_context, is_completed, completed_at, assessment_responses(clinical_question_id, user_response_value, user_response_text)',
    )
    .eq('user_id', member.id)
    .order('created_at', { ascending: false })
    .limit(1)
    .single();
  if (error) throw new Error(error.message);
  return data;
}

test.describe('signed out', () => {
  for (const route of ['/assessment', '/clinical-assessment', '/haven-assessment']) {
    test(`${route} asks visitors to sign in`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
      const main = page.locator('#main');
      await expect(main.getByText('Please sign in to take', { exact: false })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute(
        'href',
        new RegExp(`^/auth\\?next=${encodeURIComponent(route)}`),
      );
      await expect(page.getByRole('button', { name: 'Begin Assessment' })).toHaveCount(0);
      await expectAccessible(page);
    });
  }
});

test('the intake assessment, start to finish', async ({ page }) => {
  const member = await signIn(page);
  await page.goto('/clinical-assessment');
  await expect(page.getByRole('heading', { name: 'Welcome to your wellbeing assessment' })).toBeVisible();
  for (const text of ['5-10 minutes', 'Personalized insights', 'Confidential'])
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Begin Assessment' }).click();
  await expect(page.getByText('Question 1 of 16', { exact: true })).toBeVisible();
  const heading = page.locator('#main').getByRole('heading', { level: 2 });
  await expect(heading).toBeFocused();
  await expect(heading).toContainText('how often have you felt nervous, anxious, or on edge?');
  await expect(page.getByRole('progressbar', { name: 'Assessment progress' })).toHaveAttribute('aria-valuenow', '6.25');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
  for (const label of labels) await expect(page.getByRole('button', { name: label, exact: true })).toBeVisible();

  // The validated wording and attribution sit behind "Original question".
  await page.getByText('Original question').click();
  await expect(page.getByText('Feeling nervous, anxious, or on edge', { exact: true })).toBeVisible();
  await expect(page.getByText('Over the last 2 weeks, how often have you been bothered by the following problems?')).toBeVisible();
  await expect(
    page.getByText(/Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer/),
  ).toBeVisible();
  await expectAccessible(page);

  await choose(page, 2);
  await expect(page.getByRole('button', { name: labels[2], exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('progressbar', { name: 'Assessment progress' })).toHaveAttribute('aria-valuenow', '12.5');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();

  // GAD-7 total 12 (moderate), PHQ-9 total 7 (mild) with item 9 at 0.
  const values = [2, 2, 2, 2, 2, 1, 1, 1, 1, 2, 1, 1, 1, 0, 0, 0];
  await answerAll(page, values, 1);
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Complete Assessment' }).click();

  await expect(page.getByRole('heading', { name: 'Your Personalized Insights' })).toBeVisible();
  await expect(page.getByText('This is a screening, not a diagnosis.', { exact: false })).toBeVisible();
  await expect(page.getByText('Worry and anxiety (GAD-7):')).toBeVisible();
  const programs = page.locator('[data-recommendation]');
  await expect(programs).toHaveCount(3);
  await expect(programs.first().getByRole('link', { name: 'Anxiety Management' })).toHaveAttribute('href', '/programs/anxiety-management');
  await expect(page.getByText('Suggested from your answers, the closest fit first.')).toBeVisible();
  await expect(programs.first()).toContainText('Your answers suggest worry has been taking up a lot of room lately.');
  // The ranking score orders the list; it is never shown as a percentage that reads like a grade.
  for (const program of await programs.all()) await expect(program).not.toContainText('%');
  await expect(page.getByRole('link', { name: 'Explore Programs' })).toHaveAttribute('href', '/programs');
  await expect(page.getByRole('heading', { name: 'Talking to a professional could really help' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Immediate Support Available' })).toHaveCount(0);
  await expectAccessible(page);

  const session = await latestSession(member);
  expect(session).toMatchObject({ session_type: 'intake', session_context: { context_type: 'intake' }, is_completed: true });
  expect(session.completed_at).not.toBeNull();
  expect(session.assessment_responses).toHaveLength(16);
  expect(session.assessment_responses).toContainEqual(
    expect.objectContaining({
      clinical_question_id: 'b0000007-0000-4000-8000-000000000001',
      user_response_value: 2,
      user_response_text: labels[2],
    }),
  );
  const db = service();
  await expect
    .poll(async () => (await db.from('assessment_user_analytics').select('*').eq('session_id', session.id)).data)
    .toEqual([
      expect.objectContaining({
        user_id: member.id,
        questions_skipped: 0,
        questions_revisited: 0,
        response_consistency_score: 1,
        engagement_score: 1,
      }),
    ]);
  // The answers were saved in full before the analytics; the events never hold an identifier.
  const { data: events } = await db
    .from('analytics_events')
    .select('event_type, aggregated_data, region')
    .gte('created_at', session.completed_at);
  const completed = (events ?? []).filter((e) => e.event_type === 'assessment_completed');
  expect(completed.length).toBeGreaterThan(0);
  for (const event of events ?? []) {
    expect(event.region).toBe('global');
    expect(JSON.stringify(event.aggregated_data)).not.toContain(member.id);
    expect(JSON.stringify(event.aggregated_data)).not.toContain(session.id);
  }
});

test('Wren guides the assessment as an AI, not a clinician: a welcome, each section introduced, the last question announced', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/assessment');
  const welcome = page.locator('[data-slot="guide-note"]');
  await expect(welcome).toContainText('Wren, your AI guide');
  await expect(welcome).toContainText("Hi, I'm Wren, Haven's AI guide.");
  await expect(welcome).toContainText("I'm an AI, not a clinician, so this is a screening, never a diagnosis");

  await page.getByRole('button', { name: 'Begin Assessment' }).click();
  const heading = page.locator('#main').getByRole('heading', { level: 2 });
  await expect(heading).toBeFocused();
  // The focused heading carries the guide's line as its description, so a screen reader hears it too.
  await expect(heading).toHaveAccessibleDescription(
    /^Wren, your AI guide\s*First, 7 questions about worry and anxiety\. Think about how things have been over the last two weeks\.$/,
  );
  await choose(page, 1);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.locator('[data-slot="guide-note"]')).toHaveCount(0);
  await expect(heading).not.toHaveAttribute('aria-describedby');

  await answerAll(page, [1, 1, 1, 1, 1, 1, 1], 1);
  await expect(page.getByText('Question 8 of 16', { exact: true })).toBeVisible();
  await expect(page.locator('[data-slot="guide-note"]')).toContainText(
    "Thank you. That's the part about worry and anxiety done. Next, 9 questions about mood. Take them at your own pace.",
  );
  await expectAccessible(page);
  await answerAll(page, [1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0], 7);
  await expect(page.locator('[data-slot="guide-note"]')).toContainText("This is the last question. You're nearly there.");
  await expect(page.getByRole('button', { name: 'Complete Assessment' })).toBeVisible();
});

test('a result with nothing pressing explains its one suggestion in plain words, with no match percentage', async ({ page }) => {
  await signIn(page);
  await begin(page);
  await answerAll(
    page,
    Array.from({ length: 16 }, () => 0),
  );
  await page.getByRole('button', { name: 'Complete Assessment' }).click();
  await expect(page.getByRole('heading', { name: 'Your Personalized Insights' })).toBeVisible();
  const programs = page.locator('[data-recommendation]');
  await expect(programs).toHaveCount(1);
  await expect(programs.getByRole('link', { name: 'Mindfulness Foundations' })).toHaveAttribute(
    'href',
    '/programs/mindfulness-foundations',
  );
  await expect(page.getByText('Suggested from your answers.', { exact: true })).toBeVisible();
  await expect(programs).toContainText("Your answers don't point to anything pressing right now, which is good to see.");
  await expect(programs).not.toContainText('%');
  await expect(page.getByText(/\bmatch\b/i)).toHaveCount(0);
  await expectAccessible(page);
});

test('a non-zero answer to PHQ-9 item 9 brings up support at once, and the crisis screen replaces the results', async ({ page }) => {
  const member = await signIn(page);
  await begin(page);
  await answerAll(page, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  await expect(page.getByText('Question 16 of 16', { exact: true })).toBeVisible();
  await expect(page.locator('[data-immediate-support]')).toHaveCount(0);

  await choose(page, 1);
  const support = page.locator('[data-immediate-support]');
  await expect(support).toBeVisible();
  await expect(support).toBeFocused();
  await expect(support.getByRole('link', { name: 'Call 988', exact: true })).toHaveAttribute('href', 'tel:988');
  await expect(support.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute('href', 'sms:741741?&body=HOME');
  await expect(support.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  await expect(support.getByText('You can keep going with the questions whenever you are ready.')).toBeVisible();
  await expectAccessible(page);

  // Back to "Not at all" removes it; choosing again brings it back.
  await choose(page, 0);
  await expect(support).toHaveCount(0);
  await choose(page, 1);
  await expect(support).toBeVisible();

  await page.getByRole('button', { name: 'Complete Assessment' }).click();
  await expect(page.getByRole('heading', { name: 'Immediate Support Available' })).toBeVisible();
  const card = page.locator('[data-assessment-crisis]');
  await expect(card.getByText('24/7 and confidential.')).toHaveCount(2);
  await expect(card.getByRole('link', { name: 'Text HOME to 741741' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Call 988', exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Call 911' })).toBeVisible();
  expect(crisisTextProblems(await card.locator('[data-crisis-lines]').innerText())).toEqual([]);
  await expect(card.getByRole('link', { name: 'Build your safety plan' })).toHaveAttribute('href', '/safety-plan');
  await expect(page.getByText('Your answers are saved privately in your account.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Personalized Insights' })).toHaveCount(0);
  await expect(page.locator('[data-recommendation]')).toHaveCount(0);
  await expectAccessible(page);

  const session = await latestSession(member);
  const { data: logs } = await service().from('crisis_detection_logs').select('crisis_type, severity_level').eq('session_id', session.id);
  expect(logs).toEqual([{ crisis_type: 'self_harm_item', severity_level: 10 }]);
});

test('answers can be changed going back and forth, and survive a reload', async ({ page }) => {
  const member = await signIn(page);
  await begin(page);
  await choose(page, 3);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await choose(page, 1);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Question 3 of 16', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Question 1 of 16', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: labels[3], exact: true })).toHaveAttribute('aria-pressed', 'true');
  await choose(page, 0);
  await expect(page.getByRole('button', { name: labels[0], exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: labels[3], exact: true })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('button', { name: labels[1], exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await choose(page, 2);

  // Leave and come back: the answers were kept on this device.
  await page.reload();
  await expect(page.getByText('You have 3 answers kept on this device from last time.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue Assessment' }).click();
  await expect(page.getByText('Question 3 of 16', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: labels[2], exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await answerAll(page, [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 3);
  await page.getByRole('button', { name: 'Complete Assessment' }).click();
  await expect(page.getByRole('heading', { name: 'Your Personalized Insights' })).toBeVisible();

  const session = await latestSession(member);
  const value = (n: number) =>
    session.assessment_responses.find((r) => r.clinical_question_id === `b0000007-0000-4000-8000-00000000000${n}`)?.user_response_value;
  expect([value(1), value(2), value(3)]).toEqual([0, 1, 2]);
  const { data: analytics } = await service().from('assessment_user_analytics').select('questions_revisited').eq('session_id', session.id);
  expect(analytics).toEqual([{ questions_revisited: 2 }]);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('haven-assessment-draft')))).toEqual([]);
});

// The backend "fails" through page.route on the one call that completes the assessment, and
// only in this test: every other call still reaches the real server, the shared server keeps
// running for the other tests, and the failure can be lifted again to show nothing was lost.
test('the error panel counts three retries, then refreshes, and no answer is lost', async ({ page }) => {
  await signIn(page);
  let failing = true;
  await page.route('**/rest/v1/rpc/complete_assessment', (route) =>
    failing
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"PGRST002","message":"Service unavailable"}' })
      : route.continue(),
  );
  await begin(page);
  await answerAll(page, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]);
  await page.getByRole('button', { name: 'Complete Assessment' }).click();

  await expect(page.getByRole('heading', { name: "We're Having Some Technical Difficulties" })).toBeFocused();
  await expect(
    page.getByText("Don't worry - your wellbeing journey is still important to us. We're working to get this sorted out quickly."),
  ).toBeVisible();
  await expect(page.getByText('If this problem continues, you can always reach out to our support team.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  await expectAccessible(page);

  for (const left of [3, 2, 1]) {
    const retry = page.getByRole('button', { name: `Try Again (${left} ${left === 1 ? 'attempt' : 'attempts'} left)` });
    await retry.click();
    await expect(page.getByRole('heading', { name: "We're Having Some Technical Difficulties" })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /Try Again/ })).toHaveCount(0);

  failing = false;
  await page.getByRole('button', { name: 'Refresh Page' }).click();
  await expect(page.getByText('You have 16 answers kept on this device from last time.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Continue Assessment' }).click();
  await expect(page.getByText('Question 16 of 16', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Complete Assessment' }).click();
  await expect(page.getByRole('heading', { name: 'Your Personalized Insights' })).toBeVisible();
});

test('high totals point to a professional, with the directory filtered to the concern', async ({ page }) => {
  await signIn(page);
  await begin(page);
  // GAD-7 16 (high) with only two answers at "Nearly every day", so no crisis rule applies;
  // PHQ-9 16 is not high. (PHQ-9 20 or more always has 3+ answers at the top: the crisis path.)
  await answerAll(page, [3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0]);
  await page.getByRole('button', { name: 'Complete Assessment' }).click();
  await expect(page.getByRole('heading', { name: 'Your Personalized Insights' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Talking to a professional could really help' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find a professional for anxiety' })).toHaveAttribute(
    'href',
    '/find-partners?concern=anxiety',
  );
  await expect(page.getByRole('link', { name: 'Find a professional for low mood and depression' })).toHaveCount(0);
  await expectAccessible(page);
});

test('"Nearly every day" on 3 or more questions leads to the crisis screen, not the results', async ({ page }) => {
  const member = await signIn(page);
  await begin(page);
  await answerAll(page, [3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 0]);
  await expect(page.locator('[data-immediate-support]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Complete Assessment' }).click();
  await expect(page.getByRole('heading', { name: 'Immediate Support Available' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Personalized Insights' })).toHaveCount(0);
  await expect(page.locator('[data-recommendation]')).toHaveCount(0);
  await expectAccessible(page);

  const session = await latestSession(member);
  await expect
    .poll(
      async () => (await service().from('crisis_detection_logs').select('crisis_type, severity_level').eq('session_id', session.id)).data,
    )
    .toEqual([{ crisis_type: 'high_risk_responses', severity_level: 10 }]);
});

test('the weekly check-in is stored as a check-in with its program and compared with last time', async ({ page }) => {
  const member = await signIn(page);
  // An earlier intake, completed through the same calls the app makes.
  const { data: earlier } = await member.client
    .from('assessment_sessions')
    .insert({ user_id: member.id, session_type: 'intake', session_context: { context_type: 'intake' } })
    .select('id')
    .single();
  const items = [...Array.from({ length: 7 }, (_, i) => `b0000007-0000-4000-8000-00000000000${i + 1}`)];
  await member.client
    .from('assessment_responses')
    .insert(
      items.map((id) => ({ session_id: earlier!.id, clinical_question_id: id, user_response_value: 2, user_response_text: labels[2] })),
    );
  await member.client.rpc('complete_assessment', { p_session_id: earlier!.id });

  await page.goto('/haven-assessment?program=anxiety-management&week=3');
  await expect(page.getByRole('heading', { name: 'Your weekly check-in' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Begin Assessment' }).click();
  await answerAll(page, [1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  await page.getByRole('button', { name: 'Complete Assessment' }).click();
  await expect(page.getByRole('heading', { name: 'Your Check-in Results' })).toBeVisible();
  await expect(page.getByText(/^7 points lower than on /)).toBeVisible();
  await expect(page.getByRole('link', { name: 'See your trend on the dashboard' })).toHaveAttribute('href', '/dashboard');
  await expectAccessible(page);

  const session = await latestSession(member);
  expect(session).toMatchObject({
    session_type: 'check_in',
    is_completed: true,
    session_context: { context_type: 'check_in', program_context: { program_slug: 'anxiety-management', week: 3 } },
  });
});
