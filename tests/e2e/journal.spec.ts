import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, journalReferrals, outboxCount, service, signIn, type Member } from './journal-support';
import { crisisTextProblems } from '../support/crisis-text.ts';

test.use({ timezoneId: 'America/New_York' });
// axe runs twice (light and dark) in several journeys; on a busy machine that alone can take 20 s.
test.describe.configure({ timeout: 90_000 });

const editor = (page: Page) => page.getByLabel('Your entry');
const status = (page: Page) => page.locator('[data-save-status-text]');

async function entryRow(member: Member, text: string) {
  const { data } = await member.client
    .from('journal_entries')
    .select('title, body, prompt_kind, prompt_text, tags')
    .ilike('body', `%${text}%`);
  return data ?? [];
}

test('write an entry from a prompt: it saves as you type, is listed, counted and found by search', async ({ page }) => {
  const member = await signIn(page);
  await page.goto('/journal');
  await expect(page.getByText('Start typing: your words are kept as you write.')).toBeVisible();
  await page.getByRole('button', { name: 'Use a prompt' }).click();
  await expect(page.getByRole('heading', { name: 'CBT thought record' })).toBeVisible();
  await page.getByRole('button', { name: 'Who made your day a little easier, and how?' }).click();
  await expect(editor(page)).toBeFocused();
  await expect(page.getByText('Prompt: Who made your day a little easier, and how?')).toBeVisible();
  await page.getByLabel('Title (optional)').fill('A kind neighbour');
  await editor(page).pressSequentially('Maria brought soup and stayed for tea.');
  await page.getByLabel('Tags (optional)').fill('neighbours,');
  await expect(status(page)).toHaveText('Saved');
  await expect
    .poll(() => entryRow(member, 'brought soup'))
    .toEqual([
      {
        title: 'A kind neighbour',
        body: 'Maria brought soup and stayed for tea.',
        prompt_kind: 'gratitude',
        prompt_text: 'Who made your day a little easier, and how?',
        tags: ['neighbours'],
      },
    ]);
  const stats = page.getByRole('region', { name: 'Your writing' });
  await expect(stats).toContainText("You've written on 1 of the last 7 days.");
  await expect(stats.getByText('Words written').locator('..')).toContainText('7');
  await expect(page.getByRole('button', { name: /A kind neighbour/ })).toBeVisible();

  await page.getByRole('button', { name: 'New entry' }).click();
  await editor(page).fill('A second, unrelated page about the weather.');
  await expect(status(page)).toHaveText('Saved');
  await page.getByLabel('Search your journal').fill('soup');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('1 entry matches “soup”.')).toBeVisible();
  await page.getByRole('button', { name: /A kind neighbour/ }).click();
  await expect(editor(page)).toHaveValue('Maria brought soup and stayed for tea.');
  await expectAccessible(page);
});

test('the thought record fills an empty entry with its steps', async ({ page }) => {
  await signIn(page);
  await page.goto('/journal');
  await page.getByRole('button', { name: 'Use a prompt' }).click();
  await page.getByRole('button', { name: /Thought record/ }).click();
  await expect(editor(page)).toHaveValue(/^Situation: what happened, where and when\?\n\nAutomatic thought/);
});

test('program week prompts show only with an active program', async ({ page }) => {
  const member = await signIn(page);
  await page.goto('/journal');
  await page.getByRole('button', { name: 'Use a prompt' }).click();
  await expect(page.getByRole('heading', { name: 'Gratitude' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /week \d/ })).toHaveCount(0);

  const { data: program } = await member.client.from('programs').select('id, title').eq('slug', 'better-sleep').single();
  const { error } = await member.client.from('program_enrolments').insert({ program_id: program!.id });
  expect(error).toBeNull();
  await page.reload();
  await page.getByRole('button', { name: 'Use a prompt' }).click();
  await expect(page.getByRole('heading', { name: `${program!.title}, week 1` })).toBeVisible();
  await page.getByRole('button', { name: /What do you notice about your sleep on different days/ }).click();
  await editor(page).fill('Weekends are later.');
  await expect(status(page)).toHaveText('Saved');
  const rows = await entryRow(member, 'Weekends are later');
  expect(rows[0]?.prompt_kind).toBe('program');
});

