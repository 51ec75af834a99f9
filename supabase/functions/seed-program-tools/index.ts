// seed-program-tools: checks and repairs the worksheets of the six-week programs (spec section 7).
//
//   POST {"action": "validate"} → {programs, tools, missing, problems}      (any caller with a valid JWT)
//   POST {"action": "setup"}    → {added, updated, programs, tools, missing, problems}
//                                  (the service role or an admin; adds the program_tools rows the
//                                   weeks define but the table lacks, and refreshes outdated ones)
//
// The database client forwards the caller's token, so row-level security decides what is read
// and written: members see published programs only, and only admins may write program_tools.
import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@2';
import { compareTools, type ProgramRow, type ToolRow, type WeekRow } from './report.ts';

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const reply = (body: unknown, status = 200) => Response.json(body, { status, headers: corsHeaders });

/** The `role` claim of the caller's JWT. The gateway has verified the token (verify_jwt = true). */
function tokenRole(token: string): string | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const role = (JSON.parse(json) as { role?: unknown }).role;
    return typeof role === 'string' ? role : null;
  } catch {
    return null;
  }
}

async function readAll(client: SupabaseClient) {
  const [programs, weeks, tools] = await Promise.all([
    client.from('programs').select('id, slug'),
    client.from('program_weeks').select('program_id, week, tools'),
    client.from('program_tools').select('program_id, week, tool_key, title, kind, definition'),
  ]);
  const error = programs.error ?? weeks.error ?? tools.error;
  if (error) throw new Error(error.message);
  return compareTools(programs.data as ProgramRow[], weeks.data as WeekRow[], tools.data as ToolRow[]);
}

Deno.serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (req.method !== 'POST') return reply({ error: 'Use POST with {"action": "setup"} or {"action": "validate"}.' }, 405);

  let action: unknown;
  try {
    action = ((await req.json()) as { action?: unknown } | null)?.action;
  } catch {
    action = undefined;
  }
  if (action !== 'setup' && action !== 'validate') {
    return reply({ error: 'Send {"action": "setup"} or {"action": "validate"}.' }, 400);
  }

  const authorization = req.headers.get('Authorization') ?? '';
  const token = /^Bearer\s+(.+)$/i.exec(authorization)?.[1] ?? '';
  const client = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_ANON_KEY')!, {
    global: { headers: { Authorization: authorization } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

  try {
    if (action === 'validate') return reply((await readAll(client)).report);

    const isService = token === Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') || tokenRole(token) === 'service_role';
    if (!isService) {
      const { data: isAdmin, error } = await client.rpc('is_admin');
      if (error || isAdmin !== true) return reply({ error: 'Only an administrator can set up program tools.' }, 403);
    }

    const before = await readAll(client);
    if (before.upserts.length > 0) {
      const { error } = await client.from('program_tools').upsert(before.upserts, { onConflict: 'program_id,tool_key' });
      if (error) return reply({ error: `Program tools could not be saved: ${error.message}` }, 500);
    }
    const after = await readAll(client);
    const added = before.report.missing.length - after.report.missing.length;
    return reply({ added, updated: before.upserts.length - before.report.missing.length, ...after.report });
  } catch (error) {
    console.error(`seed-program-tools ${action} failed: ${(error as Error).message}`);
    return reply({ error: 'Program tools could not be read. Please try again.' }, 500);
  }
});
