import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { fakeAuthFetch, fakeSession } from './session-fake-auth';

/*
 * A members-only island hydrates after another island on the page (client:idle after
 * client:load) has already read the session. Its first client render must still match the
 * server's "Loading...": Preact (preact/compat) hydrates without comparing, keeping the server's
 * attributes and patching only text, so a first render that differs leaves a tool dressed in the
 * placeholder's classes and attributes. Nothing reports it, so the test compares the two renders.
 */

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', 'anon-key');
  vi.stubGlobal('fetch', fakeAuthFetch().fetch);
  localStorage.setItem('haven-auth', JSON.stringify(fakeSession(3600)));
  vi.resetModules();
});

afterEach(async () => {
  const { getSupabase } = await import('@/lib/supabase');
  await getSupabase().auth.stopAutoRefresh();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

test('hydrates cleanly when the session was read before it, then shows the member’s tool', async () => {
  const { MemberArea } = await import('@/components/site/MemberArea');
  const { sessionReady } = await import('@/stores/session');
  const island = <MemberArea>{(user) => <p>Tool for {user.email}</p>}</MemberArea>;
  const container = document.createElement('div');
  container.innerHTML = renderToString(island);
  document.body.append(container);
  expect(container.textContent).toBe('Loading...');

  await sessionReady();
  // The first client render, before any effect runs (Preact renders synchronously).
  const firstRender = document.createElement('div');
  const root = createRoot(firstRender);
  root.render(island);
  expect(firstRender.innerHTML).toBe(container.innerHTML);
  root.unmount();

  await act(async () => {
    hydrateRoot(container, island);
  });
  expect(container.innerHTML).toBe('<p>Tool for sam@example.com</p>');
});
