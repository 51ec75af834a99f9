/**
 * Makes an existing Haven account an admin: `node scripts/create-admin.ts <email>`.
 *
 * It never creates an account or sets a password: sign up on the site first, then run this.
 * It sets `app_metadata.role = 'admin'` through the auth admin API with the service-role key
 * and records the change in audit_log. The person gets admin access the next time they sign in
 * (or within the hour, when their session refreshes), once the admin area has walked them
 * through setting up a code from an authenticator app (the database requires aal2).
 *
 * Where it connects:
 *   hosted Supabase  SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY
 *   embedded server  the key from `$HAVEN_DATA_DIR/keys.json` (default `.haven-data`) and the
 *                    server at HAVEN_URL (default `http://localhost:$PORT`, PORT 4321), which
 *                    must be running (`npm start`)
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import { projectRoot } from '../server/config.ts';

class Refusal extends Error {}

async function target(env: NodeJS.ProcessEnv): Promise<{ url: string; serviceKey: string; where: string }> {
  if (env['SUPABASE_URL'] && env['SUPABASE_SERVICE_ROLE_KEY']) {
    return { url: env['SUPABASE_URL'], serviceKey: env['SUPABASE_SERVICE_ROLE_KEY'], where: env['SUPABASE_URL'] };
  }
  if (env['SUPABASE_URL'] || env['SUPABASE_SERVICE_ROLE_KEY']) {
    throw new Refusal('Set both SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY for hosted Supabase, or neither for the local server.');
  }
  const dataDir = path.resolve(projectRoot, env['HAVEN_DATA_DIR'] || '.haven-data');
  const keysFile = path.join(dataDir, 'keys.json');
  let serviceKey: unknown;
  try {
    serviceKey = (JSON.parse(await readFile(keysFile, 'utf8')) as { serviceRoleKey?: unknown }).serviceRoleKey;
  } catch {
    throw new Refusal(`Could not read ${keysFile}. Start Haven once (npm start) so it creates its keys, or set HAVEN_DATA_DIR.`);
  }
  if (typeof serviceKey !== 'string') throw new Refusal(`${keysFile} has no serviceRoleKey.`);
  const url = env['HAVEN_URL'] || `http://localhost:${env['PORT'] || '4321'}`;
  return { url, serviceKey, where: `${url} (keys from ${keysFile})` };
}

async function findByEmail(client: SupabaseClient, email: string, where: string): Promise<User | null> {
  for (let page = 1; ; page++) {
    const { data, error } = await client.auth.admin.listUsers({ page, perPage: 1000 });
    // supabase-js reports a server that is not there as a retryable fetch error, not a refusal.
    if (error?.name === 'AuthRetryableFetchError')
      throw new Refusal(
        `No Haven server answered at ${where}. Start it with npm start, or set HAVEN_URL to the server that uses these keys.`,
      );
    if (error) throw new Refusal(`The auth server refused to list accounts: ${error.message}`);
    const found = data.users.find((user) => user.email?.toLowerCase() === email);
    if (found) return found;
    if (data.users.length < 1000) return null;
  }
}

async function main(args: string[]): Promise<number> {
  const email = args[0]?.trim().toLowerCase();
  if (!email || args.length !== 1 || !email.includes('@')) {
    console.error('Usage: node scripts/create-admin.ts <email>');
    return 2;
  }
  const { url, serviceKey, where } = await target(process.env);
  const client = createClient(url, serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });

  let user: User | null;
  try {
    user = await findByEmail(client, email, where);
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal(`Could not reach ${where}. Is Haven running?`);
  }
  if (!user) throw new Refusal(`No account uses ${email}. Sign up on the site with that address first, then run this again.`);

  const from = typeof user.app_metadata['role'] === 'string' ? user.app_metadata['role'] : 'user';
  if (from === 'admin') {
    console.info(`${email} is already an admin.`);
    return 0;
  }
  const { error } = await client.auth.admin.updateUserById(user.id, { app_metadata: { role: 'admin' } });
  if (error) throw new Refusal(`The role could not be changed: ${error.message}`);
  const audit = await client.from('audit_log').insert({
    action: 'user.role_changed',
    table_name: 'auth.users',
    row_id: user.id,
    details: { from, to: 'admin', via: 'scripts/create-admin.ts' },
  });
  if (audit.error) console.warn(`The change was made but could not be written to audit_log: ${audit.error.message}`);
  console.info(
    `${email} is now an admin. They get the admin area at /admin the next time they sign in, after setting up a code from an authenticator app.`,
  );
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Refusal ? error.message : error);
  process.exitCode = 1;
}
