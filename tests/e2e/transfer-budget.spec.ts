import { expect, test, type Locator, type Page } from '@playwright/test';
import { enrolIn, joinAsPartner, type Person } from '../support/accounts.ts';
import { person as e2ePerson } from './support/accounts.ts';

/**
 * Issue 25: the bytes a member's phone downloads before a tool works. Each page is opened in a
 * fresh browser context (empty HTTP cache, the service worker blocked by the config), signed in
 * where the page needs it, and every response's bytes on the wire (compressed body and headers:
 * CDP `Network.loadingFinished` encodedDataLength) are added up from navigation until the page
 * has fired `load` and the tool's main control is usable, plus one second. Lazy chunks the tool
 * needs are counted: moving bytes later does not remove them.
 *
 * Issue 25's goal is 160 KB per tool page; not every tool page meets it yet. Each page has a ceiling,
 * its figure when it was last lowered plus 5 %, so a page that grows fails here; the output
 * prints each figure, its ceiling, how far it is from 160 KB and its ratio to the static home
 * page measured the same way (the floor). Lower a ceiling whenever a page gets smaller.
 * Figures, what stands between each page and 160 KB, and how to run this: docs/frontend.md
 * ("Bytes a tool page transfers").
 */

const goal = 160 * 1024;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** A confirmed account signed in through the auth API (an admin also verifies a second factor). */
const person = (role: 'admin' | null = null) =>
  e2ePerson({ role, emailPrefix: 'bytes', displayName: 'Robin', secondFactor: role === 'admin' });

interface ToolPage {
  path: string;
  /** KB this page may transfer today (its figure when the ceiling was last lowered, plus 5 %). */
  ceiling: number;
  /** Signs someone in (and seeds what the page shows) before the page is opened; none for public pages. */
  setUp?: (page: Page) => Promise<void>;
  /** The control the member came for; the page counts as usable once it is visible and enabled. */
  control: (page: Page) => Locator;
  /** Steps a member takes before that control (the chat's disclosure). */
  before?: (page: Page) => Promise<void>;
}

async function signInAs(page: Page, who: Person, extra: Record<string, string> = {}) {
  await page.addInitScript(
    ([session, more]) => {
      localStorage.setItem('haven-auth', session);
      for (const [key, value] of Object.entries(more)) localStorage.setItem(key, value);
    },
    [JSON.stringify(who.session), extra] as const,
  );
}

const member = (extra?: Record<string, string>) => async (page: Page) => signInAs(page, await person(), extra);

