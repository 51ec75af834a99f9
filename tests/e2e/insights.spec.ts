import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible, seedAssessment, seedMoods, signIn } from './journal-support';

test.use({ timezoneId: 'America/New_York' });
// axe runs twice (light and dark) in several journeys; on a busy machine that alone can take 20 s.
test.describe.configure({ timeout: 90_000 });

test('with little data, insights say what they need instead of guessing', async ({ page }) => {
  const member = await signIn(page, 'insights');
  await seedMoods(member, [
    { daysAgo: 1, mood: 4, exercise_minutes: 30 },
    { daysAgo: 2, mood: 2, exercise_minutes: 0 },
  ]);
  await page.goto('/insights');
  await expect(page.locator('[data-insights-summary]')).toContainText('Based on 2 check-ins on 2 days');
  await expect(page.locator('[data-insights-summary]')).toContainText('at least 7 different days');
  await expect(page.locator('[data-insight="weekday"]')).toContainText('Not enough check-ins to compare yet');
  await expect(page.locator('[data-insight="factors-waiting"]')).toContainText('at least 3 days with it and 3 days without it');
  await expect(page.getByText(/Your latest/)).toHaveCount(0);
  const history = page.getByRole('region', { name: 'Assessment history' });
  await expect(history.locator('[data-history-empty]')).toContainText('You have not completed an assessment yet.');
  await expect(history.getByRole('link', { name: 'Take the wellbeing assessment' })).toHaveAttribute('href', '/assessment');
  await expectAccessible(page);
});

test('an assessment the member completed shows in the history, newest first, with its scores and bands', async ({ page }) => {
  const member = await signIn(page, 'insights');
  // An earlier check-in, stored as the assessment screen stores one: scored, with its analytics row.
  const earlier = await seedAssessment(member, 'check_in', [1, 1, 1, 1, 0, 0, 0], [1, 1, 1, 1, 1, 1, 0, 0, 0]);
  const seeded = await member.client.from('assessment_user_analytics').insert({ session_id: earlier, completion_time_seconds: 240 });
  expect(seeded.error).toBeNull();

  // Then the intake through the assessment screen: GAD-7 12 (moderate), PHQ-9 7 (mild).
  const labels = ['Not at all', 'On several days', 'On more than half the days', 'Nearly every day'];
  await page.goto('/assessment');
  await page.getByRole('button', { name: 'Begin Assessment' }).click();
  for (const [i, value] of [2, 2, 2, 2, 2, 1, 1, 1, 1, 2, 1, 1, 1, 0, 0, 0].entries()) {
    await expect(page.getByText(`Question ${i + 1} of 16`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: labels[value]!, exact: true }).click();
    await page.getByRole('button', { name: i < 15 ? 'Next' : 'Complete Assessment', exact: true }).click();
  }
  await expect(page.getByRole('heading', { name: 'Your Personalized Insights' })).toBeVisible();
  // The screen writes its analytics row after showing the results.
  await expect.poll(async () => (await member.client.from('assessment_user_analytics').select('session_id')).data?.length).toBe(2);

  await page.goto('/insights');
  const today = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'America/New_York' });
  const rows = page.getByRole('table', { name: 'Your completed assessments, newest first' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0).getByRole('columnheader')).toHaveText(['Date', 'Type', 'Scores']);
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText(today);
  await expect(rows.nth(1).getByRole('cell')).toHaveText(['Assessment', 'GAD-7 12 · moderate, PHQ-9 7 · mild']);
  await expect(rows.nth(2).getByRole('cell')).toHaveText(['Check-in', 'GAD-7 4 · minimal, PHQ-9 6 · mild']);
  await expectAccessible(page);
});

test('enough data gives plain sentences with their numbers, themes and score trends', async ({ page }) => {
  const member = await signIn(page, 'insights');
  // Mornings (13:00 UTC = 8 AM New York) are good, late evenings (01:00 UTC next day = 8 PM) are harder.
  await seedMoods(member, [
    ...Array.from({ length: 8 }, (_, i) => ({ daysAgo: i + 1, hourUtc: 13, mood: 4, tags: ['walk'] })),
    ...Array.from({ length: 8 }, (_, i) => ({ daysAgo: i + 1, hourUtc: 23, mood: 2 })),
  ]);
  const entries = ['Work was loud, the garden was quiet.', 'The garden again, and a walk.', 'Work piled up; the garden helped.'];
  await member.client.from('journal_entries').insert(entries.map((body) => ({ body, tags: ['garden'] })));
  await seedAssessment(member, 'intake', [2, 2, 2, 1, 1, 1, 1], [2, 2, 2, 2, 1, 1, 0, 0, 0]);
  await seedAssessment(member, 'check_in', [1, 1, 1, 1, 0, 0, 0], [1, 1, 1, 1, 1, 1, 0, 0, 0]);
  await page.goto('/insights');
  await expect(page.locator('[data-insight="trend-GAD-7"]')).toContainText('Your latest GAD-7 score was 4 of 21 (minimal)');
  await expect(page.locator('[data-insight="trend-GAD-7"]')).toContainText('6 points lower than the one before (10 on');
  await expect(page.locator('[data-insight="trend-PHQ-9"]')).toContainText('4 points lower than the one before (10 on');
  await expect(page.getByRole('list', { name: 'PHQ-9 scores, oldest first' })).toContainText('10 (moderate), Assessment');
  await expect(page.locator('[data-insight="time-of-day"]')).toHaveText(
    'You have tended to feel best in the morning (average 4.0 from 8 check-ins) and lowest in the evening (average 2.0 from 8 check-ins).',
  );
  await expect(page.locator('[data-insight="tags"]')).toContainText('walk (8 times)');
  await expect(page.locator('[data-insight="tags"]')).toContainText('garden (3 times)');
  await expect(page.locator('[data-insight="words"]')).toHaveText(
    'Words that come up in several entries: garden (3 entries), work (2 entries).',
  );
  await page.getByText('See the numbers').last().click();
  await expect(page.getByRole('table', { name: /by time of day/ })).toContainText('Morning');
  await expectAccessible(page);
});

