import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeAuthFetch, fakeSession } from './session-fake-auth';

/*
 * The account page's tabs in jsdom, with the real supabase-js client and a fake `fetch` for
 * auth and the few REST calls they make (the end-to-end tests use the real server).
 */

const states = [
  { code: 'CA', name: 'California' },
  { code: 'OR', name: 'Oregon' },
];
const profileRow = {
  display_name: 'Sam',
  pronouns: null,
  us_state: 'OR',
  age_confirmed_18: true,
  reason: null,
  created_at: '2026-01-01T00:00:00Z',
};
let rest: { method: string; path: string; body: unknown }[];
let assigned: string[];

function backend(subscription: object | null = { plan: 'free', plan_display_name: 'Free', status: 'active' }) {
  const auth = fakeAuthFetch();
  rest = [];
  const json = (status: number, body: unknown) =>
    new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    if (!url.pathname.startsWith('/rest/v1/')) return auth.fetch(input, init);
    const method = init?.method ?? 'GET';
    rest.push({ method, path: url.pathname, body: typeof init?.body === 'string' ? JSON.parse(init.body) : null });
    if (url.pathname === '/rest/v1/profiles')
      return json(200, method === 'PATCH' ? { ...profileRow, ...(JSON.parse(String(init?.body)) as object) } : profileRow);
    if (url.pathname === '/rest/v1/subscriptions') return json(200, subscription);
    if (url.pathname === '/rest/v1/rpc/delete_my_account') return json(204, null);
    return json(404, { message: 'not found' });
  };
}

async function renderAccount(search = '', fetch = backend()) {
  history.replaceState(null, '', `/account${search}`);
  localStorage.setItem('haven-auth', JSON.stringify(fakeSession(3600)));
  vi.stubGlobal('fetch', fetch);
  vi.resetModules();
  const { default: AccountApp } = await import('@/components/account/AccountApp');
  render(<AccountApp states={states} />);
}

// The islands load their code lazily; the first import in a file also compiles it.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', 'anon-key');
  // jsdom has no media queries; this stands in for a light, full-motion system.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
  document.documentElement.dataset['auth'] = 'signed-in';
});

afterEach(async () => {
  const { getSupabase } = await import('@/lib/supabase');
  await getSupabase().auth.stopAutoRefresh();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('/account', () => {
  test('opens on the profile, loaded from the profiles table, and saves edits', async () => {
    await renderAccount();
    // The first screen is painted before the profile loads (a disabled form of the same shape):
    // wait for the member's own values.
    await waitFor(() => expect(screen.getByLabelText('What should we call you?')).toHaveValue('Sam'));
    const name = screen.getByLabelText('What should we call you?');
    expect(screen.getByLabelText('US state')).toHaveValue('OR');
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'Sam R.');
    await user.type(screen.getByLabelText('Pronouns'), 'they/them');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(rest.some((call) => call.method === 'PATCH')).toBe(true));
    expect(rest.find((call) => call.method === 'PATCH')?.body).toEqual({
      display_name: 'Sam R.',
      pronouns: 'they/them',
      us_state: 'OR',
      age_confirmed_18: true,
      reason: null,
    });
  });

  test('?tab=subscription opens the plan: Free after the default delay, and says there is no paid plan', async () => {
    await renderAccount('?tab=subscription');
    expect(await screen.findByRole('tab', { name: 'Subscription', selected: true })).toBeInTheDocument();
    const panel = await screen.findByRole('tabpanel');
    await within(panel).findByText('Free');
    expect(panel).toHaveTextContent('There is no paid plan today');
    expect(within(panel).getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/pricing');
  });

  test('switching tabs keeps the tab in the address', async () => {
    await renderAccount();
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Privacy' }));
    expect(location.search).toBe('?tab=privacy');
  });

  test('preferences apply at once and are kept locally; email notices start off', async () => {
    await renderAccount('?tab=preferences');
    const user = userEvent.setup();
    const email = await screen.findByRole('checkbox', { name: /Email updates/ });
    expect(email).not.toBeChecked();
    // Nothing in Haven plays a sound, so there is no switch for one.
    expect(screen.queryByRole('checkbox', { name: /sound/i })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await user.click(screen.getByRole('radio', { name: 'Extra large' }));
    await user.click(screen.getByRole('checkbox', { name: /Reduce motion/ }));
    await user.click(email);
    expect(document.documentElement.dataset['theme']).toBe('dark');
    expect(document.documentElement.dataset['fontSize']).toBe('x-large');
    expect(document.documentElement.dataset['motion']).toBe('reduce');
    expect(JSON.parse(localStorage.getItem('haven-theme')!)).toMatchObject({ mode: 'dark' });
    const settings = JSON.parse(localStorage.getItem('haven-settings')!);
    expect(settings.preferences.accessibility).toEqual({ reducedMotion: true, highContrast: false, fontSize: 'x-large' });
    expect(settings.notifications.email).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /High contrast/ }));
    expect(document.documentElement.dataset['theme']).toBe('high-contrast');
  });

  test('deleting needs DELETE typed exactly, then clears this browser and signs out everywhere', async () => {
    assigned = [];
    await renderAccount('?tab=privacy');
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign: (to: string) => void assigned.push(to) } as Location);
    localStorage.setItem('haven-journal-draft', '{"text":"private"}');
    localStorage.setItem('haven-settings', JSON.stringify({ kept: true }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete everything' });
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Type DELETE to confirm'));
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(confirm).toBeEnabled();
    await act(() => user.click(confirm));
    await waitFor(() => expect(assigned).toEqual(['/']));
    expect(rest.map((call) => `${call.method} ${call.path}`)).toContain('POST /rest/v1/rpc/delete_my_account');
    expect(localStorage.getItem('haven-auth')).toBeNull();
    expect(localStorage.getItem('haven-journal-draft')).toBeNull();
    expect(localStorage.getItem('haven-settings')).toBe(JSON.stringify({ kept: true }));
    expect(JSON.parse(sessionStorage.getItem('haven-flash')!)).toMatchObject({ title: 'Account deleted' });
  });
});