// Every ceiling below was lowered on 29 November 2026, when Preact (through preact/compat) took
// React's place in the browser: about 48 KB less on every page with an island. Each is that day's
// figure plus 5 %; the history in the comments is of the ceilings before, with React.
const pages: ToolPage[] = [
  // A returning member who has read the AI disclosure on this device goes straight to the chat.
  // 230 until the rehearsal of 32e5b37 measured 230.6 KB (228.0 KB three sessions before): the
  // phrase screen the chat and the journal run in the browser before anything is sent
  // (safety/screen.ts and concepts.ts, 53 KB gzipped) grows with each blind batch's rules.
  // 233 until the rehearsal of 4233996 measured 233.5 KB: blind batches 25 and 26 added 19
  // concepts (the screen's chunk 45.5 → 48.4 KB). The screen is what shows crisis lines before a
  // message is sent, and offline; it stays whole in the browser. 237 until the rehearsal of
  // 10ab734 measured 237.6 KB: blind batches 27–31 added Spanish rules and some 30 concepts.
  {
    path: '/haven-ai',
    ceiling: 199, // 189.2 KB with Preact
    setUp: member({ 'haven-wren-disclosed': new Date().toISOString(), 'haven-wren-age': 'adult' }),
    // Each new visit starts with a short reminder, whose button is enabled once the chat's code is here.
    before: async (page) => {
      const start = page.getByRole('button', { name: 'I understand, start chatting' });
      await expect(start).toBeEnabled({ timeout: 30_000 });
      await start.click();
    },
    control: (page) => page.getByLabel('Message Wren'),
  },
  // 248 KB until the journal marked its open entry as saved for the sign-out check (248.1 KB measured);
  // 252 until the CI of 5485d91 measured 252.4 KB (251.6 KB the run before); 255 until the rehearsal
  // of 32e5b37 measured 255.0 KB (the phrase screen, as on /haven-ai); 258 until the rehearsal of
  // 4233996 measured 257.9 KB (blind batches 25 and 26, as on /haven-ai); 262 until the rehearsal of
  // 10ab734 measured 262.0 KB (blind batches 27–31, as on /haven-ai).
  // 213.2 KB with Preact.
  { path: '/journal', ceiling: 224, setUp: member(), control: (page) => page.getByLabel('Your entry') },
  {
    // 208 until the CI of 802c579 measured 208.3 KB: the page's figure moves between 206.3 and 208.3 KB
    // (47 or 49 requests) from run to run, as a chunk lands before or after the tool is usable.
    path: '/dashboard',
    ceiling: 168, // 159.6 KB with Preact
    setUp: member(),
    control: (page) => page.getByRole('region', { name: "Today's check-in" }).getByRole('button', { name: 'Save check-in' }),
  },
  {
    // 204, not 202: the page's first screen (the summary and the first panel) is now in its HTML and
    // its island's first chunk, so the largest text paints before the code (issue 25's LCP): 202.7 KB.
    path: '/insights',
    ceiling: 163, // 154.7 KB with Preact
    setUp: member(),
    control: (page) => page.getByRole('button', { name: 'Everything (JSON)' }),
  },
  // 140.7 KB with Preact.
  { path: '/assessment', ceiling: 148, setUp: member(), control: (page) => page.getByRole('button', { name: 'Begin Assessment' }) },
  {
    // An enrolled member on their current week: the lesson and its worksheets.
    path: '/programs/anxiety-management/week/1',
    ceiling: 186, // 176.8 KB with Preact
    setUp: async (page) => {
      const who = await person();
      await enrolIn(who.client, 'anxiety-management');
      await signInAs(page, who);
    },
    control: (page) => page.getByRole('button', { name: 'Mark lesson done' }),
  },
  // 154.5 KB with Preact.
  { path: '/account', ceiling: 163, setUp: member(), control: (page) => page.getByLabel('What should we call you?') },
  {
    path: '/partner-dashboard',
    // 207 KB until partners could turn on two-step sign-in: the code check before the dashboard
    // opens is part of the tool (208.6–213.9 KB on 27 November 2026, plus 1 %). 163.2 KB with Preact.
    ceiling: 172,
    setUp: async (page) => {
      const who = await person();
      await joinAsPartner(who.client, 'Budget Test Counselor');
      await signInAs(page, who);
    },
    control: (page) => page.getByRole('button', { name: 'Edit profile' }),
  },
  {
    path: '/admin',
    ceiling: 177, // 168.2 KB with Preact
    setUp: async (page) => signInAs(page, await person('admin')),
    control: (page) => page.getByRole('tab').first(),
  },
];

/**
 * Bytes on the wire from navigation until `load` and `usable`, then until the page's own
 * requests have settled (what the tool fetches as it opens, such as the chat's crisis screen,
 * counts wherever it lands), plus one second. Pages the site prefetches for the next click
 * (`<link rel="prefetch">`, spec section 7: only on fast connections, never with Save-Data,
 * after the page has loaded) are not this page's cost: they are added up apart.
 */