// Both count journal referrals, a number shared by the whole server: one at a time.
test.describe('crisis resources in the journal', () => {
  test.describe.configure({ mode: 'serial' });

  test('risk the phrase rules cannot see is read on the server, and help appears without losing the entry', async ({ page }) => {
    const member = await signIn(page);
    await page.goto('/journal');
    const text =
      'Quiet Sunday. Did the laundry and called my sister. I already wrote letters to each of the kids and left them in the drawer with the insurance papers. Soup for dinner.';
    await editor(page).fill(text);
    await expect(status(page)).toHaveText('Saved');
    await expect(
      page.getByRole('region', { name: 'Crisis resources' }).or(page.getByRole('complementary', { name: 'Support' })),
    ).toBeVisible();
    expect(await entryRow(member, 'letters to each of the kids')).toHaveLength(1);
  });

  test('crisis words show the crisis resources once, and the entry is still saved', async ({ page }) => {
    const member = await signIn(page);
    const before = await journalReferrals();
    await page.goto('/journal');
    await editor(page).fill('Everything is too much. I want to kill myself.');
    const card = page.getByRole('region', { name: 'Crisis resources' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Your entry is saved.');
    await expect(card.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(card.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute('href', 'sms:741741?&body=HOME');
    await expect(card.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    expect(crisisTextProblems(await card.locator('[data-crisis-lines]').innerText())).toEqual([]);
    await expect(card.getByRole('link', { name: 'Open your safety plan' })).toHaveAttribute('href', '/safety-plan');
    await expect(status(page)).toHaveText('Saved');
    expect(await entryRow(member, 'kill myself')).toHaveLength(1);

    await editor(page).pressSequentially(' I will write more later.');
    await expect(status(page)).toHaveText('Saved');
    await page.reload();
    await expect(card).toBeVisible();
    await expect.poll(journalReferrals).toBe(before + 1);
    await page.waitForTimeout(1500);
    expect(await journalReferrals()).toBe(before + 1);
    await expectAccessible(page);
  });
});

test('reloading mid-sentence keeps the draft, which then saves', async ({ page }) => {
  const member = await signIn(page);
  await page.goto('/journal');
  await editor(page).pressSequentially('Half a thought that must not', { delay: 10 });
  await page.reload();
  await expect(editor(page)).toHaveValue('Half a thought that must not');
  await expect(status(page)).toHaveText('Saved');
  await expect.poll(async () => (await entryRow(member, 'Half a thought')).length).toBe(1);
});

test('offline, the entry is kept on this device and syncs when the connection returns', async ({ page, context }) => {
  const member = await signIn(page);
  await page.goto('/journal');
  await expect(page.getByText('Start typing: your words are kept as you write.')).toBeVisible();
  await context.setOffline(true);
  await editor(page).fill('Written on the train with no signal.');
  await expect(status(page)).toHaveText("Saved on this device. It will sync when you're back online.");
  await expect(page.getByRole('button', { name: /Written on the train/ })).toContainText('Saved on this device');
  expect(await entryRow(member, 'on the train')).toEqual([]);
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(status(page)).toHaveText('Saved');
  await expect.poll(async () => (await entryRow(member, 'on the train')).length).toBe(1);
  // Nothing is left waiting in the device outbox (IndexedDB), so nothing can be sent twice.
  expect(await outboxCount(page)).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('haven-outbox'))).toBeNull();
});

test('deleting an entry asks first, then removes it', async ({ page }) => {
  const member = await signIn(page);
  await page.goto('/journal');
  await editor(page).fill('An entry to delete.');
  await expect(status(page)).toHaveText('Saved');
  await page.getByRole('button', { name: 'Delete entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this entry?' });
  await dialog.getByRole('button', { name: 'Delete entry' }).click();
  await expect(dialog).toBeHidden();
  await expect(editor(page)).toHaveValue('');
  expect(await entryRow(member, 'An entry to delete')).toEqual([]);
  expect((await service().from('journal_entries').select('id').eq('user_id', member.id)).data).toEqual([]);
});
