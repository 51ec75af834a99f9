import { spawn, type ChildProcess } from 'node:child_process';
import { cp, copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { axeViolations as axe } from '../support/axe.ts';
import { enrollTotp } from '../support/mfa.ts';
import { openAccountMenu } from './accounts-helpers';

/**
 * The admin area end to end: who gets in, and each admin flow (articles with the background
 * rebuild, partner verification, reported replies, roles, crisis counts), with the audit rows
 * each change leaves. Accounts are made with the service key from the e2e data dir.
 */

// Each flow signs people up, runs axe more than once and waits on the database: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const dataDir = path.resolve(process.env['HAVEN_E2E_DATA_DIR'] ?? '.haven-test-data/e2e');
const distDir = path.resolve(process.env['HAVEN_DIST_DIR'] ?? 'dist');
const baseUrl = `http://127.0.0.1:${process.env['HAVEN_E2E_PORT'] ?? 4399}`;
const password = 'quiet-harbour-lantern-42';
const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

interface Keys {
  anonKey: string;
  serviceRoleKey: string;
}
const keys = async (): Promise<Keys> => JSON.parse(await readFile(path.join(dataDir, 'keys.json'), 'utf8')) as Keys;

interface Person {
  id: string;
  email: string;
  session: Session;
  client: SupabaseClient;
}

/** A confirmed account (admin when asked, with a verified authenticator), signed in with supabase-js. */
async function person(url: string, role: 'admin' | 'partner' | null, prefix = 'admin-e2e'): Promise<Person> {
  const { anonKey, serviceRoleKey } = await keys();
  const email = `${prefix}-${Math.random().toString(36).slice(2, 10)}@example.test`;
  const service = createClient(url, serviceRoleKey, noSession);
  const created = await service.auth.admin.createUser({ email, password, email_confirm: true, app_metadata: role ? { role } : {} });
  if (created.error) throw created.error;
  const client = createClient(url, anonKey, noSession);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  if (role !== 'admin') return { id: data.session.user.id, email, session: data.session, client };
  // Admin powers need a second factor (aal2): set one up, as the admin area would walk them through.
  await enrollTotp(client);
  const { data: raised } = await client.auth.getSession();
  return { id: data.session.user.id, email, session: raised.session!, client };
}

const service = async (url = baseUrl) => createClient(url, (await keys()).serviceRoleKey, noSession);

/** Opens a page with the person already signed in (the session supabase-js keeps in localStorage). */
async function signIn(page: Page, who: Person) {
  await page.addInitScript((session) => localStorage.setItem('haven-auth', session), JSON.stringify(who.session));
}

async function openAdmin(page: Page, who: Person, tab = '', url = baseUrl) {
  await signIn(page, who);
  await page.goto(`${url}/admin${tab ? `#${tab}` : ''}`);
}

async function auditRows(rowId: string) {
  const { data } = await (await service()).from('audit_log').select('actor_id, action, details').eq('row_id', rowId).order('id');
  return data ?? [];
}

test('the account menu leads an admin to the admin area, and shows a member no such link', async ({ page }) => {
  const admin = await person(baseUrl, 'admin');
  await signIn(page, admin);
  await page.goto(`${baseUrl}/`);
  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('tab').first()).toBeVisible();

  const member = await person(baseUrl, null);
  const memberPage = await page.context().browser()!.newPage();
  await signIn(memberPage, member);
  await memberPage.goto(`${baseUrl}/`);
  await openAccountMenu(memberPage);
  await expect(memberPage.getByRole('link', { name: 'Account', exact: true })).toBeVisible();
  await expect(memberPage.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await memberPage.close();
});

test('a signed-in member sees the not-authorised screen, and the database refuses them too', async ({ page }) => {
  const member = await person(baseUrl, null);
  // Claiming admin where a member can write (user_metadata) changes nothing.
  await member.client.auth.updateUser({ data: { role: 'admin' } });
  await openAdmin(page, member);
  await expect(page.getByRole('heading', { name: 'This area is for Haven admins' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  expect(await axe(page)).toEqual([]);

  const insert = await member.client
    .from('library_articles')
    .insert({ title: 'Sneaky', slug: 'sneaky-e2e', category: 'stress', content: 'x' });
  expect(insert.error?.code).toBe('42501');
  const counts = await member.client.rpc('crisis_referral_counts', { p_year: 2026 });
  expect(counts.error?.code).toBe('42501');
  const users = await member.client.functions.invoke('admin-users', { body: { action: 'list' } });
  expect((users.error as { context?: Response } | null)?.context?.status).toBe(403);
});

test('an admin verifies one pending partner and rejects another with a reason', async ({ page }) => {
  const admin = await person(baseUrl, 'admin');
  const db = await service();
  const pending = async (name: string, license: string, states: string[]) => {
    const pro = await person(baseUrl, 'partner', 'admin-e2e-pro');
    const { data, error } = await db
      .from('partners')
      .insert({
        user_id: pro.id,
        profession: 'psychologist',
        full_name: `${name} ${pro.id.slice(0, 4)}`,
        license_number: license,
        license_states: states,
      })
      .select('id, full_name, status')
      .single();
    expect(error).toBeNull();
    expect(data?.status).toBe('pending');
    return data as { id: string; full_name: string };
  };
  const good = await pending('Marisol Vega', 'PSY-30917', ['CA', 'OR']);
  const unclear = await pending('Dale Ortiz', 'PSY-00000', ['NV']);
  const hasty = await pending('Ruth Kim', 'PSY-41122', ['WA']);
  try {
    await openAdmin(page, admin, 'partners');
    const card = page.getByRole('article', { name: good.full_name });
    await expect(card.getByText('PSY-30917')).toBeVisible();
    await expect(card.getByText('California, Oregon')).toBeVisible();
    await expect(card.getByRole('link', { name: /California Department of Consumer Affairs/ })).toHaveAttribute(
      'href',
      'https://search.dca.ca.gov/',
    );
    await expect(card.getByRole('link', { name: /Search the Oregon licensing board/ })).toHaveAttribute('href', /duckduckgo\.com.*Oregon/);
    expect(await axe(page)).toEqual([]);
    // Verifying asks first; cancelling changes nothing.
    await card.getByRole('button', { name: `Verify ${good.full_name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Verify ${good.full_name}?` });
    await expect(confirm).toContainText('Verify only after checking the license on the state board.');
    expect(await axe(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Verify ${good.full_name}` }).click();
    await confirm.getByRole('button', { name: 'Verify partner' }).click();
    await expect(page.getByText(`${good.full_name} is verified and listed in the directory.`)).toBeVisible();
    await expect(card).toHaveCount(0);

    // A verification made by mistake is one click to take back.
    await page
      .getByRole('article', { name: hasty.full_name })
      .getByRole('button', { name: `Verify ${hasty.full_name}` })
      .click();
    await page
      .getByRole('dialog', { name: `Verify ${hasty.full_name}?` })
      .getByRole('button', { name: 'Verify partner' })
      .click();
    // The card has left the list; the outcome and its Undo come into view with focus, wherever the card was.
    await expect(page.locator('[data-decision-outcome]')).toBeFocused();
    await expect(page.getByRole('button', { name: `Undo verifying ${hasty.full_name}` })).toBeInViewport();
    await page.getByRole('button', { name: `Undo verifying ${hasty.full_name}` }).click();
    await expect(page.getByText(`Undone: ${hasty.full_name} is waiting for review.`)).toBeVisible();
    await expect(page.getByRole('article', { name: hasty.full_name })).toBeVisible();
    await expect(page.getByRole('button', { name: `Undo verifying ${hasty.full_name}` })).toHaveCount(0);
    expect((await db.from('partners').select('status').eq('id', hasty.id).single()).data).toEqual({ status: 'pending' });
    expect((await auditRows(hasty.id)).map((row) => (row.details as { to: string }).to)).toEqual(['verified', 'pending']);

    await page
      .getByRole('article', { name: unclear.full_name })
      .getByRole('button', { name: `Reject ${unclear.full_name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Reject ${unclear.full_name}?` });
    await dialog.getByRole('button', { name: 'Reject partner' }).click();
    await expect(dialog.getByText('Please give a reason of at least 10 characters.', { exact: false })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await dialog.getByLabel('Reason').fill('The Nevada board has no license with this number.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${unclear.full_name} was not approved.`)).toBeVisible();

    const anon = createClient(baseUrl, (await keys()).anonKey, noSession);
    const listed = await anon.from('partner_directory').select('full_name').in('id', [good.id, unclear.id]);
    expect(listed.data).toEqual([{ full_name: good.full_name }]);
    const rejected = await db.from('partners').select('status, rejection_reason').eq('id', unclear.id).single();
    expect(rejected.data).toEqual({ status: 'rejected', rejection_reason: 'The Nevada board has no license with this number.' });
    expect(await auditRows(good.id)).toEqual([
      { actor_id: admin.id, action: 'partner.status_changed', details: { from: 'pending', to: 'verified', rejection_reason: null } },
    ]);
    expect(await auditRows(unclear.id)).toEqual([
      {
        actor_id: admin.id,
        action: 'partner.status_changed',
        details: { from: 'pending', to: 'rejected', rejection_reason: 'The Nevada board has no license with this number.' },
      },
    ]);
  } finally {
    // Other suites read the shared directory; leave it as it was.
    await db.from('partners').delete().in('id', [good.id, unclear.id, hasty.id]);
  }
});

test('an admin reviews a reported reply without seeing the conversation', async ({ page }) => {
  const admin = await person(baseUrl, 'admin');
  const member = await person(baseUrl, null);
  const db = await service();
  const conversation = await member.client.from('chat_conversations').insert({ title: 'Late night' }).select('id').single();
  const reply = `It sounds like you should just try harder. (${member.id.slice(0, 6)})`;
  const message = await db
    .from('chat_messages')
    .insert({ conversation_id: conversation.data!.id, user_id: member.id, role: 'assistant', content: reply })
    .select('id')
    .single();
  await member.client.from('chat_messages').insert({ conversation_id: conversation.data!.id, role: 'user', content: 'My private words' });
  const report = await member.client
    .from('chat_reports')
    .insert({ message_id: message.data!.id, reason: 'This felt dismissive.' })
    .select('id')
    .single();
  expect(report.error).toBeNull();

  await openAdmin(page, admin, 'safety');
  const item = page.locator(`[data-report-id="${report.data!.id}"]`);
  await expect(item.getByText(reply)).toBeVisible();
  await expect(item.getByText('This felt dismissive.')).toBeVisible();
  await expect(page.getByText('My private words')).toHaveCount(0);
  await item.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(page.getByText('Marked as reviewed.')).toBeVisible();
  await expect(item).toHaveCount(0);

  const saved = await db.from('chat_reports').select('status, reviewed_at').eq('id', report.data!.id).single();
  expect(saved.data?.status).toBe('reviewed');
  expect(saved.data?.reviewed_at).not.toBeNull();
  expect(await auditRows(report.data!.id as string)).toEqual([
    { actor_id: admin.id, action: 'chat_report.status_changed', details: { from: 'new', to: 'reviewed' } },
  ]);
});

test('an admin finds an account by email and changes its role', async ({ page }) => {
  const admin = await person(baseUrl, 'admin');
  const member = await person(baseUrl, null, 'admin-e2e-findme');
  await openAdmin(page, admin, 'users');
  await expect(page.getByText(/accounts in total/)).toBeVisible();
  await page.getByLabel('Search by email').fill(member.email.slice(0, 24).toUpperCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.locator(`[data-account-email="${member.email}"]`);
  await expect(row).toBeVisible();
  await expect(page.getByText('1 account matches')).toBeVisible();
  expect(await axe(page)).toEqual([]);
  // On a phone the table scrolls sideways, in a named region keyboard users can reach; not on a desktop.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: 'Accounts, newest first' })).toHaveAttribute('tabindex', '0');
  await page.setViewportSize(desktop);
  await expect(page.getByRole('region', { name: 'Accounts, newest first' })).toHaveCount(0);
  await row.getByLabel(`Role for ${member.email}`, { exact: true }).selectOption('partner');
  await row.getByRole('button', { name: `Save role for ${member.email}` }).click();
  await expect(page.getByText(`${member.email} is now a partner.`, { exact: false })).toBeVisible();

  const { data } = await (await service()).auth.admin.getUserById(member.id);
  expect(data.user?.app_metadata['role']).toBe('partner');
  expect(await auditRows(member.id)).toEqual([
    { actor_id: admin.id, action: 'user.role_changed', details: { from: 'user', to: 'partner' } },
  ]);
});

test('an admin sees crisis referral counts with no personal data, and the protocol date', async ({ page }) => {
  const admin = await person(baseUrl, 'admin');
  const year = new Date().getUTCFullYear();
  const anon = createClient(baseUrl, (await keys()).anonKey, noSession);
  await anon.rpc('record_crisis_referral', { surface: 'journal' });
  await anon.rpc('record_crisis_referral', { surface: 'journal' });
  const journalCount = async () => {
    const { data } = await (await service()).rpc('crisis_referral_counts', { p_year: year });
    return (data as { surface: string; referrals: number }[]).find((r) => r.surface === 'journal')!.referrals;
  };
  const before = await journalCount();

  await openAdmin(page, admin, 'safety');
  const table = page.locator('[data-crisis-counts]');
  await expect(table.getByRole('row')).toHaveCount(14);
  const shown = Number(await table.locator('[data-total="Journal"]').textContent());
  expect(shown).toBeGreaterThanOrEqual(Math.max(2, before));
  expect(shown).toBeLessThanOrEqual(await journalCount());
  await expect(page.getByRole('link', { name: 'Download as CSV' })).toHaveAttribute('download', `haven-crisis-referrals-${year}.csv`);

  const protocol = page.locator('[data-crisis-protocol]');
  await expect(protocol).toContainText('last updated on Nov 21, 2026');
  await expect(protocol.getByRole('link', { name: 'Read the crisis protocol' })).toHaveAttribute('href', '/crisis-protocol');
  expect(await axe(page)).toEqual([]);
});

test('every admin section passes axe in light and dark themes and works from the keyboard', async ({ page }) => {
  test.setTimeout(300_000);
  const admin = await person(baseUrl, 'admin');
  for (const mode of ['light', 'dark'] as const) {
    await page.addInitScript((m) => localStorage.setItem('haven-theme', JSON.stringify({ mode: m, variant: 'calm' })), mode);
    await openAdmin(page, admin);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await page.getByRole('tab', { name: 'Articles' }).focus();
    for (const name of ['Articles', 'Partners', 'Safety', 'Users', 'Analytics', 'Activity']) {
      await expect(page.getByRole('tab', { name })).toBeFocused();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toBeVisible();
      await expect(page.getByText(/^Loading /)).toHaveCount(0);
      expect({ mode, name, violations: await axe(page) }).toEqual({ mode, name, violations: [] });
      await page.keyboard.press('ArrowRight');
    }
  }
});

test('on a phone every admin tab is in view, 44 px tall, the articles are cards with nothing to scroll sideways, and the keyboard reaches each tab @mobile', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const admin = await person(baseUrl, 'admin');
  await openAdmin(page, admin);
  const list = page.getByRole('tablist', { name: 'Admin sections' });
  await expect(list.getByRole('tab')).toHaveCount(6);
  const allInView = async () => {
    expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    for (const tab of await list.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
  };
  await allInView();
  // The articles are cards on a phone, each field under its name: nothing to scroll sideways.
  await expect(page.locator('[data-article-slug]').first()).toBeVisible();
  expect(
    await page
      .locator('[data-slot="table-container"]')
      .first()
      .evaluate((el) => el.scrollWidth - el.clientWidth),
  ).toBe(0);
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeInViewport();
  // Larger text (Account → Preferences) puts fewer tabs in a row, never one out of view.
  await page.evaluate(() => (document.documentElement.dataset['fontSize'] = 'x-large'));
  await allInView();

  await list.getByRole('tab', { name: 'Articles' }).focus();
  for (const name of ['Partners', 'Safety', 'Users', 'Analytics', 'Activity']) {
    await page.keyboard.press('ArrowRight');
    await expect(list.getByRole('tab', { name })).toBeFocused();
    await expect(list.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  }
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toBeVisible();
});

test.describe('articles and the background rebuild', () => {
  // The shared e2e server serves a fixed dist/ (HAVEN_SKIP_BUILD=1), so this flow runs its own
  // server with rebuilds on: a copy of the built site and the same keys, a fresh database.
  let server: ChildProcess | undefined;
  let work = '';
  let url = '';
  let output = '';

  test.beforeAll(async () => {
    // Starts at once when the copied build is current; builds first (a minute or two) if sources changed since.
    test.setTimeout(300_000);
    work = await mkdtemp('/tmp/admin-rebuild-');
    await mkdir(path.join(work, 'data'));
    await copyFile(path.join(dataDir, 'keys.json'), path.join(work, 'data', 'keys.json'));
    await cp(distDir, path.join(work, 'dist'), { recursive: true });
    const child = spawn(process.execPath, ['server/serve.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        HAVEN_DATA_DIR: path.join(work, 'data'),
        HAVEN_DIST_DIR: path.join(work, 'dist'),
        HAVEN_ASTRO_CACHE_DIR: path.join(work, 'astro'),
        HAVEN_SKIP_BUILD: '0',
        HAVEN_LOG_REQUESTS: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The rebuilding server did not start:\n${output}`)), 280_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const ready = /Haven is ready at (http:\/\/\S+)/.exec(output);
        if (ready) {
          clearTimeout(timer);
          resolve(ready[1]!);
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.on('exit', (code) => reject(new Error(`The rebuilding server exited (${code}):\n${output}`)));
    });
  });

  // Playwright reads fixtures from the first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return;
    await testInfo.attach('rebuilding server output', { body: output });
    console.error(`The rebuilding server said:\n${output.slice(-4000)}`);
  });

  test.afterAll(async () => {
    server?.kill('SIGTERM');
    await new Promise((resolve) => (server?.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
    await rm(work, { recursive: true, force: true });
  });

  test('an admin writes an article with a preview, it appears after the rebuild, and unpublishing takes it down', async ({ page }) => {
    test.setTimeout(600_000);
    const admin = await person(url, 'admin');
    const title = 'Breathing Out Slowly When Worry Builds';
    const slug = 'breathing-out-slowly-when-worry-builds';
    await openAdmin(page, admin, 'articles', url);
    await page.getByRole('button', { name: 'New article' }).click();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await expect(page.getByLabel('Web address (slug)')).toHaveValue(slug);
    await page.getByLabel('Category').selectOption('anxiety');
    await page
      .getByLabel('Summary')
      .fill(
        'A two-minute breathing exercise for worried evenings: breathe out for longer than you breathe in, and let your body tell your mind it is safe.',
      );
    await page
      .getByLabel('Article (Markdown)')
      .fill('## Try this tonight\n\nBreathe in for 4, out for 6.\n\n<script>window.__unsafe = 1</script>\n\n- Sit\n- Breathe');
    await page.getByRole('button', { name: 'Show preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: 'Try this tonight' })).toBeVisible();
    await expect(preview.getByRole('listitem')).toHaveCount(2);
    await expect(preview.locator('script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __unsafe?: number }).__unsafe)).toBeUndefined();
    expect(await axe(page)).toEqual([]);

    await page.getByLabel('Published (shown in the library)').check();
    await page.getByRole('button', { name: 'Save article' }).click();
    await expect(page.getByText(`“${title}” was published. The public site updates in about a minute.`)).toBeVisible();
    await expect(page.locator(`[data-article-slug="${slug}"]`)).toContainText('Published');

    const status = async () => (await fetch(`${url}/library/${slug}`)).status;
    await expect.poll(status, { timeout: 240_000, intervals: [2000] }).toBe(200);
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`${url}/library/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(visitor.getByRole('heading', { name: 'Try this tonight' })).toBeVisible();
    await visitor.close();

    await page.getByRole('button', { name: `Unpublish ${title}` }).click();
    await expect(page.getByText(`“${title}” is now a draft. The public site updates in about a minute.`)).toBeVisible();
    await expect.poll(status, { timeout: 240_000, intervals: [2000] }).toBe(404);

    const db = await service(url);
    const { data: article } = await db.from('library_articles').select('id, published').eq('slug', slug).single();
    expect(article?.published).toBe(false);
    const { data: audit } = await db.from('audit_log').select('actor_id, action, details').eq('row_id', article!.id).order('id');
    expect(audit).toEqual([
      { actor_id: admin.id, action: 'article.created', details: expect.objectContaining({ slug, published: true }) },
      { actor_id: admin.id, action: 'article.updated', details: expect.objectContaining({ published: false, published_before: true }) },
    ]);
  });
});
