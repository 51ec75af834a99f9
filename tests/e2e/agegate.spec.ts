import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { enrollTotp } from '../support/mfa.ts';
import { baseURL, expectAccessible, service, signInOn, type Member } from '../companion/e2e-support';

/*
 * Haven is for adults: joining needs "I am 18 or older", a guest under 18 gets help for young
 * people instead of the chat, and guests can report a reply, which admins see in the queue.
 */

test.describe.configure({ timeout: 120_000 });

const dataDir = path.resolve(process.env['HAVEN_E2E_DATA_DIR'] ?? '.haven-test-data/e2e');
const nodeAuth = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const lastReply = (page: Page) => page.locator('[data-role="assistant"]:not([data-pending])').last();

async function admin(): Promise<Member> {
  const { anonKey } = JSON.parse(readFileSync(path.join(dataDir, 'keys.json'), 'utf8')) as { anonKey: string };
  const email = `agegate-admin-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const password = 'quiet-harbour-lantern-42';
  const created = await service().auth.admin.createUser({ email, password, email_confirm: true, app_metadata: { role: 'admin' } });
  if (created.error) throw created.error;
  const client = createClient(baseURL, anonKey, nodeAuth);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  // Admin powers need a second factor (aal2).
  await enrollTotp(client);
  const { data: raised } = await client.auth.getSession();
  return { id: data.session.user.id, client, session: JSON.stringify(raised.session) };
}

test('joining is refused until "I am 18 or older" is ticked; the profile records when', async ({ page }) => {
  const email = `agegate-${crypto.randomUUID().slice(0, 8)}@example.test`;
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Choose a password').fill('calm-harbour-lantern-42');
  await page.getByRole('button', { name: 'Create my free account' }).click();

  const box = page.getByLabel('I am 18 or older');
  // The reason shows once, as the box's description (read when it takes focus), not also as a form alert.
  await expect(page.getByText('Please confirm that you are 18 or older.')).toHaveCount(1);
  await expect(page.locator('form [role=alert]')).toHaveCount(0);
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription(/Please confirm that you are 18 or older\./);
  await expect(page).toHaveURL(/mode=signup/);
  await expectAccessible(page);
  const none = await service().auth.admin.listUsers({ perPage: 1000 });
  expect(none.data.users.some((u) => u.email === email)).toBe(false);

  await box.check();
  await expect(page.getByText('Please confirm that you are 18 or older.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create my free account' }).click();
  await expect(page).toHaveURL(/\/dashboard\/?$/, { timeout: 20_000 });
  const users = await service().auth.admin.listUsers({ perPage: 1000 });
  const id = users.data.users.find((u) => u.email === email)?.id;
  const { data: profile } = await service().from('profiles').select('age_confirmed_18, age_confirmed_at').eq('id', id!).single();
  expect(profile?.age_confirmed_18).toBe(true);
  expect(Date.now() - Date.parse(profile!.age_confirmed_at as string)).toBeLessThan(120_000);
});

test('a guest who says they are under 18 gets help for young people, not the chat', async ({ page }) => {
  await page.goto('/haven-ai');
  await expect(page.getByRole('group', { name: 'How old are you?' })).toBeVisible();
  await expectAccessible(page);

  // No answer, no chat.
  await page.getByRole('button', { name: 'I understand, start chatting' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please tell us whether you are 18 or older.');
  await expect(page.getByLabel('I am 18 or older')).toBeFocused();
  await expect(page.getByLabel('Message Wren')).toHaveCount(0);

  await page.getByLabel('I am under 18').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const screen = page.locator('[data-slot="young-people"]');
  await expect(screen.getByRole('heading', { name: 'Thanks for telling us. Wren is for adults.' })).toBeFocused();
  await expect(screen.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await expect(screen.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute('href', 'sms:741741?&body=HOME');
  await expect(screen.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  await expect(page.getByLabel('Message Wren')).toHaveCount(0);
  await expectAccessible(page);

  // The answer stays on this device: a reload does not offer the question again.
  await page.reload();
  await expect(screen.getByRole('heading', { name: 'Thanks for telling us. Wren is for adults.' })).toBeVisible();
  await expect(page.getByLabel('I am 18 or older')).toHaveCount(0);
});

test('a guest reports a reply with consent, and an admin sees it in the safety queue as a guest report', async ({ page, browser }) => {
  const marker = `agegate-${crypto.randomUUID().slice(0, 6)}`;
  await page.goto('/haven-ai');
  await page.getByLabel('I am 18 or older').check();
  await page.getByRole('button', { name: 'I understand, start chatting' }).click();
  await page.getByLabel('Message Wren').fill(`I feel anxious about work ${marker}`);
  await page.getByLabel('Message Wren').press('Enter');
  await expect(lastReply(page)).toContainText(/anxi|worry/i);
  const reply = (await lastReply(page).locator('.rounded-2xl').first().innerText()).trim();

  await lastReply(page).getByRole('button', { name: 'Report this reply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this reply' });
  await expect(dialog.getByText('Guest chats are not saved')).toBeVisible();
  await dialog.getByRole('radio', { name: 'It was unkind or hurtful' }).check();
  await dialog.getByLabel("Anything you'd like to add (optional)").fill('It brushed me off.');
  await expectAccessible(page);

  // Nothing is sent without consent.
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please agree to send a copy of the reply, or choose Cancel.');
  await dialog.getByLabel('Send a copy of this reply to Haven for review').check();
  await dialog.getByLabel(/Also send my message that this reply answered/).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Report sent', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const { data: saved } = await service()
    .from('chat_reports')
    .select('id, user_id, message_id, reason, reported_content, reported_context')
    .eq('reported_context', `I feel anxious about work ${marker}`)
    .single();
  expect(saved).toMatchObject({ user_id: null, message_id: null, reason: 'It was unkind or hurtful: It brushed me off.' });
  // The reply as Wren wrote it (Markdown), the same text the guest saw on screen.
  expect((saved?.reported_content as string).replaceAll('**', '')).toBe(reply);

  const adminPage = await (await browser.newContext()).newPage();
  await signInOn(adminPage, await admin());
  await adminPage.goto('/admin#safety');
  const item = adminPage.locator(`[data-report-id="${saved!.id as string}"]`);
  await expect(item.locator('[data-reporter]')).toHaveText('Guest');
  await expect(item.getByText(`I feel anxious about work ${marker}`)).toBeVisible();
  await expect(item.getByText('It was unkind or hurtful: It brushed me off.')).toBeVisible();
  await expect(item.getByText(reply.slice(0, 40))).toBeVisible();
  await expectAccessible(adminPage);
});
