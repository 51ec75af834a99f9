import { expect, test, type Page } from '@playwright/test';
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { axeViolations } from '../support/axe.ts';
import { openAccountMenu } from './accounts-helpers';

/**
 * The partner directory end to end, on the real embedded server and a real build:
 * a professional joins → an admin verifies (service role, until the admin area lands) → the site
 * is rebuilt → a member finds them with filters → sends a request sharing scores → revokes one
 * → the partner sees the request, and only what is still shared, in the dashboard.
 */

const PASSWORD = 'steady-lantern-harbor-84';
const dataDir = process.env['HAVEN_E2E_DATA_DIR'] ?? '.haven-test-data/e2e';
const distDir = path.resolve(process.env['HAVEN_DIST_DIR'] ?? 'dist');
const nodeAuth = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

function keys(): { anonKey: string; serviceRoleKey: string } {
  return JSON.parse(readFileSync(path.resolve(dataDir, 'keys.json'), 'utf8')) as { anonKey: string; serviceRoleKey: string };
}

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

async function axe(page: Page, where: string) {
  expect((await axeViolations(page)).map((line) => `${where} ${line}`)).toEqual([]);
}

function useTheme(page: Page, mode: 'light' | 'dark') {
  return page.addInitScript((m) => localStorage.setItem('haven-theme', JSON.stringify({ mode: m, variant: 'calm' })), mode);
}

/** Puts a session where supabase-js keeps it, once, before any page script runs. */
function signInWith(page: Page, session: Session) {
  return page.addInitScript((stored) => {
    if (!sessionStorage.getItem('partners-e2e-seeded')) {
      localStorage.setItem('haven-auth', stored);
      sessionStorage.setItem('partners-e2e-seeded', '1');
    }
  }, JSON.stringify(session));
}

/** A member with a completed assessment and a week of mood check-ins. */
async function createMember(baseURL: string): Promise<{ session: Session; client: SupabaseClient }> {
  const { anonKey, serviceRoleKey } = keys();
  const email = unique('member');
  const created = await createClient(baseURL, serviceRoleKey, nodeAuth).auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { display_name: 'Robin' },
  });
  if (created.error) throw created.error;
  const client = createClient(baseURL, anonKey, nodeAuth);
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error || !data.session) throw error ?? new Error('no session');

  const assessment = await client.from('assessment_sessions').insert({ session_type: 'intake' }).select('id').single();
  if (assessment.error) throw assessment.error;
  const answers = [
    ...[2, 2, 1, 1, 2, 1, 2].map((value, i) => ({ id: `b0000007-0000-4000-8000-00000000000${i + 1}`, value })),
    ...[1, 2, 1, 1, 1, 0, 1, 1, 0].map((value, i) => ({ id: `b0000009-0000-4000-8000-00000000000${i + 1}`, value })),
  ].map(({ id, value }) => ({ session_id: assessment.data.id, clinical_question_id: id, user_response_value: value }));
  await client.from('assessment_responses').insert(answers).throwOnError();
  await client.rpc('complete_assessment', { p_session_id: assessment.data.id }).throwOnError();
  const day = 86_400_000;
  const moods = [2, 3, 3, 4].map((mood, i) => ({ mood, energy: 3, logged_at: new Date(Date.now() - (i + 1) * day).toISOString() }));
  await client.from('mood_logs').insert(moods).throwOnError();
  return { session: data.session, client };
}

/** What the embedded server does on `haven_rebuild`: build the site against the running API and swap it in. */
function rebuildSite(baseURL: string) {
  const script = `
    import { buildSite } from './server/site-build.ts';
    await buildSite({ apiUrl: process.argv[1], anonKey: process.argv[2], distDir: process.argv[3], log: (line) => console.log(line) });
  `;
  execFileSync(process.execPath, ['--input-type=module', '-e', script, baseURL, keys().anonKey, distDir], {
    cwd: process.cwd(),
    stdio: 'pipe',
    timeout: 240_000,
  });
}

test.describe.configure({ mode: 'serial' });

