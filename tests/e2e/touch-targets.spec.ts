import { expect, test, type Page } from '@playwright/test';
import { loadAndSettle } from '../support/settle.ts';
import { createMember, signInWith } from './accounts-helpers.ts';
import { seedAssessment, seedMoods, signIn } from './journal-support.ts';
import { builtRoutes } from './routes.ts';

/**
 * Touch targets of at least 44×44 CSS px (spec "Toasts and touch", CONTRIBUTING "Accessible") on
 * the phone layout: every built route as a visitor, and the member tools as a signed-in member.
 * The two WCAG 2.5.8 exceptions that apply here are allowed: a link inside a sentence (its height
 * is set by the line of text around it), and a checkbox or radio inside a label that is itself
 * at least 44×44 (the label is the target). A "stretched" card link is measured by the card it
 * covers.
 */

const MIN = 44;
const routes = builtRoutes();
const chunkSize = 20;
const chunks: string[][] = [];
for (let i = 0; i < routes.length; i += chunkSize) chunks.push(routes.slice(i, i + chunkSize));

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

/** Runs in the page: the visible targets smaller than `min`, as "name (width×height)". */
function smallTargets(min: number): string[] {
  const selector = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    '[role="button"]',
    '[role="tab"]',
    'summary',
    'label',
  ].join(', ');
  const isToggle = (input: Element | null) => input instanceof HTMLInputElement && ['checkbox', 'radio'].includes(input.type);
  const isInlineLevel = (el: Element) => getComputedStyle(el).display.startsWith('inline') || getComputedStyle(el).display === 'contents';
  const blockOf = (el: Element): Element => {
    let node: Element | null = el;
    while (node && isInlineLevel(node)) node = node.parentElement;
    return node ?? document.body;
  };
  /** A link set in a sentence: inline, and its paragraph or list item has other words on the same lines. */
  const inSentence = (el: Element) => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    const block = blockOf(el);
    if (!['P', 'LI'].includes(block.tagName)) return false;
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    let words = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (el.contains(parent) || blockOf(parent) !== block || !parent.checkVisibility()) continue;
      words += node.textContent ?? '';
    }
    return /\p{L}{2,}/u.test(words);
  };
  const name = (el: Element) => {
    const labelledBy = el.getAttribute('aria-labelledby');
    const text =
      el.getAttribute('aria-label') ??
      (labelledBy
        ? labelledBy
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : null) ??
      (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement
        ? [...(el.labels ?? [])].map((label) => label.textContent).join(' ') || el.getAttribute('placeholder') || el.name
        : el.textContent) ??
      '';
    return `${el.tagName.toLowerCase()} "${text.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
  };
  /**
   * The area that takes the tap: a "stretched" link's absolutely placed ::after covers its
   * positioned ancestor (a whole card); a wrapped inline element is judged by its largest line.
   */
  const targetBox = (el: Element): { width: number; height: number } => {
    const after = getComputedStyle(el, '::after');
    const covers = ['top', 'right', 'bottom', 'left'].every((side) => after.getPropertyValue(side) === '0px');
    if (after.content !== 'none' && after.position === 'absolute' && covers && el instanceof HTMLElement) {
      const holder = getComputedStyle(el).position === 'static' ? el.offsetParent : el;
      if (holder) return holder.getBoundingClientRect();
    }
    const lines = [...el.getClientRects()];
    if (lines.length > 1 && getComputedStyle(el).display === 'inline') {
      return { width: Math.max(...lines.map((r) => r.width)), height: Math.max(...lines.map((r) => r.height)) };
    }
    return el.getBoundingClientRect();
  };
  const found: string[] = [];
  for (const el of document.querySelectorAll(selector)) {
    if (el.tagName === 'LABEL') {
      const control = (el as HTMLLabelElement).control;
      if (!isToggle(control)) continue;
    }
    if (
      el.closest('[inert]') ||
      !el.checkVisibility({ opacityProperty: true, visibilityProperty: true, checkOpacity: true, checkVisibilityCSS: true })
    )
      continue;
    const box = targetBox(el);
    // Visually hidden (sr-only) controls are not targets on screen; their visible label is checked instead.
    if (box.width <= 1 || box.height <= 1) continue;
    if (box.width >= min - 0.01 && box.height >= min - 0.01) continue;
    if (inSentence(el)) continue;
    if (isToggle(el)) {
      const label = el.closest('label');
      if (label) {
        const outer = label.getBoundingClientRect();
        if (outer.width >= min - 0.01 && outer.height >= min - 0.01) continue;
      }
    }
    found.push(`${name(el)} (${Math.round(box.width)}×${Math.round(box.height)})`);
  }
  return found;
}

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

test('the touch-target crawl covers the site @mobile', () => {
  expect(routes.length).toBeGreaterThan(60);
  for (const route of memberRoutes) expect(routes).toContain(route.split('?')[0]);
});

for (const [index, list] of chunks.entries()) {
  test(`visitor: every target is at least 44×44 px (routes ${index + 1}/${chunks.length}: ${list[0]} … ${list.at(-1)}) @mobile`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    expect(await check(page, list)).toEqual([]);
  });
}

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
