import { expect, test, type Page } from '@playwright/test';
import { loadAndSettle } from '../support/settle.ts';
import { MIN_TARGET as MIN, smallTargets } from '../support/touch-targets.ts';
import { createMember, signInWith } from './accounts-helpers.ts';
import { seedAssessment, seedMoods, signIn } from './journal-support.ts';
import { builtRoutes } from './routes.ts';

/**
 * Touch targets of at least 44×44 CSS px on the phone layout (`smallTargets` says what counts):
 * the member tools as a signed-in member, the menus and filters opened, the tools in use. Every
 * built page as a visitor is checked at a phone's width in every-page.spec.ts, in the same load
 * as its other checks.
 */

const routes = builtRoutes();
const program = routes.find((route) => /^\/programs\/[^/]+$/.test(route))!;
const memberRoutes = [
  '/auth',
  '/dashboard',
  '/journal',
  '/insights',
  '/assessment',
  '/clinical-assessment',
  '/haven-assessment',
  '/haven-ai',
  '/ai-companion',
  '/safety-plan',
  '/programs',
  program,
  `${program}/week/1`,
  '/find-partners',
  '/partner-dashboard',
  '/admin',
  ...['profile', 'preferences', 'security', 'subscription', 'privacy'].map((tab) => `/account?tab=${tab}`),
];

async function check(page: Page, list: string[]): Promise<string[]> {
  const offenders: string[] = [];
  for (const route of list) {
    await loadAndSettle(page, route);
    await expect(page.getByText('Loading...', { exact: true }).filter({ visible: true })).toHaveCount(0);
    for (const target of await page.evaluate(smallTargets, MIN)) offenders.push(`${route}: ${target}`);
  }
  return offenders;
}

test('the check reports a small target and allows only the two exceptions @mobile', async ({ page }) => {
  await page.goto('/faq');
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const add = <K extends keyof HTMLElementTagNameMap>(tag: K, parent: Element, text = '') => {
      const el = document.createElement(tag);
      el.textContent = text;
      parent.append(el);
      return el;
    };
    const tiny = add('button', main, 'x');
    Object.assign(tiny.style, { width: '20px', height: '20px', display: 'block' });
    const sentence = add('p', main, 'Read the ');
    add('a', sentence, 'answers').href = '/faq';
    sentence.append(' first.');
    const alone = add('a', add('li', add('ul', main)), 'A link alone in a list item');
    alone.href = '/faq';
    const label = add('label', main);
    Object.assign(label.style, { display: 'flex', minHeight: '44px', alignItems: 'center' });
    add('input', label).type = 'checkbox';
    label.append('I agree');
    const small = add('label', main);
    add('input', small).type = 'radio';
    small.append('Tiny choice');
  });
  const found = (await page.evaluate(smallTargets, MIN)).map((target) => target.replace(/ \(.*\)$/, ''));
  expect(found).toEqual(['button "x"', 'a "A link alone in a list item"', 'label "Tiny choice"', 'input "Tiny choice"']);
});

test('the member routes checked are built pages @mobile', () => {
  expect(routes.length).toBeGreaterThan(60);
  for (const route of memberRoutes) expect(routes).toContain(route.split('?')[0]);
});

test('member: every target on the member tools is at least 44×44 px @mobile', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const { session } = await createMember(baseURL!);
  await signInWith(page, session);
  expect(await check(page, memberRoutes)).toEqual([]);
});

test('the open mobile menu and account menu have 44×44 px targets @mobile', async ({ page, baseURL }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  expect(await page.evaluate(smallTargets, MIN)).toEqual([]);

  const { session } = await createMember(baseURL!);
  await signInWith(page, session);
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#mobile-menu').getByRole('button', { name: 'Sign Out' })).toBeVisible();
  expect(await page.evaluate(smallTargets, MIN)).toEqual([]);
});

test('the directory filters, opened on a phone, have 44×44 px targets @mobile', async ({ page }) => {
  await page.goto('/find-partners?concern=anxiety');
  await page.locator('summary', { hasText: 'Filters' }).click();
  await expect(page.getByRole('link', { name: 'Clear all filters' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show results' })).toBeVisible();
  expect(await page.evaluate(smallTargets, MIN)).toEqual([]);
});

test('the member tools in use: check-ins, a journal entry, a chat and its report dialog, the assessment @mobile', async ({ page }) => {
  test.setTimeout(240_000);
  const member = await signIn(page, 'touch');
  await seedMoods(member, [
    { daysAgo: 0, mood: 3, energy: 3, tags: ['work'] },
    { daysAgo: 1, mood: 4, energy: 4, exercise_minutes: 30 },
    { daysAgo: 2, mood: 2, energy: 2, tags: ['sleep'] },
  ]);
  await seedAssessment(member, 'intake', [1, 1, 1, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1, 1, 1, 0]);
  const offenders: string[] = [];
  const look = async (state: string) => {
    for (const target of await page.evaluate(smallTargets, MIN)) offenders.push(`${state}: ${target}`);
  };
  const settle = () => page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);

  for (const route of ['/dashboard', '/insights']) {
    await page.goto(route);
    await settle();
    await expect(page.getByText('Loading...', { exact: true }).filter({ visible: true })).toHaveCount(0);
    await look(`${route} with check-ins`);
  }

  await page.goto('/journal');
  await page.getByLabel('Your entry').fill('A slow morning with coffee on the step.');
  await page.getByLabel('Tags (optional)').fill('mornings,');
  await expect(page.locator('[data-save-status-text]')).toHaveText('Saved');
  await page.getByRole('button', { name: 'Use a prompt' }).click();
  await look('/journal with an entry and the prompts open');

  await page.goto('/haven-ai');
  await page.getByRole('button', { name: 'I understand, start chatting' }).click();
  await page.getByLabel('Message Wren').fill('I feel anxious about work');
  await page.getByLabel('Message Wren').press('Enter');
  const reply = page.locator('[data-role="assistant"]:not([data-pending])').last();
  await expect(reply).toContainText(/anxi|worry/i);
  await look('/haven-ai in a conversation');
  await reply.getByRole('button', { name: 'Report this reply' }).click();
  await expect(page.getByRole('dialog', { name: 'Report this reply' })).toBeVisible();
  await look('/haven-ai report dialog');
  await page.keyboard.press('Escape');

  const labels = ['Not at all', 'On several days'];
  const answerAll = async (last: number) => {
    await page.goto('/assessment');
    await page.getByRole('button', { name: 'Begin Assessment' }).click();
    for (let i = 0; i < 16; i++) {
      await expect(page.getByText(`Question ${i + 1} of 16`, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: labels[i === 15 ? last : 1]!, exact: true }).click();
      if (i === 0) await look('/assessment question');
      if (i < 15) await page.getByRole('button', { name: 'Next', exact: true }).click();
    }
    if (last) {
      await expect(page.locator('[data-immediate-support]')).toBeVisible();
      await look('/assessment immediate support');
    }
    await page.getByRole('button', { name: 'Complete Assessment' }).click();
  };
  await answerAll(0);
  await expect(page.getByRole('heading', { name: 'Your Personalized Insights' })).toBeVisible();
  await look('/assessment results');
  await answerAll(1);
  await expect(page.getByRole('heading', { name: 'Immediate Support Available' })).toBeVisible();
  await look('/assessment crisis screen');

  expect(offenders).toEqual([]);
});