async function transferred(page: Page, url: string, usable: (page: Page) => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const bytes = new Map<string, number>();
  const urls = new Map<string, string>();
  /** Requests still open, leaving out prefetches and the favicon (CDP type "Other"). */
  const open = new Set<string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    // A HEAD request (the stale-worker check on localhost, src/scripts/pwa.ts) carries no body.
    if (event.request.method === 'HEAD' || event.request.url.startsWith('data:')) return;
    urls.set(event.requestId, event.request.url);
    if (event.type !== 'Other') open.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    bytes.set(event.requestId, event.encodedDataLength);
    open.delete(event.requestId);
  });
  cdp.on('Network.loadingFailed', (event) => open.delete(event.requestId));
  await page.goto(url, { waitUntil: 'load' });
  await usable(page);
  await expect.poll(() => open.size, { message: `${url}: requests still open`, timeout: 30_000 }).toBe(0);
  await page.waitForTimeout(1000);
  const prefetches = new Set(
    await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel~="prefetch"]')].map((link) => link.href)),
  );
  await cdp.detach();
  const responses = [...bytes.entries()].filter(([id]) => urls.has(id)).map(([id, n]) => ({ url: urls.get(id)!, bytes: n }));
  const own = responses.filter((r) => !prefetches.has(r.url));
  const total = own.reduce((sum, r) => sum + r.bytes, 0);
  const prefetched = responses.filter((r) => prefetches.has(r.url)).reduce((sum, r) => sum + r.bytes, 0);
  const pending = [...urls.entries()].filter(([id, u]) => !bytes.has(id) && !prefetches.has(u)).map(([, u]) => u);
  const largest = own
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, process.env['HAVEN_TRANSFER_DETAIL'] ? undefined : 6)
    .map((r) => `${kb(r.bytes)} ${new URL(r.url).pathname}`);
  return { total, requests: own.length, prefetched, pending, largest };
}

/** The static home page, cold, measured the same way: the floor each tool page is compared with. */
async function home(page: Page) {
  return transferred(page, '/', async (p) => {
    await expect(p.getByRole('link', { name: 'Start Your Journey Free' })).toBeVisible();
  });
}

test.describe('bytes a page transfers before its tool works', () => {
  // Signing up, enrolling a second factor and a cold page load each take a while on a busy machine.
  test.describe.configure({ mode: 'default', timeout: 90_000 });
  // Kept per worker; a worker started after a failure measures it again.
  let floor = 0;

  test('the static home page (the floor)', async ({ page }) => {
    const result = await home(page);
    floor = result.total;
    console.log(
      `transfer / ${kb(result.total)} in ${result.requests} requests (the floor; + ${kb(result.prefetched)} prefetched for the next page)\n  largest: ${result.largest.join(', ')}`,
    );
    // The static pages' own ceiling: 65.8 KB on 27 November 2026, plus 5 %; raised to 72 KB the
    // same evening for the idle sign-out that waits for unsent journal entries (every page runs
    // it; 69.3 KB measured with its sending code loaded only when a sign-out is due).
    expect(result.total, `/ transferred ${kb(result.total)}; ceiling 72 KB`).toBeLessThanOrEqual(72 * 1024);
  });

  for (const tool of pages) {
    test(`${tool.path} is usable within ${tool.ceiling} KB`, async ({ page, browser }) => {
      if (!floor) {
        const context = await browser.newContext();
        floor = (await home(await context.newPage())).total;
        await context.close();
      }
      await tool.setUp?.(page);
      const result = await transferred(page, tool.path, async (p) => {
        await tool.before?.(p);
        const control = tool.control(p);
        await expect(control).toBeVisible({ timeout: 30_000 });
        await expect(control).toBeEnabled();
      });
      const ceiling = tool.ceiling * 1024;
      const gap = result.total > goal ? `${kb(result.total - goal)} over the ${kb(goal)} goal` : `within the ${kb(goal)} goal`;
      console.log(
        `transfer ${tool.path} ${kb(result.total)} in ${result.requests} requests (ceiling ${kb(ceiling)}; ${gap}) = ${(result.total / floor).toFixed(1)}× the home page; + ${kb(result.prefetched)} prefetched for the next page\n  largest: ${result.largest.join(', ')}` +
          (result.pending.length ? `\n  still loading at the cut-off: ${result.pending.join(', ')}` : ''),
      );
      expect(result.total, `${tool.path} transferred ${kb(result.total)}; ceiling ${kb(ceiling)}`).toBeLessThanOrEqual(ceiling);
    });
  }
});
