/**
 * Asks the static host to rebuild the site after library articles change.
 *
 * On hosted Supabase, add a database webhook on `library_articles` (insert, update, delete)
 * that POSTs here with the service role key; set `HAVEN_DEPLOY_HOOK_URL` to the host's deploy
 * hook (Netlify, Cloudflare Pages, Vercel …). The embedded server does not need this: it
 * listens for the `haven_rebuild` notification and rebuilds `dist/` itself.
 */
import { createClient } from '@supabase/supabase-js';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function isTrusted(request: Request): Promise<boolean> {
  const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (!token) return false;
  if (token === Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')) return true;
  // An admin signed in to the admin area may also ask for a rebuild.
  const client = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_ANON_KEY')!, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data } = await client.rpc('is_admin');
  return data === true;
}

Deno.serve(async (request) => {
  if (request.method !== 'POST') return json({ error: 'Use POST.' }, 405);
  if (!(await isTrusted(request))) return json({ error: 'Only the service role or an admin can trigger a rebuild.' }, 403);
  const hook = Deno.env.get('HAVEN_DEPLOY_HOOK_URL');
  if (!hook) return json({ triggered: false, reason: 'HAVEN_DEPLOY_HOOK_URL is not set; nothing to call.' });
  try {
    const response = await fetch(hook, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    if (!response.ok) return json({ triggered: false, reason: `The deploy hook answered ${response.status}.` }, 502);
    return json({ triggered: true }, 202);
  } catch {
    return json({ triggered: false, reason: 'The deploy hook could not be reached.' }, 502);
  }
});
