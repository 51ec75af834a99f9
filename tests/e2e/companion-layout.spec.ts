import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, member, signInOn } from '../companion/e2e-support';

const LONG_TITLE =
  'I have been feeling really overwhelmed at work and at home lately and I honestly do not know where to start with any of it';
const LONG_LINK = 'https://example.org/a-very-long-address-without-a-single-break-in-it-that-goes-on-and-on-and-on-and-on-and-on';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A member with two saved conversations: one long-titled, long enough to scroll, with an unbreakable link. */
async function memberWithConversations() {
  const m = await member('wren-layout');
  await m.client.auth.setSession(JSON.parse(m.session));
  for (const title of ['Sleep', LONG_TITLE]) {
    const { data: conversation, error } = await m.client.from('chat_conversations').insert({ title }).select('id').single();
    if (error) throw new Error(error.message);
    const rows = Array.from({ length: 12 }, (_, i) => ({
      conversation_id: conversation.id,
      role: i % 2 ? 'assistant' : 'user',
      content:
        i === 1 ? `Here is somewhere to start: ${LONG_LINK}` : `${title} (message ${i + 1}), with enough words to wrap onto a second line.`,
    }));
    const { error: failed } = await m.client.from('chat_messages').insert(rows);
    if (failed) throw new Error(failed.message);
  }
  return m;
}

/** Runs in the page: where the chat sits, and whether anything is wider than the viewport. */
function layout() {
  const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
  const log = document.querySelector<HTMLElement>('[role="log"]')!;
  const logBox = log.getBoundingClientRect();
  const bubbles = [...log.querySelectorAll('li > div')].map((n) => n.getBoundingClientRect());
  return {
    pageWidth: document.documentElement.scrollWidth,
    viewportWidth: document.documentElement.clientWidth,
    viewportHeight: window.innerHeight,
    headerBottom: box('[data-navbar]').bottom,
    chat: box('section[aria-label="Chat with Wren"]'),
    composerBottom: box('#wren-message').bottom,
    logScrolls: log.scrollHeight > log.clientHeight,
    bubblesOutside: bubbles.filter((b) => b.left < logBox.left - 0.5 || b.right > logBox.right + 0.5).length,
  };
}

async function expectFullHeightChat(page: Page) {
  // The chat fills the screen below the sticky header; the composer is on screen at its bottom.
  await expect.poll(async () => (await page.evaluate(layout)).chat.top).toBeCloseTo((await page.evaluate(layout)).headerBottom, 0);
  const now = await page.evaluate(layout);
  expect(now.chat.bottom).toBeCloseTo(now.viewportHeight, 0);
  expect(now.chat.height).toBeCloseTo(now.viewportHeight - now.headerBottom, 0);
  expect(now.composerBottom).toBeLessThanOrEqual(now.viewportHeight);
  return now;
}

