import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { storageKeys } from '@/config/haven';

let client: SupabaseClient | undefined;

/**
 * The one browser client. With `PUBLIC_SUPABASE_URL` unset the site talks to the
 * embedded server that serves it (same origin); set it to use hosted Supabase.
 */
export function getSupabase(): SupabaseClient {
  if (client) return client;
  const url = import.meta.env.PUBLIC_SUPABASE_URL || window.location.origin;
  const key = import.meta.env.PUBLIC_SUPABASE_ANON_KEY;
  if (!key) throw new Error('PUBLIC_SUPABASE_ANON_KEY is not set: the site was built without a backend key.');
  client = createClient(url, key, {
    // Retries are the data cache's job (@/lib/query-cache: none on 4xx, up to 2 otherwise).
    // postgrest-js's own retries would multiply them and keep an offline page waiting seconds
    // before it can show what is kept on the device.
    db: { retry: false },
    auth: { storageKey: storageKeys.session, persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
  return client;
}
