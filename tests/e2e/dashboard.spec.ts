import { expect, test } from '@playwright/test';
import { expectAccessible, seedMoods, signIn } from './journal-support';

test.use({ timezoneId: 'America/New_York' });
// axe runs twice (light and dark) in several journeys; on a busy machine that alone can take 20 s.
test.describe.configure({ timeout: 90_000 });

test('check in, write about it with a prompt, see the chart update, then insights after enough days', async ({ page }) => {
  const member = await signIn(page, 'journey');
  await page.goto('/dashboard');
  const checkIn = page.getByRole('region', { name: "Today's check-in" });
  await expect(page.locator('[data-suggestion="check-in"]')).toBeVisible();
  await expect(page.getByText('No check-ins in the last 7 days yet.')).toBeVisible();

  await checkIn.getByText('Good', { exact: true }).click();
  await checkIn.getByText('Steady', { exact: true }).click();
  await checkIn.getByRole('button', { name: 'Save check-in' }).click();
  await expect(checkIn.getByRole('status')).toHaveText('Check-in saved.');
  await expect(checkIn.getByText(/: Good \(4 of 5\)/)).toBeVisible();
  await expect(page.locator('[data-suggestion="check-in"]')).toHaveCount(0);

  await page.goto('/journal');
  await page.getByRole('button', { name: 'Use a prompt' }).click();
  await page.getByRole('button', { name: "What's on your mind right now?" }).click();
  await page.getByLabel('Your entry').fill('A steady day. Lunch outside helped.');
  await page.getByLabel('Link to a check-in (optional)').selectOption({ index: 1 });
  await expect(page.locator('[data-save-status-text]')).toHaveText('Saved');
  await expect
    .poll(async () => (await member.client.from('journal_entries').select('mood_log_id, prompt_kind').single()).data)
    .toMatchObject({ prompt_kind: 'general', mood_log_id: expect.any(String) });

  await page.goto('/dashboard');
  const chart = page.getByRole('region', { name: 'Your mood' });
  await expect(chart.getByRole('group', { name: /Mood and energy, week/ })).toBeAttached();
  // uPlot loads only when the chart scrolls into view.
  await expect(chart.locator('canvas')).toHaveCount(0);
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('canvas').first()).toBeVisible();
  await chart.getByRole('button', { name: 'Show as table' }).click();
  const today = new Date().toLocaleDateString('en-US', { timeZone: 'America/New_York', weekday: 'short', month: 'short', day: 'numeric' });
  await expect(chart.getByRole('row', { name: new RegExp(today) })).toContainText('4.0 (Good)');

  await page.goto('/insights');
  await expect(page.locator('[data-insight="weekday"]')).toContainText('Not enough check-ins to compare yet');
  await seedMoods(
    member,
    Array.from({ length: 12 }, (_, index) => ({
      daysAgo: index + 1,
      mood: index % 2 === 0 ? 4 : 2,
      exercise_minutes: index % 2 === 0 ? 30 : 0,
      hourUtc: index % 3 === 0 ? 13 : 23,
    })),
  );
  await page.reload();
  await expect(page.locator('[data-insight="factor-exercise"]')).toContainText(
    "On days you exercised (6 days) your average mood was 4.0; on days you didn't (6 days) it was 2.0.",
  );
  await expect(page.locator('[data-insight="weekday"]')).toContainText('Your mood has been highest on');
  await expect(page.getByText(/not causes/)).toBeVisible();
});

test('the chart reads out each day with the arrow keys, and switches range', async ({ page }) => {
  const member = await signIn(page);
  await seedMoods(member, [
    { daysAgo: 0, mood: 5, energy: 4 },
    { daysAgo: 0, mood: 3 },
    { daysAgo: 2, mood: 2 },
  ]);
  await page.goto('/dashboard');
  const chart = page.getByRole('group', { name: /Mood and energy, week/ });
  await chart.focus();
  await page.keyboard.press('End');
  await expect(page.getByText(/: average mood 4\.0 of 5 \(Good\), energy 4\.0 \(Lively\), 2 check-ins\./)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText(/: no check-ins\./)).toBeVisible();
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page.getByRole('group', { name: /Mood and energy, today/ })).toBeVisible();
  await page.getByRole('button', { name: 'Month' }).click();
  await page.getByRole('button', { name: 'Show as table' }).click();
  await expect(page.getByRole('table')).toContainText('2.0 (Low)');
  await expectAccessible(page);
});

