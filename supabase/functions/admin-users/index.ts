/**
 * User administration for the admin area. Admins cannot read `auth.users` through the Data API,
 * so this function does it with the service-role key, after checking the caller twice: their
 * token must pass `is_admin()` in the database, and their account must still have
 * `app_metadata.role = 'admin'` now (a token issued before a demotion is refused).
 *
 * `POST` JSON:
 *   `{ action: 'list', email?, page?, perPage? }` → 200 `{ users, total, matched, page, perPage }`
 *   `{ action: 'set_role', userId, role }`       → 200 `{ user, changed }`
 * Each user is `{ id, email, created_at, last_sign_in_at, role }` and nothing more.
 * Errors: 400 `{ error }`, 401 not signed in, 403 not an admin, 404 no such account,
 * 409 an admin changing their own role, 405 other methods, 500 `{ error }`.
 *
 * Role changes are audited here, with the service role (`user.role_changed` in audit_log,
 * actor = the calling admin, details = from/to). The function is the only place a role can be
 * changed and it already holds the service key, so no API role needs a way to write audit rows;
 * if the audit row cannot be written, the role is put back and the call fails.
 */
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import { z } from 'zod';
import { listUsers, roleOf, roles, setRole, toAdminUser } from './accounts.ts';

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { ...corsHeaders, 'Content-Type': 'application/json' } });

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

const requestSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('list'),
    email: z.string().trim().max(254).optional(),
    page: z.number().int().min(1).max(10_000).default(1),
    perPage: z.number().int().min(1).max(100).default(25),
  }),
  z.object({
    action: z.literal('set_role'),
    userId: z.uuid(),
    role: z.enum(roles),
  }),
]);

function env(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

type CallerCheck = { user: User } | { status: 401 | 403; error: string };

async function checkCaller(request: Request): Promise<CallerCheck> {
  const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  if (!token) return { status: 401, error: 'Please sign in first.' };
  const client = createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: noSession,
  });
  // The auth server reads the account as it is now, not as the token remembers it.
  const { data, error } = await client.auth.getUser(token);
  if (error || !data.user) return { status: 401, error: 'Please sign in first.' };
  const { data: isAdmin } = await client.rpc('is_admin');
  if (isAdmin !== true || roleOf(data.user) !== 'admin') {
    return { status: 403, error: 'Only Haven admins can manage accounts.' };
  }
  return { user: data.user };
}

async function changeRole(admin: SupabaseClient, actor: User, userId: string, role: (typeof roles)[number]) {
  if (userId === actor.id) return json({ error: 'You can’t change your own role. Ask another admin to do it.' }, 409);
  const found = await admin.auth.admin.getUserById(userId);
  if (found.error || !found.data.user) return json({ error: 'No account has that id.' }, 404);
  const from = roleOf(found.data.user);
  if (from === role) return json({ user: toAdminUser(found.data.user), changed: false });

  const updated = await setRole(admin, userId, role);
  const audit = await admin.from('audit_log').insert({
    actor_id: actor.id,
    action: 'user.role_changed',
    table_name: 'auth.users',
    row_id: userId,
    details: { from, to: role },
  });
  if (audit.error) {
    await setRole(admin, userId, from).catch(() => undefined);
    return json({ error: 'The change could not be recorded, so it was not made. Please try again.' }, 500);
  }
  return json({ user: toAdminUser(updated), changed: true });
}

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
  if (request.method !== 'POST') return json({ error: 'Use POST.' }, 405);

  const caller = await checkCaller(request);
  if (!('user' in caller)) return json({ error: caller.error }, caller.status);

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json({ error: 'Send the request as JSON.' }, 400);
  }
  const parsed = requestSchema.safeParse(body);
  if (!parsed.success) return json({ error: 'That request is not one this function understands.' }, 400);

  const serviceKey = env('SUPABASE_SERVICE_ROLE_KEY');
  const admin = createClient(env('SUPABASE_URL'), serviceKey, { auth: noSession });
  try {
    const input = parsed.data;
    if (input.action === 'list') {
      return json(await listUsers({ url: env('SUPABASE_URL'), serviceKey }, input));
    }
    return await changeRole(admin, caller.user, input.userId, input.role);
  } catch {
    return json({ error: 'Accounts could not be reached just now. Please try again.' }, 500);
  }
});
