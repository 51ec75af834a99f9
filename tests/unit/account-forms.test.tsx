import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeAuthFetch, fakeSession } from './session-fake-auth';

/*
 * The sign-in and join forms, the password-reset landing and account deletion, rendered in
 * jsdom against the real supabase-js client with a fake `fetch`.
 */

const states = [
  { code: 'CA', name: 'California' },
  { code: 'OR', name: 'Oregon' },
];
let assigned: string[];

function stubLocation(href: string) {
  const url = new URL(href);
  assigned = [];
  history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    href: url.href,
    origin: url.origin,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    assign: (to: string) => void assigned.push(to),
  } as Location);
}

async function setup(fetch: ReturnType<typeof fakeAuthFetch>['fetch'], stored?: object) {
  if (stored) localStorage.setItem('haven-auth', JSON.stringify(stored));
  vi.stubGlobal('fetch', fetch);
  vi.resetModules();
}

// The islands load their code lazily; the first import in a file also compiles it.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', 'anon-key');
  stubLocation('http://localhost:3000/auth');
});

afterEach(async () => {
  const { getSupabase } = await import('@/lib/supabase');
  await getSupabase().auth.stopAutoRefresh();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('/auth', () => {
  test('signing in returns to a same-site ?next= path with the welcome kept for that page', async () => {
    stubLocation('http://localhost:3000/auth?next=%2Fjournal%3Fentry%3D3');
    await setup(fakeAuthFetch().fetch);
    const { default: AuthApp } = await import('@/components/account/AuthApp');
    render(<AuthApp states={states} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long phrase');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(assigned).toEqual(['/journal?entry=3']));
    expect(JSON.parse(sessionStorage.getItem('haven-flash')!)).toMatchObject({ title: 'Welcome back!' });
  });

  test('ignores a ?next= that leaves the site', async () => {
    stubLocation('http://localhost:3000/auth?next=https%3A%2F%2Fevil.example%2F');
    await setup(fakeAuthFetch().fetch);
    const { default: AuthApp } = await import('@/components/account/AuthApp');
    render(<AuthApp states={states} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long phrase');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(assigned).toEqual(['/dashboard']));
  });

  test('a refused sign-in keeps the email, clears the password and says why next to the form', async () => {
    await setup(
      fakeAuthFetch({ passwordGrant: () => ({ status: 400, body: { code: 'invalid_credentials', message: 'Invalid login credentials' } }) })
        .fetch,
    );
    const { default: AuthApp } = await import('@/components/account/AuthApp');
    render(<AuthApp states={states} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("That email and password don't match an account.");
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(assigned).toEqual([]);
  });

  test('joining with a weak password lists the reasons and keeps every answer but the password', async () => {
    stubLocation('http://localhost:3000/auth?mode=signup');
    const weak = {
      status: 422,
      body: {
        code: 'weak_password',
        message: 'Password should be at least 8 characters.',
        weak_password: { reasons: ['length'] },
      },
    };
    await setup(fakeAuthFetch({ signUp: () => weak }).fetch);
    const { default: AuthApp } = await import('@/components/account/AuthApp');
    render(<AuthApp states={states} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Choose a password'), 'short');
    await user.type(screen.getByLabelText('What should we call you?'), 'Sam');
    await user.type(screen.getByLabelText('Pronouns'), 'they/them');
    await user.selectOptions(screen.getByLabelText('US state'), 'OR');
    await user.type(screen.getByLabelText('What brings you here?'), 'Sleep has been hard.');
    await user.click(screen.getByLabelText('I am 18 or older'));
    await user.click(screen.getByRole('button', { name: 'Create my free account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please choose a stronger password.');
    expect(alert).toHaveTextContent('Use at least 8 characters.');
    expect(screen.getByLabelText('Email')).toHaveValue('new@example.com');
    expect(screen.getByLabelText('Choose a password')).toHaveValue('');
    expect(screen.getByLabelText('What should we call you?')).toHaveValue('Sam');
    expect(screen.getByLabelText('Pronouns')).toHaveValue('they/them');
    expect(screen.getByLabelText('US state')).toHaveValue('OR');
    expect(screen.getByLabelText('What brings you here?')).toHaveValue('Sleep has been hard.');
    expect(screen.getByLabelText('I am 18 or older')).toBeChecked();
  });

  test('a recovery link that did not work explains itself and offers a new one', async () => {
    stubLocation(
      'http://localhost:3000/auth?mode=reset#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    await setup(fakeAuthFetch().fetch);
    const { default: AuthApp } = await import('@/components/account/AuthApp');
    render(<AuthApp states={states} />);
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Email link is invalid or has expired.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });

  test('the forgotten-password form never says whether the address has an account', async () => {
    stubLocation('http://localhost:3000/auth?mode=forgot');
    const server = fakeAuthFetch();
    await setup(server.fetch);
    const { default: AuthApp } = await import('@/components/account/AuthApp');
    render(<AuthApp states={states} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'maybe@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses maybe@example.com, a link to choose a new password is on its way.',
    );
    const recover = server.calls.find((call) => call.path === '/auth/v1/recover');
    expect(recover?.body).toMatchObject({ email: 'maybe@example.com' });
  });

  test('a signed-in visitor is offered to continue or sign out', async () => {
    await setup(fakeAuthFetch().fetch, fakeSession(3600));
    const { default: AuthApp } = await import('@/components/account/AuthApp');
    render(<AuthApp states={states} />);
    expect(await screen.findByText('sam@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/dashboard');
  });
});