test('while the check-ins are on their way the chart holds its shape, and never says there are none', async ({ page }) => {
  const member = await signIn(page);
  await seedMoods(member, [{ daysAgo: 0, mood: 4 }]);
  // A slow connection: the real server answers, a few seconds late.
  let release!: () => void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/mood_logs?*', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/dashboard');
  const chart = page.getByRole('region', { name: 'Your mood' });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.getByText('Loading the chart…')).toBeAttached();
  await expect(chart.getByText(/No check-ins/)).toHaveCount(0);
  release();
  await expect(chart.getByRole('group', { name: /Mood and energy, week/ })).toBeVisible();
  await expect(chart.getByText(/No check-ins/)).toHaveCount(0);
});
test('edit and delete a check-in', async ({ page }) => {
  const member = await signIn(page);
  await page.goto('/dashboard');
  const checkIn = page.getByRole('region', { name: "Today's check-in" });
  await checkIn.getByText('Low', { exact: true }).click();
  await checkIn.getByText('Add more (optional)').click();
  await checkIn.getByText('worried').click();
  await checkIn.getByLabel('Hours of sleep last night').fill('6.5');
  await checkIn.getByLabel('Minutes of exercise today').fill('20');
  await checkIn.getByText('Yes', { exact: true }).click();
  await checkIn.getByLabel('Your own tags').fill('work,');
  await checkIn.getByLabel('Note').fill('Long meeting.');
  await checkIn.getByRole('button', { name: 'Save check-in' }).click();
  await expect(checkIn.getByText('worried · 6.5 h sleep · 20 min exercise · saw people · #work')).toBeVisible();

  await checkIn.getByRole('button', { name: /^Edit the/ }).click();
  await checkIn.getByRole('form', { name: 'Edit check-in' }).getByText('Okay', { exact: true }).click();
  await checkIn.getByRole('button', { name: 'Save changes' }).click();
  await expect(checkIn.getByText(/: Okay \(3 of 5\)/)).toBeVisible();
  const rows = (await member.client.from('mood_logs').select('mood, emotions, sleep_hours, exercise_minutes, social_contact, tags, note'))
    .data;
  expect(rows).toEqual([
    { mood: 3, emotions: ['worried'], sleep_hours: 6.5, exercise_minutes: 20, social_contact: true, tags: ['work'], note: 'Long meeting.' },
  ]);

  await checkIn.getByRole('button', { name: /^Delete the/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete check-in' }).click();
  await expect(checkIn.getByRole('status')).toHaveText('Check-in deleted.');
  expect((await member.client.from('mood_logs').select('id')).data).toEqual([]);
});

test('three low days bring a gentle nudge; program and scores show with links', async ({ page }) => {
  const member = await signIn(page);
  await seedMoods(member, [
    { daysAgo: 0, mood: 2 },
    { daysAgo: 1, mood: 1 },
    { daysAgo: 2, mood: 2 },
  ]);
  const { data: program } = await member.client.from('programs').select('id, slug, title').eq('slug', 'low-mood').single();
  await member.client.from('program_enrolments').insert({ program_id: program!.id });
  await page.goto('/dashboard');
  const nudge = page.locator('[data-suggestion="low-mood"]');
  await expect(nudge).toContainText('The last few days look hard');
  await expect(nudge.getByRole('link', { name: 'Chat with Wren' })).toHaveAttribute('href', '/haven-ai');
  await expect(nudge.getByRole('link', { name: 'Get help now' })).toHaveAttribute('href', '/get-help');
  await expect(page.getByRole('region', { name: 'Ideas for today' }).getByRole('link', { name: '988', exact: true })).toHaveAttribute(
    'href',
    'tel:988',
  );
  const programCard = page.getByRole('region', { name: 'Your program' });
  await expect(programCard).toContainText(program!.title);
  await expect(programCard).toContainText('Week 1 of 6');
  await expect(programCard.getByRole('link', { name: 'Continue week 1' })).toHaveAttribute('href', `/programs/${program!.slug}`);
  await expect(
    page.getByRole('region', { name: 'Your assessment scores' }).getByRole('link', { name: 'Take the assessment' }),
  ).toHaveAttribute('href', '/assessment');
  await expectAccessible(page);
});

test('a check-in made offline is kept on this device and syncs when back online', async ({ page, context }) => {
  const member = await signIn(page);
  await page.goto('/dashboard');
  const checkIn = page.getByRole('region', { name: "Today's check-in" });
  await expect(checkIn.getByRole('button', { name: 'Save check-in' })).toBeVisible();
  await context.setOffline(true);
  await checkIn.getByText('Okay', { exact: true }).click();
  await checkIn.getByRole('button', { name: 'Save check-in' }).click();
  await expect(checkIn.getByRole('status')).toHaveText("Check-in saved on this device. It will sync when you're back online.");
  await expect(checkIn.getByText('· saved on this device')).toBeVisible();
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(checkIn.getByText('· saved on this device')).toHaveCount(0);
  await expect.poll(async () => (await member.client.from('mood_logs').select('mood')).data).toEqual([{ mood: 3 }]);
});
