import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export { expectAccessible } from '../support/axe';

/**
 * Helpers for the companion's browser tests (tests/e2e/companion*.spec.ts): accounts made
 * through the auth API with the session stored where supabase-js keeps it, the service-role
 * client for anonymous counts, and axe in both themes.
 */
export const baseURL = `http://127.0.0.1:${process.env['HAVEN_E2E_PORT'] ?? 4399}`;
const dataDir = path.resolve(process.env['HAVEN_E2E_DATA_DIR'] ?? '.haven-test-data/e2e');
const nodeAuth = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

function keys(): { anonKey: string; serviceRoleKey: string } {
  return JSON.parse(readFileSync(path.join(dataDir, 'keys.json'), 'utf8')) as { anonKey: string; serviceRoleKey: string };
}

export const service = () => createClient(baseURL, keys().serviceRoleKey, nodeAuth);

export interface Member {
  id: string;
  client: SupabaseClient;
  session: string;
}

/** A new account whose session is put into localStorage before any page script runs. */
export async function member(prefix = 'wren'): Promise<Member> {
  const client = createClient(baseURL, keys().anonKey, nodeAuth);
  const email = `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const { data, error } = await client.auth.signUp({ email, password: 'calm-harbour-lantern-42' });
  if (error || !data.session) throw new Error(`Sign-up failed: ${error?.message ?? 'no session'}`);
  return { id: data.session.user.id, client, session: JSON.stringify(data.session) };
}

export async function signInOn(page: Page, m: Member) {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('haven-auth')) localStorage.setItem('haven-auth', value);
  }, m.session);
}

export async function chatReferrals(): Promise<number> {
  const { count, error } = await service().from('crisis_referrals').select('id', { count: 'exact', head: true }).eq('surface', 'chat');
  if (error) throw new Error(error.message);
  return count ?? 0;
}

/**
 * Types a message and measures, inside the page, the time from the Enter key to the moment the
 * message and "Wren is thinking…" are both on screen.
 */
export async function sendAndMeasure(page: Page, text: string): Promise<number> {
  const box = page.getByLabel('Message Wren');
  await box.fill(text);
  await page.evaluate(() => {
    const w = window as unknown as { __wrenSentAt?: number; __wrenShownAt?: number };
    delete w.__wrenShownAt;
    const area = document.getElementById('wren-message')!;
    area.addEventListener(
      'keydown',
      (e) => {
        if (e.key === 'Enter') w.__wrenSentAt = performance.now();
      },
      { capture: true, once: true },
    );
    const seen = () => {
      const status = [...document.querySelectorAll('[role="status"]')].some((n) => n.textContent?.includes('is thinking'));
      if (status && w.__wrenSentAt !== undefined && w.__wrenShownAt === undefined) {
        w.__wrenShownAt = performance.now();
        observer.disconnect();
      }
    };
    const observer = new MutationObserver(seen);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await box.press('Enter');
  const ms = await page.waitForFunction(() => {
    const w = window as unknown as { __wrenSentAt?: number; __wrenShownAt?: number };
    return w.__wrenShownAt !== undefined && w.__wrenSentAt !== undefined ? w.__wrenShownAt - w.__wrenSentAt : null;
  });
  return (await ms.jsonValue()) as number;
}
