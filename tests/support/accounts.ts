import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { enrollTotp } from './mfa.ts';

/**
 * Accounts for browser tests and measurements against a running Haven (the e2e server, or the
 * one `scripts/lighthouse.ts` measures): made with the service-role key from the server's
 * `keys.json`, signed in through the auth API with supabase-js, as a member's browser would.
 */

/** supabase-js in Node: no storage, no refresh timer, no URL to read a session from. */
export const nodeAuth = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

export interface ServerKeys {
  anonKey: string;
  serviceRoleKey: string;
}

/** The keys the server in `dataDir` signs with. */
export function readKeys(dataDir: string): ServerKeys {
  return JSON.parse(readFileSync(path.join(dataDir, 'keys.json'), 'utf8')) as ServerKeys;
}

export interface Person {
  email: string;
  password: string;
  client: SupabaseClient;
  /** The session after signing in (and, for an admin with `secondFactor`, after the code). */
  session: Session;
}

export interface PersonOptions {
  /** `app_metadata.role`; none for a member. */
  role?: 'admin' | null;
  /** The start of the made-up email address (`<prefix>-<random>@example.test`). */
  emailPrefix: string;
  password?: string;
  displayName?: string;
  /** Enrol and verify a TOTP factor after signing in (the session is then aal2). */
  secondFactor?: boolean;
}

/** A confirmed account signed in with its password through supabase-js. */
export async function createPerson(baseUrl: string, keys: ServerKeys, options: PersonOptions): Promise<Person> {
  const password = options.password ?? 'calm-harbour-lantern-42';
  const email = `${options.emailPrefix}-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const created = await createClient(baseUrl, keys.serviceRoleKey, nodeAuth).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    app_metadata: options.role ? { role: options.role } : {},
    ...(options.displayName ? { user_metadata: { display_name: options.displayName } } : {}),
  });
  if (created.error) throw created.error;
  const client = createClient(baseUrl, keys.anonKey, nodeAuth);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  if (!options.secondFactor) return { email, password, client, session: data.session };
  await enrollTotp(client);
  const { data: raised } = await client.auth.getSession();
  return { email, password, client, session: raised.session! };
}

/** Enrols the signed-in member in a program (its first week). */
export async function enrolIn(client: SupabaseClient, slug: string): Promise<void> {
  const { data: program, error } = await client.from('programs').select('id').eq('slug', slug).single();
  if (error) throw error;
  const enrolled = await client.from('program_enrolments').insert({ program_id: (program as { id: string }).id });
  if (enrolled.error) throw enrolled.error;
}

/**
 * Joins the partner directory through partner-onboarding as a counselor in Oregon. The partner
 * role is in the next token (`client.auth.refreshSession()`).
 */
export async function joinAsPartner(client: SupabaseClient, fullName: string): Promise<void> {
  const joined = await client.functions.invoke('partner-onboarding', {
    body: {
      profession: 'counselor',
      full_name: fullName,
      credentials: 'LPC',
      license_number: `LPC-${crypto.randomUUID().slice(0, 8)}`,
      license_states: ['OR'],
      specialties: ['stress'],
      languages: ['English'],
      bio: 'I help people with stress at work and at home, online across Oregon.',
    },
  });
  if (joined.error) throw new Error(`Joining as a partner failed: ${joined.error instanceof Error ? joined.error.message : 'no answer'}`);
}