// @rebuild: rebuilds the served site, so it runs after every other browser test (playwright.config.ts).
test('a professional joins, is verified, is found with filters, contacted, and reads the request @rebuild', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const partnerEmail = unique('partner');
  const name = `Dr. Ada Okafor-${randomUUID().slice(0, 4)}`;

  // 1. The professional joins from the psychiatrists page.
  const partnerPage = await (await browser.newContext()).newPage();
  await useTheme(partnerPage, 'light');
  await partnerPage.goto('/for-psychiatrists');
  await partnerPage.getByRole('link', { name: 'Join as a psychiatrist' }).click();
  await expect(partnerPage).toHaveURL(/\/partner-auth\?mode=join&profession=psychiatrist/);
  await expect(partnerPage.getByRole('button', { name: 'Join as a professional' })).toHaveAttribute('aria-pressed', 'true');
  await axe(partnerPage, 'join form');
  await partnerPage.getByLabel('Your name').fill(name);
  await partnerPage.getByLabel('Work email').fill(partnerEmail);
  await partnerPage.getByLabel('Password').fill(PASSWORD);
  await partnerPage.getByLabel(/I hold a current license/).check();
  await partnerPage.getByLabel('I am 18 or older').check();
  await partnerPage.getByRole('button', { name: 'Create partner account' }).click();

  await expect(partnerPage.getByRole('heading', { name: 'Tell people about your practice' })).toBeVisible();
  await expect(partnerPage.getByLabel('Profession', { exact: true })).toHaveValue('psychiatrist');
  await expect(partnerPage.getByLabel('Full name, as on your license')).toHaveValue(name);
  await axe(partnerPage, 'onboarding form');
  await partnerPage.getByRole('button', { name: 'Send my profile for verification' }).click();
  await expect(partnerPage.getByRole('alert')).toContainText('Please enter your license number.');

  await partnerPage.getByLabel(/^Credentials/).fill('MD');
  await partnerPage.getByLabel(/^License number/).fill(`VT-MD-${Date.now()}`);
  await partnerPage.getByLabel('Add a state').selectOption('VT');
  const specialties = partnerPage.getByRole('group', { name: 'Specialties' });
  await specialties.getByLabel('Depression', { exact: true }).check();
  await specialties.getByLabel('Medication management', { exact: true }).check();
  await partnerPage.getByLabel(/^Lowest fee/).fill('180');
  await partnerPage.getByLabel(/^Highest fee/).fill('260');
  await partnerPage
    .getByLabel(/^Short bio/)
    .fill('I offer careful medication reviews and follow-up for depression, by video across Vermont.');
  await partnerPage.getByRole('button', { name: 'Send my profile for verification' }).click();

  await expect(partnerPage).toHaveURL(/\/partner-dashboard$/);
  await expect(partnerPage.getByText('Being checked.')).toBeVisible();
  await expect(partnerPage.getByText('No one has contacted you yet.')).toBeVisible();
  await axe(partnerPage, 'pending dashboard');

  // 2. Haven's team verifies the license (service role until the admin area lands).
  const service = createClient(baseURL!, keys().serviceRoleKey, nodeAuth);
  const { data: user } = await service.from('partners').select('id, user_id').eq('full_name', name).single();
  const partnerId = (user as { id: string }).id;
  const { data: account } = await service.auth.admin.getUserById((user as { user_id: string }).user_id);
  expect(account.user?.app_metadata['role']).toBe('partner');
  await service.from('partners').update({ status: 'verified' }).eq('id', partnerId).throwOnError();

  // Not listed until the site is rebuilt: the server answers 404 for a page it has not built.
  expect((await partnerPage.request.get(`/partner/${partnerId}`)).status()).toBe(404);

  // 3. The rebuild the database asked for.
  rebuildSite(baseURL!);
  expect((await partnerPage.request.get(`/partner/${partnerId}`)).status()).toBe(200);

  // 4. A member finds them with filters, from a link with filters preset and from the form.
  const member = await createMember(baseURL!);
  const memberPage = await (await browser.newContext()).newPage();
  await useTheme(memberPage, 'light');
  await signInWith(memberPage, member.session);
  await memberPage.goto('/find-partners?profession=psychiatrist&state=VT&concern=depression');
  const card = memberPage.getByRole('article', { name });
  await expect(card).toBeVisible();
  // Earlier runs may have listed other Vermont psychiatrists: compare with the database's own answer.
  const { count } = await service
    .rpc(
      'search_partners',
      { p_profession: 'psychiatrist', p_state: 'VT', p_specialties: ['depression', 'low mood'] },
      { count: 'exact', head: true },
    )
    .throwOnError();
  await expect(memberPage.getByRole('status').filter({ hasText: 'found' })).toHaveText(
    count === 1 ? '1 professional found.' : `${count} professionals found.`,
  );
  await expect(memberPage.getByRole('article')).toHaveCount(count!);
  await expect(card).toContainText('Verified');
  await expect(memberPage.getByLabel('Profession', { exact: true })).toHaveValue('psychiatrist');
  await axe(memberPage, 'directory, filtered');

  await memberPage.getByLabel('Your state').selectOption('');
  await expect(memberPage).toHaveURL(/profession=psychiatrist&concern=depression$/);
  await memberPage.getByLabel('Your state').selectOption('VT');
  await memberPage.getByLabel('Sessions').selectOption('in_person');
  await expect(memberPage.getByText('Nobody matches every filter yet.')).toBeVisible();
  await memberPage.getByLabel('Sessions').selectOption('telehealth');
  await expect(card).toBeVisible();

  await card.getByRole('link', { name: `View profile of ${name}` }).click();
  await expect(memberPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(memberPage.getByText('Verified', { exact: false }).first()).toBeVisible();
  await expect(memberPage.getByText('$180–$260 per session')).toBeVisible();
  await axe(memberPage, 'profile');

  // 5. The member writes, sharing scores and mood, then stops sharing the mood summary.
  await memberPage.getByRole('link', { name: 'Send a private message' }).click();
  await expect(memberPage).toHaveURL(`/contact-partner/${partnerId}`);
  await expect(memberPage.getByRole('textbox', { name: 'Email', exact: true })).not.toHaveValue('');
  await memberPage.getByRole('button', { name: `Send to ${name}` }).click();
  const problems = memberPage.getByRole('alert').filter({ hasText: 'Please check the form' });
  await expect(problems).toContainText('Please write a little more');
  await expect(problems).toContainText('Please tick this box');
  await axe(memberPage, 'contact form with errors');

  await memberPage
    .getByRole('textbox', { name: 'Your message' })
    .fill('I have felt low for months and would like to ask about medication. Evenings suit me.');
  await memberPage.getByLabel('Latest assessment scores').check();
  await expect(memberPage.getByText('GAD-7 (anxiety): 11 of 21, moderate')).toBeVisible();
  await memberPage.getByLabel(/Mood summary/).check();
  await memberPage.getByLabel(/I agree that Haven passes my name/).check();
  await memberPage.getByRole('button', { name: `Send to ${name}` }).click();

  await expect(memberPage.getByRole('heading', { name: `Your message is on its way to ${name}` })).toBeFocused();
  await expect(memberPage.getByText('Haven does not send your message, scores or mood by email.')).toBeVisible();
  const confirmation = memberPage.getByRole('region', { name: /on its way/ });
  await confirmation.getByRole('button', { name: /Stop sharing your mood summary/i }).click();
  await expect(confirmation.getByText(/You stopped sharing this on/)).toBeVisible();
  const panel = memberPage.getByRole('region', { name: 'Shared with professionals' });
  await expect(panel.getByRole('button', { name: /Stop sharing your latest assessment scores/i })).toBeVisible();
  await expect(panel.getByText(/You stopped sharing this on/)).toBeVisible();
  await axe(memberPage, 'contact confirmation');

  // 6. The partner signs in and reads the request, with the scores but not the revoked mood summary.
  const partnerAgain = await (await browser.newContext()).newPage();
  await useTheme(partnerAgain, 'light');
  await partnerAgain.goto('/partner-auth');
  await partnerAgain.getByLabel('Work email').fill(partnerEmail);
  await partnerAgain.getByLabel('Password').fill(PASSWORD);
  await partnerAgain.getByRole('button', { name: 'Sign in to your dashboard' }).click();
  await expect(partnerAgain).toHaveURL(/\/partner-dashboard$/);
  await expect(partnerAgain.getByText(/Verified/).first()).toBeVisible();
  const request = partnerAgain.getByRole('article', { name: 'Robin' });
  await expect(request).toContainText('would like to ask about medication');
  await expect(request).toContainText('GAD-7 (anxiety): 11 of 21, moderate');
  await expect(request).not.toContainText('mood check-in');
  await expect(partnerAgain.getByRole('button', { name: 'New (1)' })).toBeVisible();
  await request.getByLabel('Status').selectOption('replied');
  await expect(partnerAgain.getByRole('button', { name: 'Replied (1)' })).toBeVisible();
  await axe(partnerAgain, 'verified dashboard with a request');

  await partnerAgain.getByRole('switch', { name: 'Accepting new clients' }).click();
  await expect(partnerAgain.getByRole('switch', { name: 'Accepting new clients' })).toHaveAttribute('aria-checked', 'false');
  const { data: after } = await service.from('partners').select('accepting_clients').eq('id', partnerId).single();
  expect(after).toEqual({ accepting_clients: false });
  const { data: statusRow } = await service.from('contact_requests').select('status').eq('partner_id', partnerId).single();
  expect(statusRow).toEqual({ status: 'replied' });
});

