import { expect, test, type Page } from '@playwright/test';
import { seedMoods, signIn } from './journal-support';

test.use({ timezoneId: 'America/New_York' });

/** Counts requests to `/rest/v1/<table>` by method and table, e.g. `GET mood_logs`. */
function countRequests(page: Page) {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const match = /\/rest\/v1\/([a-z_]+)/.exec(new URL(request.url()).pathname);
    if (!match) return;
    const name = `${request.method()} ${match[1]}`;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  });
  return (name: string) => counts.get(name) ?? 0;
}

/** Lets requests that would follow still start (`networkidle` is reached once per page load). */
const quiet = (page: Page) => page.waitForTimeout(1000);

test('islands on /dashboard share one read; a saved check-in refreshes the chart table and list with one refetch', async ({ page }) => {
  const member = await signIn(page, 'cache');
  await seedMoods(member, [{ daysAgo: 2, mood: 2, energy: 2 }]);
  const count = countRequests(page);
  await page.goto('/dashboard');

  const checkIn = page.getByRole('region', { name: "Today's check-in" });
  const chart = page.getByRole('region', { name: 'Your mood' });
  await expect(page.getByRole('region', { name: 'Your program' })).toBeVisible();
  await chart.getByRole('button', { name: 'Show as table' }).click();
  await expect(chart.getByRole('table')).toContainText('2.0 (Low)');
  await quiet(page);
  // The check-in form, the chart and the suggestions read the same check-ins: one request.
  expect(count('GET mood_logs')).toBe(1);
  expect(count('GET program_enrolments')).toBe(1);
  expect(count('GET clinical_scores')).toBe(1);

  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await checkIn.getByText('Good', { exact: true }).click();
  await checkIn.getByRole('button', { name: 'Save check-in' }).click();
  await expect(checkIn.getByRole('status')).toHaveText('Check-in saved.');

  const today = new Date().toLocaleDateString('en-US', { timeZone: 'America/New_York', weekday: 'short', month: 'short', day: 'numeric' });
  await expect(chart.getByRole('row', { name: new RegExp(today) })).toContainText('4.0 (Good)');
  await expect(checkIn.getByText(/: Good \(4 of 5\)/)).toBeVisible();
  await quiet(page);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // One write, one refetch of the check-ins it changed, and nothing else read again (still fresh).
  expect(count('POST mood_logs')).toBe(1);
  expect(count('GET mood_logs')).toBe(2);
  expect(count('GET program_enrolments')).toBe(1);
  expect(count('GET clinical_scores')).toBe(1);
});

test('on a program page, starting the program updates every island from one shared read', async ({ page }) => {
  await signIn(page, 'cache-program');
  const count = countRequests(page);
  await page.goto('/programs/stress-reset/week/1');
  const status = page.getByRole('region', { name: 'Your program' });
  await expect(status.getByRole('button', { name: 'Start this program' })).toBeVisible();
  await quiet(page);
  // The status panel and the practice panel share the program, enrolment and progress reads.
  expect(count('GET programs')).toBe(1);
  expect(count('GET program_progress')).toBe(0);
  const enrolmentReads = count('GET program_enrolments');

  await status.getByRole('button', { name: 'Start this program' }).click();
  await expect(status.getByTestId('current-week')).toHaveText('This is your current week: week 1 of 6.');
  await expect(page.getByText('You have not started this program yet.')).toHaveCount(0);
  // The enrolment is written once; the page's programs key is refetched once for both panels.
  await expect.poll(() => count('GET program_enrolments')).toBe(enrolmentReads * 2);
  await quiet(page);
  expect(count('POST program_enrolments')).toBe(1);
  expect(count('GET programs')).toBe(2);
  expect(count('GET program_enrolments')).toBe(enrolmentReads * 2);
});