test('export check-ins as CSV and import them back without duplicates, with clear row errors', async ({ page }) => {
  const member = await signIn(page, 'insights');
  await seedMoods(member, [
    { daysAgo: 1, mood: 4, tags: ['work'] },
    { daysAgo: 2, mood: 3 },
  ]);
  await page.goto('/insights');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Check-ins (CSV)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^haven-moods-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('client_id,logged_at,mood,energy,emotions,sleep_hours,exercise_minutes,social_contact,tags,note');
  expect(lines).toHaveLength(3);

  const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Everything (JSON)' }).click()]);
  const data = JSON.parse(readFileSync((await json.path())!, 'utf8'));
  expect(data.mood_logs).toHaveLength(2);
  expect(data.time_zone).toBe('America/New_York');

  const extra = `${lines.join('\n')}\n,2026-01-05T15:00:00Z,5,,,,,yes,imported,From my old app\n,2026-01-06T15:00:00Z,9,,,,,,,\n`;
  await page.getByLabel('Choose a CSV file').setInputFiles({ name: 'moods.csv', mimeType: 'text/csv', buffer: Buffer.from(extra) });
  await expect(page.getByText('Imported 1 check-in. 2 were already in Haven and left as they were. 1 row was skipped.')).toBeVisible();
  await expect(page.locator('[data-import-errors]')).toHaveText('Line 5: mood must be a whole number from 1 to 5 (it says "9").');
  expect((await member.client.from('mood_logs').select('id')).data).toHaveLength(3);

  await page.getByLabel('Choose a CSV file').setInputFiles({ name: 'moods.csv', mimeType: 'text/csv', buffer: Buffer.from(extra) });
  await expect(page.getByText('Imported 0 check-ins. 3 were already in Haven and left as they were. 1 row was skipped.')).toBeVisible();
  expect((await member.client.from('mood_logs').select('id')).data).toHaveLength(3);

  await page
    .getByLabel('Choose a CSV file')
    .setInputFiles({ name: 'other.csv', mimeType: 'text/csv', buffer: Buffer.from('date,feeling\n') });
  await expect(page.getByText(/The first line must name the columns, including logged_at/)).toBeVisible();
});

test('times of day follow the time zone chosen in settings, not the browser’s', async ({ page }) => {
  const member = await signIn(page, 'insights');
  await page.addInitScript(() => {
    localStorage.setItem(
      'haven-settings',
      JSON.stringify({
        preferences: {
          language: 'en',
          timezone: 'Asia/Tokyo',
          accessibility: { reducedMotion: false, highContrast: false, fontSize: 'medium' },
        },
        notifications: { enabled: true, sound: false, email: false },
        performance: { enableMetrics: false, debugMode: false },
      }),
    );
  });
  // 13:00 UTC is 10 PM in Tokyo; 23:00 UTC is 8 AM the next morning there.
  await seedMoods(member, [
    ...Array.from({ length: 8 }, (_, i) => ({ daysAgo: i + 1, hourUtc: 13, mood: 4 })),
    ...Array.from({ length: 8 }, (_, i) => ({ daysAgo: i + 1, hourUtc: 23, mood: 2 })),
  ]);
  await page.goto('/insights');
  await expect(page.locator('[data-insights-summary]')).toContainText('in your time zone (Asia/Tokyo)');
  await expect(page.locator('[data-insight="time-of-day"]')).toHaveText(
    'You have tended to feel best at night (average 4.0 from 8 check-ins) and lowest in the morning (average 2.0 from 8 check-ins).',
  );
});

test('on a phone the assessment history fits the screen, one questionnaire per line @mobile', async ({ page }) => {
  const member = await signIn(page, 'insights');
  for (const [type, gad, phq] of [
    ['intake', [2, 2, 2, 1, 1, 1, 1], [2, 2, 2, 2, 1, 1, 0, 0, 0]],
    ['check_in', [1, 1, 1, 1, 0, 0, 0], [1, 1, 1, 1, 1, 1, 0, 0, 0]],
  ] as const) {
    const session = await seedAssessment(member, type, [...gad], [...phq]);
    expect((await member.client.from('assessment_user_analytics').insert({ session_id: session })).error).toBeNull();
  }
  await page.goto('/insights');
  const history = page.getByRole('region', { name: 'Assessment history' });
  const rows = history.getByRole('table', { name: 'Your completed assessments, newest first' }).getByRole('row');
  await expect(rows.nth(1).getByRole('cell')).toHaveText(['Check-in', 'GAD-7 4 · minimal, PHQ-9 6 · mild']);
  await expect(rows.nth(2).getByRole('cell')).toHaveText(['Assessment', 'GAD-7 10 · moderate, PHQ-9 10 · moderate']);
  const fits = await history.evaluate((section) => section.scrollWidth <= section.clientWidth);
  expect(fits).toBe(true);
  // Nothing else on the page (the CSV file picker was 21 px too wide) makes it scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await expectAccessible(page);
});