test('an unknown partner id is the 404 page', async ({ page }) => {
  const response = await page.goto(`/partner/${randomUUID()}`);
  expect(response?.status()).toBe(404);
  const contact = await page.request.get(`/contact-partner/${randomUUID()}`);
  expect(contact.status()).toBe(404);
});

test('the directory works without JavaScript for its first page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/find-partners');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(5);
  // Chromium's script switch still parses <noscript> as if scripts ran, so check the markup is there.
  expect(await page.content()).toContain('Searching and filtering need JavaScript');
  // The filter panel is a native disclosure: it opens without scripts too.
  const toggle = page.locator('summary', { hasText: 'Filters' });
  await expect(page.getByLabel('Profession', { exact: true })).toBeHidden();
  await toggle.click();
  await expect(page.getByLabel('Profession', { exact: true })).toBeVisible();
  const first = page.getByRole('article').first();
  await first.getByRole('link', { name: /^View profile/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test('on a phone the filters wait behind a button that counts them, and the results come first @mobile', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/find-partners?concern=anxiety');
  const toggle = page.locator('summary', { hasText: 'Filters' });
  const concern = page.getByLabel('What would you like help with?');
  await expect(toggle).toContainText('Filters (1)');
  await expect(toggle).toHaveAccessibleName('Filters (1) active');
  await expect(concern).toBeHidden();
  // The first professional's name is on the first screen, right after the closed filters.
  await expect(page.getByRole('article').first().getByRole('heading')).toBeInViewport({ ratio: 1 });

  // The keyboard opens the panel; each filter chosen shows on the button at once.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(concern).toBeVisible();
  await expect(concern).toHaveValue('anxiety');
  await page.getByLabel('Accepting new clients').check();
  await expect(toggle).toContainText('Filters (2)');
  await expect(toggle).toHaveAccessibleName('Filters (2) active');
  await expect(page).toHaveURL(/concern=anxiety&accepting=1$/);
  for (const theme of ['dark', 'light']) {
    await page.evaluate((t) => (document.documentElement.dataset['theme'] = t), theme);
    await axe(page, `directory, filters open on a phone, ${theme} theme`);
  }

  // "Show results" closes the panel and moves to the results.
  await page.getByRole('button', { name: 'Show results' }).click();
  await expect(concern).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Professionals', exact: true })).toBeFocused();
  await expect(page.getByRole('article').first()).toBeInViewport();

  await toggle.click();
  await page.getByRole('link', { name: 'Clear all filters' }).click();
  await expect(toggle).toHaveAccessibleName('Filters');
  await expect(page).toHaveURL(/\/find-partners$/);
});

test('on a wide screen the filters stand open beside the results, and the button still counts them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/find-partners');
  const toggle = page.locator('summary', { hasText: 'Filters' });
  await expect(toggle).toHaveAccessibleName('Filters');
  await expect(page.getByLabel('Profession', { exact: true })).toBeVisible();
  const results = await page.getByRole('heading', { name: 'Professionals', exact: true }).boundingBox();
  const filters = await toggle.boundingBox();
  expect(results!.x).toBeGreaterThan(filters!.x + filters!.width);
  await expect(page.getByRole('button', { name: 'Show results' })).toBeHidden();

  await page.getByLabel('Profession', { exact: true }).selectOption('psychiatrist');
  await expect(toggle).toHaveAccessibleName('Filters (1) active');
  await toggle.click();
  await expect(page.getByLabel('Profession', { exact: true })).toBeHidden();
});

