import { expect, test, type Locator, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './accounts-helpers.ts';
import { signIn } from './journal-support.ts';

/**
 * The four journeys people must be able to finish from the keyboard alone (issue 13): joining
 * and signing in, the assessment (to results, and to the crisis screen), a journal entry, and a
 * chat with Wren. Only keys are pressed — Tab, Shift+Tab, Enter, Space, arrows, Escape — and text
 * is typed into whichever field has focus. Every stop Tab lands on must show a focus indicator
 * (:focus-visible with an outline or a box shadow), and Tab must always move on (no traps).
 */

test.use({ timezoneId: 'America/New_York' });
test.describe.configure({ timeout: 120_000 });

/** Runs in the page: why the focused element does not show visible keyboard focus, or null if it does. */
function focusProblem(): string | null {
  const el = document.activeElement;
  if (!el || el === document.body) return 'focus is on the page body';
  const style = getComputedStyle(el);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  const shadow = style.boxShadow !== 'none';
  if (el.matches(':focus-visible') && (outline || shadow)) return null;
  const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
  return `${el.tagName.toLowerCase()} "${name}" has no visible focus indicator`;
}

async function expectFocusVisible(page: Page) {
  expect(await page.evaluate(focusProblem)).toBeNull();
}

/** Presses one key and checks focus went somewhere new and shows it (Tab never stays put). */
async function press(page: Page, key: 'Tab' | 'Shift+Tab') {
  await page.evaluate(() => {
    (window as unknown as { __before: Element | null }).__before = document.activeElement;
  });
  await page.keyboard.press(key);
  const moved = await page.evaluate(() => document.activeElement !== (window as unknown as { __before: Element | null }).__before);
  expect(moved, `${key} left focus where it was (a keyboard trap)`).toBe(true);
  await expectFocusVisible(page);
}

/** Tabs (or Shift+Tabs) until `target` has focus, checking every stop on the way. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  for (let i = 0; i < max; i++) {
    await press(page, back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${target.toString()}`);
}

/** Skip link, then Enter: focus on the main content, as a keyboard user starts on every page. */
async function skipToMain(page: Page) {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
}

test('join and sign in at /auth, landing on the dashboard', async ({ page }) => {
  const email = uniqueEmail('keys');
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  await skipToMain(page);

  // Join: the tabs move with the arrow keys, then Tab walks the form.
  await tabTo(page, page.getByRole('tab', { name: 'Sign in' }));
  await page.keyboard.press('ArrowRight');
  const join = page.getByRole('tab', { name: 'Join free' });
  await expect(join).toBeFocused();
  await expect(join).toHaveAttribute('aria-selected', 'true');
  await expectFocusVisible(page);
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await press(page, 'Tab');
  await expect(page.getByLabel('Choose a password')).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await press(page, 'Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Choose a password')).toHaveAttribute('type', 'text');
  await press(page, 'Tab');
  await expect(page.getByLabel('What should we call you?')).toBeFocused();
  await page.keyboard.type('Sam');
  await tabTo(page, page.getByLabel('US state'));
  await page.keyboard.press('ArrowDown');
  const adult = page.getByRole('checkbox', { name: 'I am 18 or older' });
  await tabTo(page, adult);
  await page.keyboard.press('Space');
  await expect(adult).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Create my free account' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/?$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible();
  await expect(page.locator('main#main')).toBeFocused();

  // Sign out from the account menu: back from the main content to the navbar.
  const menuButton = page.getByRole('button', { name: 'Account menu' });
  await tabTo(page, menuButton, { back: true });
  await page.keyboard.press('Enter');
  const menu = page.locator('#account-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Account' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('link', { name: 'Account' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/:\d+\/$/, { timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('data-auth', 'signed-out');

  // Sign in again.
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
  await skipToMain(page);
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await press(page, 'Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await press(page, 'Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await press(page, 'Tab');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/?$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible();
  await expect(page.locator('main#main')).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('data-auth', 'signed-in');
});

const labels = ['Not at all', 'On several days', 'On more than half the days', 'Nearly every day'] as const;

/**
 * Answers question `index` (0-based) from the keyboard: focus starts on the question heading,
 * Tab reaches the first choice and more Tabs the others; Enter or Space picks one.
 */
async function answer(page: Page, index: number, value: number) {
  const heading = page.locator('#assessment-question');
  await expect(heading).toContainText(`Question ${index + 1} of 16`);
  await expect(heading).toBeFocused();
  await press(page, 'Tab');
  await expect(page.getByRole('button', { name: labels[0], exact: true })).toBeFocused();
  for (let step = 0; step < value; step++) await press(page, 'Tab');
  const choice = page.getByRole('button', { name: labels[value]!, exact: true });
  await expect(choice).toBeFocused();
  await page.keyboard.press(index % 2 ? 'Space' : 'Enter');
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
}

/** Tab on to Next (or Complete Assessment on the last question) and press Enter. */
async function moveOn(page: Page, index: number) {
  await tabTo(page, page.getByRole('button', { name: index === 15 ? 'Complete Assessment' : 'Next', exact: true }));
  await page.keyboard.press('Enter');
}

async function beginByKeyboard(page: Page) {
  await page.goto('/assessment');
  const begin = page.getByRole('button', { name: 'Begin Assessment' });
  await expect(begin).toBeVisible();
  // Tab only once the island has hydrated: focus on a server-rendered node that hydration replaces
  // falls to the body (the rehearsal of adac08b).
  const island = page.locator('astro-island', { has: begin });
  if (await island.count()) await expect(island.first()).not.toHaveAttribute('ssr');
  await skipToMain(page);
  await tabTo(page, begin);
  await page.keyboard.press('Enter');
}

test('the assessment from the intro to the results', async ({ page }) => {
  await signIn(page, 'keys-assess');
  await beginByKeyboard(page);

  // The first answer; the original wording opens and closes from the keyboard.
  await answer(page, 0, 2);
  const original = page.locator('summary', { hasText: 'Original question' });
  await tabTo(page, original);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Feeling nervous, anxious, or on edge', { exact: true })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByText('Feeling nervous, anxious, or on edge', { exact: true })).toBeHidden();
  await moveOn(page, 0);

  // Back with Previous: the answer is still chosen.
  await expect(page.locator('#assessment-question')).toContainText('Question 2 of 16');
  await tabTo(page, page.getByRole('button', { name: 'Previous' }));
  await page.keyboard.press('Enter');
  await expect(page.locator('#assessment-question')).toContainText('Question 1 of 16');
  await expect(page.locator('#assessment-question')).toBeFocused();
  await expect(page.getByRole('button', { name: labels[2], exact: true })).toHaveAttribute('aria-pressed', 'true');
  await moveOn(page, 0);

  // The other fifteen, with item 9 (the last) at "Not at all", then Complete.
  const values = [2, 2, 1, 1, 2, 1, 1, 0, 1, 1, 0, 1, 1, 0, 0, 0];
  for (let i = 1; i < values.length; i++) {
    await answer(page, i, values[i]!);
    await moveOn(page, i);
  }
  const results = page.getByRole('heading', { name: 'Your Personalized Insights' });
  await expect(results).toBeFocused({ timeout: 20_000 });
  await tabTo(page, page.locator('[data-recommendation]').first().getByRole('link'));
  await tabTo(page, page.getByRole('link', { name: 'Explore Programs' }));
});

test('the assessment: a positive answer to item 9 moves focus to support, then to the crisis screen', async ({ page }) => {
  await signIn(page, 'keys-crisis');
  await beginByKeyboard(page);
  for (let i = 0; i < 15; i++) {
    await answer(page, i, 0);
    await moveOn(page, i);
  }
  await answer(page, 15, 1);

  const support = page.locator('[data-immediate-support]');
  await expect(support).toBeVisible();
  await expect(support).toBeFocused();
  await press(page, 'Tab');
  await expect(support.getByRole('link').first()).toBeFocused();
  await tabTo(page, support.getByRole('link', { name: 'Call 911' }));
  await moveOn(page, 15);

  const crisis = page.locator('[data-assessment-crisis]');
  await expect(page.getByRole('heading', { name: 'Immediate Support Available' })).toBeVisible();
  await expect(crisis).toBeFocused();
  await press(page, 'Tab');
  await expect(crisis.getByRole('link').first()).toBeFocused();
  await tabTo(page, crisis.getByRole('link', { name: 'Build your safety plan' }));
  await tabTo(page, crisis.getByRole('link', { name: 'See all the ways to get help now' }));
});

test('a journal entry written, saved and found again in the list', async ({ page }) => {
  await signIn(page, 'keys-journal');
  await page.goto('/journal');
  await expect(page.getByText('Start typing: your words are kept as you write.')).toBeVisible();
  await skipToMain(page);

  await tabTo(page, page.getByLabel('Title (optional)'));
  await page.keyboard.type('Sunday walk');
  await press(page, 'Tab');
  const prompts = page.getByRole('button', { name: 'Use a prompt' });
  await expect(prompts).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Hide prompts' })).toHaveAttribute('aria-expanded', 'true');
  await press(page, 'Tab');
  const prompt = page.getByRole('button', { name: 'Who made your day a little easier, and how?' });
  await tabTo(page, prompt);
  await page.keyboard.press('Enter');
  const editor = page.getByLabel('Your entry');
  await expect(editor).toBeFocused();
  await expect(page.getByText('Prompt: Who made your day a little easier, and how?')).toBeVisible();
  await page.keyboard.type('The heron by the pond stood still for ages.');
  await press(page, 'Tab');
  await expect(page.getByLabel('Tags (optional)')).toBeFocused();
  await page.keyboard.type('outdoors');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove tag outdoors' })).toBeVisible();
  await expect(page.locator('[data-save-status-text]')).toHaveText('Saved');

  // A fresh page, then find the first entry by searching and open it.
  await tabTo(page, page.getByRole('button', { name: 'New entry' }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Title (optional)')).toHaveValue('');
  await tabTo(page, page.getByLabel('Search your journal'));
  await page.keyboard.type('heron');
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 entry matches “heron”.')).toBeVisible();
  const found = page.getByRole('button', { name: /Sunday walk/ });
  await tabTo(page, found);
  await page.keyboard.press('Enter');
  await expect(editor).toHaveValue('The heron by the pond stood still for ages.');
  await expect(page.getByRole('heading', { name: 'Editing an entry' })).toBeFocused();
  await expectFocusVisible(page);
  await press(page, 'Tab');
  await expect(page.getByLabel('Title (optional)')).toBeFocused();
  await expect(page.getByLabel('Title (optional)')).toHaveValue('Sunday walk');
});

test('a chat with Wren: the disclosure, a message, and the report dialog closed with Escape', async ({ page }) => {
  await page.goto('/haven-ai');
  // The page paints a preview of the disclosure; its controls come alive with the chat's code.
  await expect(page.locator('[data-slot="disclosure-gate"]').getByText('You are chatting with an AI, not a human.')).toBeVisible();
  await skipToMain(page);

  // A guest answers the age question with the arrow keys, then acknowledges the disclosure.
  const adult = page.getByRole('radio', { name: 'I am 18 or older' });
  await tabTo(page, adult);
  await page.keyboard.press('Space');
  await expect(adult).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'I am under 18' })).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(adult).toBeChecked();
  await expect(adult).toBeFocused();
  await press(page, 'Tab');
  await expect(page.getByRole('button', { name: 'I understand, start chatting' })).toBeFocused();
  await page.keyboard.press('Enter');
  const box = page.getByLabel('Message Wren');
  await expect(box).toBeFocused();
  await expectFocusVisible(page);

  // Enter sends; the box keeps focus for the next message.
  await page.keyboard.type('I feel anxious about work');
  await page.keyboard.press('Enter');
  const reply = page.locator('[data-role="assistant"]:not([data-pending])').last();
  await expect(reply).toContainText(/anxi|worry/i, { timeout: 20_000 });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('');

  // Report the reply: back through the quick replies into the conversation.
  const report = reply.getByRole('button', { name: 'Report this reply' });
  await tabTo(page, report, { back: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Report this reply' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await press(page, 'Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(report).toBeFocused();
  await expectFocusVisible(page);

  // Tab moves on from the conversation to the quick replies and the composer.
  await press(page, 'Tab');
  await expect(reply.getByRole('button', { name: "Delete Wren's reply" })).toBeFocused();
  await tabTo(page, box);
  await page.keyboard.type('My partner and I had a fight');
  await press(page, 'Tab');
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-role="user"]').last()).toContainText('My partner and I had a fight');
  await expect(box).toBeFocused();
});
