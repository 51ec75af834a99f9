/**
 * Makes the signed-in caller a Haven partner: `POST` a profile (see profile-schema.ts) and the
 * function creates their partners row, which always starts `pending`, then sets
 * `app_metadata.role = 'partner'` through the auth admin API. Only the service role may set
 * app_metadata, which is why this is a function and not a browser call.
 *
 * The row is written with the caller's own token, so row-level security, the verification
 * guard and the table's checks apply exactly as for any other client. Calling it again is
 * safe: an existing profile is kept as it is (edit it from the dashboard) and the role is set.
 *
 * Answers: 201 `{ partner, created: true }`, 200 `{ partner, created: false }`,
 * 400 `{ error, fields? }`, 401 when not signed in, 403 for an anonymous (guest) account, which
 * the database also refuses, or for an account with two-step sign-in whose session has not had
 * its code (aal1; the database's message), 405 for other methods.
 */
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import { fieldErrors, profileSchema } from './profile-schema.ts';

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { ...corsHeaders, 'Content-Type': 'application/json' } });

const partnerColumns = 'id, status, verified_at, profession, full_name, created_at';
const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

function env(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

async function caller(request: Request): Promise<{ user: User; client: SupabaseClient } | null> {
  const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  if (!token) return null;
  const client = createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: noSession,
  });
  const { data, error } = await client.auth.getUser(token);
  return error || !data.user ? null : { user: data.user, client };
}

/** Database refusals a person can fix, in their words; anything else is our fault. */
function refusal(error: { code?: string; message: string }): string | null {
  if (error.code === '23514' || error.code === '23502' || error.code === '22001' || error.code === '23503') {
    return error.message.includes('US state')
      ? error.message
      : 'Some of these details could not be saved. Please check them and try again.';
  }
  if (error.code === '23505') return 'This account already has a partner profile.';
  return null;
}

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
  if (request.method !== 'POST') return json({ error: 'Use POST.' }, 405);

  const who = await caller(request);
  if (!who) return json({ error: 'Please sign in first.' }, 401);
  if (who.user.is_anonymous) {
    return json({ error: 'A partner profile needs an account with an email address. Please finish creating your account first.' }, 403);
  }

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json({ error: 'The profile must be sent as JSON.' }, 400);
  }
  const parsed = profileSchema.safeParse(body);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    return json({ error: Object.values(fields)[0] ?? 'Please check your details.', fields }, 400);
  }

  const existing = await who.client.from('partners').select(partnerColumns).eq('user_id', who.user.id).maybeSingle();
  // The database refuses the profile of an account with two-step sign-in to a session without its code.
  if (existing.error?.code === '42501') return json({ error: existing.error.message }, 403);
  if (existing.error) return json({ error: 'Your profile could not be checked. Please try again.' }, 500);

  let partner = existing.data;
  if (!partner) {
    const inserted = await who.client
      .from('partners')
      .insert({ ...parsed.data, user_id: who.user.id })
      .select(partnerColumns)
      .single();
    if (inserted.error) {
      const reason = refusal(inserted.error);
      return json({ error: reason ?? 'Your profile could not be saved. Please try again.' }, reason ? 400 : 500);
    }
    partner = inserted.data;
  }

  // An admin who also lists a practice keeps the admin role; everyone else becomes a partner.
  if (who.user.app_metadata?.['role'] !== 'admin' && who.user.app_metadata?.['role'] !== 'partner') {
    const admin = createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), { auth: noSession });
    const { error } = await admin.auth.admin.updateUserById(who.user.id, { app_metadata: { role: 'partner' } });
    if (error) return json({ error: 'Your profile was saved, but your account could not be updated. Please try again.' }, 500);
  }

  return json({ partner, created: !existing.data }, existing.data ? 200 : 201);
});