test('a sample profile is labelled as fictional everywhere and never shown as verified', async ({ page }) => {
  const sample = 'f0000000-0000-4000-8000-000000000002';
  const label = 'Sample profile — fictional, for demonstration';
  await page.goto('/find-partners');
  const card = page.getByRole('article', { name: 'Tomás Ferreira-Whitlock' });
  await expect(card).toContainText(label);
  await expect(card).not.toContainText('Verified');
  await expect(page.getByText(/Profiles labelled Sample profile/)).toBeVisible();

  await page.goto(`/partner/${sample}`);
  const profile = page.getByRole('main');
  await expect(profile.getByText(label)).toBeVisible();
  await expect(profile.getByText(/This is a sample profile\. Tomás Ferreira-Whitlock is fictional/)).toBeVisible();
  await expect(profile).not.toContainText('Verified');
  await expect(profile).not.toContainText('checked this license');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);

  await page.goto(`/contact-partner/${sample}`);
  const contact = page.getByRole('main');
  await expect(contact.getByText(/nobody will read your message or reply to it/)).toBeVisible();
  await expect(contact.getByRole('button', { name: 'Send a test message' })).toBeVisible();
  await expect(contact).not.toContainText('Verified');
});

test('profession pages link to the directory with the profession preset', async ({ page }) => {
  await page.goto('/for-social-workers');
  await page.getByRole('link', { name: 'Find a clinical social worker near you' }).click();
  await expect(page).toHaveURL('/find-partners?profession=social_worker');
  await expect(page.getByLabel('Profession', { exact: true })).toHaveValue('social_worker');
  await expect(page.getByRole('article', { name: 'Tomás Ferreira-Whitlock' })).toBeVisible();
});

