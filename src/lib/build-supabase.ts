import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';

let client: SupabaseClient<Database> | undefined;

/**
 * The client used while building the static site (content loader, home page).
 * `HAVEN_BUILD_SUPABASE_URL` lets the embedded server hand the build its own address;
 * otherwise the public URL is used, as on hosted Supabase.
 */
export function getBuildSupabase(): SupabaseClient<Database> {
  if (client) return client;
  const url = process.env['HAVEN_BUILD_SUPABASE_URL'] || process.env['PUBLIC_SUPABASE_URL'] || import.meta.env.PUBLIC_SUPABASE_URL;
  const key = process.env['PUBLIC_SUPABASE_ANON_KEY'] || import.meta.env.PUBLIC_SUPABASE_ANON_KEY;
  if (!url || !key) {
    throw new Error(
      'The build needs the backend: set PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY, or build with `npm run build`, which starts the embedded server.',
    );
  }
  client = createClient<Database>(url, key, { auth: { persistSession: false, autoRefreshToken: false } });
  return client;
}
