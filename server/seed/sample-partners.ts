import { readFile } from 'node:fs/promises';
import type { Database } from '../db/index.ts';

export interface SamplePartnersResult {
  /** Sample rows in the directory afterwards (0 when the setting is off). */
  listed: number;
  /** Sample rows added (on) or removed (off) by this call. */
  changed: number;
}

const countSamples = 'select count(*)::int as n from public.partners where is_sample';

// Deleting the accounts removes their partner rows, and the requests sent to them, by cascade.
const removeSamples = `
  delete from auth.users where id in (select user_id from public.partners where is_sample);
  delete from public.partners where is_sample;
`;

/**
 * Brings the fictional sample partners in line with HAVEN_SAMPLE_PARTNERS, after the
 * migrations: `enabled` runs `file` (supabase/sample-partners.sql, idempotent: rows already
 * there are kept as they are); otherwise every sample row and its password-less account is
 * deleted, so a deployment that once had them (the old seed.sql) lists none. The database itself
 * keeps samples from ever being verified (see the migration that added them).
 *
 * @example
 * await applySamplePartners(db, { enabled: config.samplePartners, file: config.samplePartnersFile });
 */
export async function applySamplePartners(db: Database, options: { enabled: boolean; file: string }): Promise<SamplePartnersResult> {
  if (!options.enabled) {
    // The usual restart with samples off: nothing to delete, so no transaction (one read). A
    // database whose migrations (HAVEN_MIGRATIONS_DIR) have no partners table has none to delete.
    const table = (await db.query<{ t: string | null }>(`select to_regclass('public.partners')::text as t`)).rows[0]?.t ?? null;
    if (table === null) return { listed: 0, changed: 0 };
    const listed = (await db.query<{ n: number }>(countSamples)).rows[0]?.n ?? 0;
    if (listed === 0) return { listed: 0, changed: 0 };
  }
  const sql = options.enabled ? await readFile(options.file, 'utf8') : removeSamples;
  return db.transaction(async (tx) => {
    const before = (await tx.query<{ n: number }>(countSamples)).rows[0]?.n ?? 0;
    await tx.exec(sql);
    const after = (await tx.query<{ n: number }>(countSamples)).rows[0]?.n ?? 0;
    return { listed: after, changed: Math.abs(after - before) };
  });
}