test('the assessment link ?concern=anxiety finds anxiety specialists', async ({ page }) => {
  await page.goto('/find-partners?concern=anxiety');
  await expect(page.getByLabel('What would you like help with?')).toHaveValue('anxiety');
  await expect(page.getByRole('article', { name: 'Dr. Imani Achterberg' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Jonah Pellerin' })).toHaveCount(0);
});

test('a partner adds a photo: shrunk in the browser and stored in their row, not on another host', async ({ browser, baseURL }) => {
  const { anonKey, serviceRoleKey } = keys();
  const email = unique('photo');
  await createClient(baseURL!, serviceRoleKey, nodeAuth)
    .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
    .then((r) => {
      if (r.error) throw r.error;
    });
  const client = createClient(baseURL!, anonKey, nodeAuth);
  const { data } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  const profile = {
    profession: 'counselor',
    full_name: 'Photo Test Counselor',
    credentials: 'LPC',
    license_number: `LPC-${Date.now()}`,
    license_states: ['OR'],
    specialties: ['stress'],
    languages: ['English'],
    bio: 'I help people with stress at work and at home, online across Oregon.',
  };
  const joined = await client.functions.invoke('partner-onboarding', { body: profile });
  if (joined.error) throw new Error(`Joining failed: ${await (joined.error as { context: Response }).context.text()}`);

  const page = await (await browser.newContext()).newPage();
  await signInWith(page, data.session!);
  await page.goto('/partner-dashboard');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  // A 640 × 480 PNG drawn by the browser itself; the page crops it to a square and re-encodes it.
  const png = Buffer.from(
    await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, 640, 480);
      gradient.addColorStop(0, '#2a6963');
      gradient.addColorStop(1, '#f4e9dc');
      context.fillStyle = gradient;
      context.fillRect(0, 0, 640, 480);
      return canvas.toDataURL('image/png').split(',')[1]!;
    }),
    'base64',
  );
  await page.getByLabel('Photo (optional)').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();

  const { data: row } = await client.from('partners').select('photo_url').single();
  const photo = (row as { photo_url: string }).photo_url;
  expect(photo).toMatch(/^data:image\/(webp|jpeg);base64,/);
  expect(photo.length).toBeLessThanOrEqual(20_000);
});