function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    // playwright.config.ts blocks service workers, so registering one always fails here.
    if (message.type() === 'error' && !message.text().startsWith('The service worker could not be registered')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function startChatting(page: Page) {
  await page.goto('/haven-ai');
  const adult = page.getByLabel('I am 18 or older');
  if (await adult.isVisible()) await adult.check();
  await page.getByRole('button', { name: 'I understand, start chatting' }).click();
  await expect(page.getByLabel('Message Wren')).toBeVisible();
}

test.describe('the Wren chat page layout', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a member with a long-titled conversation: nothing overflows at 390 px, the chat fills the screen, no guest copy', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await signInOn(page, await memberWithConversations());
    await page.setViewportSize({ width: 390, height: 844 });
    await startChatting(page);

    // Members read member copy, never the guest wording.
    await expect(page.getByText('Your conversations are saved privately to your account')).toBeVisible();
    await expect(page.getByText('Saved to your account.')).toBeVisible();
    await expect(page.getByText(/as a guest/i)).toBeHidden();
    await expect(page.getByText(/guest mode/i)).toHaveCount(0);

    const history = page.getByRole('region', { name: 'Your conversations' });
    const open = history.getByRole('button', { name: new RegExp(`^${escape(LONG_TITLE)}`) });
    await open.click();
    await expect(open).toHaveAttribute('aria-current', 'true');
    await expect(page.getByText(LONG_LINK)).toBeAttached();

    const small = await expectFullHeightChat(page);
    expect(small.pageWidth).toBeLessThanOrEqual(small.viewportWidth);
    expect(small.bubblesOutside).toBe(0);
    // Messages scroll inside the chat, and the newest is shown.
    expect(small.logScrolls).toBe(true);
    await expect(page.locator('[data-role="assistant"]').last()).toBeInViewport();
    await expectAccessible(page);

    // On a desktop, back in this session's conversation: the title ends in an ellipsis inside the
    // list, the whole title stays in its name and tooltip, and the page is never wider than the screen.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await expect(page.getByText(LONG_LINK)).toBeAttached();
    await expect(open).toHaveAttribute('aria-current', 'true');
    await expectFullHeightChat(page);
    const title = open.locator('span').first();
    await expect(title).toHaveAttribute('title', LONG_TITLE);
    const fit = await title.evaluate((span) => ({
      truncated: span.scrollWidth > span.clientWidth && getComputedStyle(span).textOverflow === 'ellipsis',
      inside: span.getBoundingClientRect().right <= span.closest('section')!.getBoundingClientRect().right,
      pageWidth: document.documentElement.scrollWidth,
    }));
    expect(fit).toEqual({ truncated: true, inside: true, pageWidth: 1280 });
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('on a phone a reply taller than the chat opens at its start, a quick reply keeps focus in the chat, and only the words are read out', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await startChatting(page);
    const box = page.getByLabel('Message Wren');
    await box.fill("I don't want to be here anymore");
    await box.press('Enter');
    const reply = page.locator('[data-role="assistant"]:not([data-pending])').last();
    const heading = reply.getByText('You don’t have to face this alone');
    await expect(heading).toBeVisible({ timeout: 20_000 });
    // The reply is taller than the log: it opens at its start, the card's heading and Call 988 in view, not at its last line.
    expect(await reply.evaluate((li: HTMLElement) => li.offsetHeight > li.closest('[role="log"]')!.clientHeight)).toBe(true);
    await expect(heading).toBeInViewport();
    await expect(reply.getByRole('link', { name: 'Call 988' })).toBeInViewport();
    // The buttons under a reply are not announced by the log after every message.
    await expect(reply.locator('[aria-live="off"]').getByRole('button', { name: 'Report this reply' })).toBeVisible();

    // A quick reply replaced by the reply's own: focus moves to the new ones, not to the top of the page.
    const quickReplies = page.getByRole('list', { name: 'Quick replies' });
    await quickReplies.getByRole('button', { name: 'Help me calm down' }).click();
    await expect(page.locator('[data-role="assistant"]')).toHaveCount(2, { timeout: 20_000 });
    await expect(page.locator('[data-role="assistant"][data-pending]')).toHaveCount(0, { timeout: 20_000 });
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[aria-label="Quick replies"]') !== null)).toBe(true);
  });

  test('a guest: the chat fills the screen at 390 px and the page says it is a guest chat', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await startChatting(page);
    await expect(page.getByText(/chat as a guest, or sign in/i)).toBeVisible();
    await expect(page.getByText('Guest mode: nothing is saved.')).toBeVisible();
    const now = await expectFullHeightChat(page);
    expect(now.pageWidth).toBeLessThanOrEqual(now.viewportWidth);

    // At 320 px (reflow) the message box gives way, so Send stays on screen.
    await page.setViewportSize({ width: 320, height: 640 });
    const narrow = await page.getByRole('button', { name: 'Send' }).evaluate((send) => ({
      sendInside: send.getBoundingClientRect().right <= send.closest('section')!.getBoundingClientRect().right,
      pageWidth: document.documentElement.scrollWidth,
    }));
    expect(narrow).toEqual({ sendInside: true, pageWidth: 320 });
    expect(errors).toEqual([]);
  });
});