test('a professional has their own navigation and sees how their profile looks; joining is not under "Partner sign in"', async ({
  browser,
  baseURL,
}) => {
  const { anonKey, serviceRoleKey } = keys();
  const email = unique('preview');
  const created = await createClient(baseURL!, serviceRoleKey, nodeAuth).auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  if (created.error) throw created.error;
  const client = createClient(baseURL!, anonKey, nodeAuth);
  const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD });

  // Signed in without a profile yet: the page is about joining, and the member tools are in the menu.
  const joining = await (await browser.newContext()).newPage();
  await signInWith(joining, signedIn.data.session!);
  await joining.goto('/partner-auth');
  await expect(joining.getByRole('heading', { level: 1 })).toHaveText("Join Haven's partner directory");
  await expect(joining.getByRole('heading', { name: 'Tell people about your practice' })).toBeVisible();
  const joiningNav = joining.getByRole('navigation', { name: 'Main' });
  await expect(joiningNav.getByRole('link', { name: 'Journal' })).toBeVisible();
  await expect(joiningNav.getByRole('link', { name: 'Partner dashboard' })).toBeHidden();

  const joined = await client.functions.invoke('partner-onboarding', {
    body: {
      profession: 'therapist',
      full_name: 'Preview Test Therapist',
      credentials: 'LMFT',
      license_number: `LMFT-${Date.now()}`,
      license_states: ['ME'],
      specialties: ['anxiety'],
      languages: ['English'],
      bio: 'I help adults with worry and panic, by video across Maine.',
    },
  });
  if (joined.error) throw new Error(`Joining failed: ${await (joined.error as { context: Response }).context.text()}`);
  const refreshed = await client.auth.refreshSession();
  expect(refreshed.data.session?.user.app_metadata['role']).toBe('partner');

  for (const theme of ['light', 'dark'] as const) {
    const page = await (await browser.newContext()).newPage();
    await useTheme(page, theme);
    await signInWith(page, refreshed.data.session!);
    await page.goto('/partner-dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Partner dashboard' })).toBeVisible();
    for (const member of ['Dashboard', 'Journal', 'Insights'])
      await expect(nav.getByRole('link', { name: member, exact: true })).toBeHidden();
    // The plans are for members: a partner's account menu names no plan and offers no subscription.
    await openAccountMenu(page);
    const menu = page.locator('#account-menu');
    await expect(menu.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(menu.getByText('Your plan')).toBeHidden();
    await expect(menu.getByRole('link', { name: 'Subscription' })).toBeHidden();
    await page.keyboard.press('Escape');
    const preview = page.getByRole('figure', { name: 'How your profile looks in the directory' });
    const card = preview.getByRole('article', { name: 'Preview Test Therapist' });
    await expect(card).toContainText('Not listed yet');
    await expect(card).toContainText('I help adults with worry and panic');
    await expect(card).not.toContainText('Verified');
    await expect(card.getByRole('link')).toHaveCount(0);
    await axe(page, `partner dashboard with preview, ${theme}`);
    if (theme === 'light') {
      // …and their account page has no Subscription tab, even when a link asks for it.
      await page.goto('/account?tab=subscription');
      const sections = page.getByRole('tablist', { name: 'Account sections' });
      await expect(sections.getByRole('tab', { name: 'Security' })).toBeVisible();
      await expect(sections.getByRole('tab', { name: 'Subscription' })).toHaveCount(0);
      await expect(sections.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    }
  }
});

test('the sixth request in an hour is refused with a reason, and nothing typed is lost', async ({ browser, baseURL }) => {
  const member = await createMember(baseURL!);
  const demo = 'f0000000-0000-4000-8000-000000000004';
  const request = { partner_id: demo, name: 'Robin', email: unique('robin'), message: 'Hello, I would like to talk.' };
  for (let i = 0; i < 5; i++) await member.client.from('contact_requests').insert(request).throwOnError();
  const page = await (await browser.newContext()).newPage();
  await signInWith(page, member.session);
  await page.goto(`/contact-partner/${demo}`);
  const message = page.getByRole('textbox', { name: 'Your message' });
  await message.fill('One more message about stress at work and sleeping badly.');
  // A sample: the form says plainly that nobody reads the message, and still counts it.
  await page.getByLabel(/I understand that Jonah Pellerin is fictional/).check();
  await page.getByRole('button', { name: 'Send a test message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '5 contact requests' })).toContainText(
    'You have sent 5 contact requests in the last hour. Please wait an hour before contacting another professional. If you need help now, call or text 988.',
  );
  await expect(message).toHaveValue('One more message about stress at work and sleeping badly.');
});

for (const theme of ['light', 'dark'] as const) {
  test(`partner pages have no WCAG 2.2 AA violations, ${theme} theme`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await useTheme(page, theme);
    for (const route of [
      '/partner-auth',
      '/partner-auth?mode=join',
      '/find-partners',
      '/find-partners?concern=grief&page=1',
      '/for-therapists',
    ]) {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByText('Loading...')).toHaveCount(0);
      await axe(page, route);
    }
    const demo = 'f0000000-0000-4000-8000-000000000002';
    for (const route of [`/partner/${demo}`, `/contact-partner/${demo}`, '/partner-dashboard']) {
      await page.goto(route);
      await expect(page.getByText('Loading...')).toHaveCount(0);
      await axe(page, route);
    }
    // Signed in as a member: the contact page with sharing choices and the shared panel.
    const member = await createMember(baseURL!);
    await signInWith(page, member.session);
    await page.goto(`/contact-partner/${demo}`);
    await expect(page.getByRole('heading', { name: 'Shared with professionals' })).toBeVisible();
    await expect(page.getByLabel('Latest assessment scores')).toBeVisible();
    await axe(page, 'contact, signed in');
  });
}
