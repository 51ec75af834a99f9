import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig, projectRoot } from '../../server/config.ts';
import { openDatabase } from '../../server/db/index.ts';
import { startServer } from '../../server/start.ts';
import { migrate } from '../../server/migrate.ts';
import { anonClient, createUserClient, serviceClient, type TestServer } from '../support/server.ts';
import { createAdmin, ok, startDbTestServer, type User } from './helpers.ts';

/**
 * The fictional sample partners (supabase/sample-partners.sql, HAVEN_SAMPLE_PARTNERS): the
 * database never holds or returns one as verified, whoever asks, and the setting decides whether
 * any exist at all. Real SQL through the embedded server; no mocks.
 */

const SAMPLE_IDS = [1, 2, 3, 4, 5].map((n) => `f0000000-0000-4000-8000-00000000000${n}`);
const SAMPLE = SAMPLE_IDS[0]!;

let server: TestServer;
let admin: User;

beforeAll(async () => {
  server = await startDbTestServer();
  admin = await createAdmin(server);
});

afterAll(() => server?.stop());

async function verifiedPartner(name: string): Promise<string> {
  const user = await createUserClient(server);
  const row = ok(
    await user.client
      .from('partners')
      .insert({
        profession: 'counselor',
        full_name: name,
        license_number: `LPC-${Date.now()}`,
        license_states: ['IL'],
        specialties: ['stress'],
      })
      .select('id')
      .single(),
  );
  ok(await admin.client.from('partners').update({ status: 'verified' }).eq('id', row.id).select('id'));
  return row.id as string;
}

describe('what the directory returns for a sample', () => {
  test('every sample is listed with is_sample and no verification date, to visitors and members alike', async () => {
    const member = await createUserClient(server);
    for (const client of [anonClient(server), member.client]) {
      const rows = ok(await client.from('partner_directory').select('id, is_sample, verified_at').in('id', SAMPLE_IDS));
      expect(rows).toHaveLength(5);
      for (const row of rows) expect(row).toMatchObject({ is_sample: true, verified_at: null });
    }
    const { rows } = await server.db.query<{ status: string; verified_at: string | null; is_sample: boolean }>(
      'select status, verified_at, is_sample from public.partners where id = any($1::uuid[])',
      [SAMPLE_IDS],
    );
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row).toEqual({ status: 'sample', verified_at: null, is_sample: true });
  });

  test('search_partners returns samples without a date, after every real listing, in both sort orders', async () => {
    const real = await verifiedPartner('Zed Real-Counselor');
    for (const p_sort of ['name', 'recent']) {
      const rows = ok(await anonClient(server).rpc('search_partners', { p_sort }).select('id, is_sample, verified_at')) as {
        id: string;
        is_sample: boolean;
        verified_at: string | null;
      }[];
      const firstSample = rows.findIndex((row) => row.is_sample);
      expect(firstSample, p_sort).toBeGreaterThan(rows.findIndex((row) => row.id === real));
      expect(rows.slice(firstSample).every((row) => row.is_sample && row.verified_at === null)).toBe(true);
      expect(rows.find((row) => row.id === real)).toMatchObject({ is_sample: false, verified_at: expect.any(String) });
    }
  });

  test('a visitor can still try the contact form on a sample (the request is kept, and read by no one)', async () => {
    ok(
      await anonClient(server)
        .from('contact_requests')
        .insert({ partner_id: SAMPLE, name: 'Sam', email: 'sam@example.test', message: 'Hello.' }),
    );
  });
});

describe('the database refuses to make a sample verified', () => {
  test('an admin cannot verify a sample, or give it a date', async () => {
    const verify = await admin.client.from('partners').update({ status: 'verified' }).eq('id', SAMPLE).select('id');
    expect(verify.error?.code).toBe('23514');
    expect(verify.error?.message).toContain('can never be verified');
    await admin.client.from('partners').update({ verified_at: new Date().toISOString() }).eq('id', SAMPLE);
    const row = ok(await admin.client.from('partners').select('status, verified_at').eq('id', SAMPLE).single());
    expect(row).toEqual({ status: 'sample', verified_at: null });
  });

  test('nor can the service role', async () => {
    const { error } = await serviceClient(server).from('partners').update({ status: 'verified' }).eq('id', SAMPLE).select('id');
    expect(error?.code).toBe('23514');
  });

  test('a real profile cannot be relabelled as a sample, and admins cannot create one', async () => {
    const real = await verifiedPartner('Yara Real-Counselor');
    const relabel = await admin.client.from('partners').update({ status: 'sample' }).eq('id', real).select('id');
    expect(relabel.error?.code).toBe('23514');
    const user = await createUserClient(server);
    const created = await admin.client
      .from('partners')
      .insert({
        user_id: user.user.id,
        profession: 'therapist',
        full_name: 'Made Up',
        license_number: 'X-1',
        license_states: ['CA'],
        status: 'sample',
      })
      .select('id');
    expect(created.error?.code).toBe('42501');
  });

  test('a professional who asks to be a sample starts pending like anyone else', async () => {
    const user = await createUserClient(server);
    const row = ok(
      await user.client
        .from('partners')
        .insert({ profession: 'therapist', full_name: 'Would-be Sample', license_number: 'X-2', license_states: ['CA'], status: 'sample' })
        .select('status, is_sample')
        .single(),
    );
    expect(row).toEqual({ status: 'pending', is_sample: false });
  });

  test('even with triggers off, a check keeps verification dates on verified rows only', async () => {
    const attempt = server.db.transaction(async (tx) => {
      await tx.query("set local session_replication_role = 'replica'");
      await tx.query('update public.partners set verified_at = now() where id = $1', [SAMPLE]);
    });
    await expect(attempt).rejects.toMatchObject({ code: '23514' });
    const user = await createUserClient(server);
    const forged = server.db.transaction(async (tx) => {
      await tx.query("set local session_replication_role = 'replica'");
      await tx.query(
        `insert into public.partners (user_id, profession, full_name, license_number, license_states, status, verified_at)
         values ($1, 'therapist', 'Forged Sample', 'X-3', '{CA}', 'sample', now())`,
        [user.user.id],
      );
    });
    await expect(forged).rejects.toMatchObject({ code: '23514' });
  });
});

describe('HAVEN_SAMPLE_PARTNERS', () => {
  test('is off unless turned on', () => {
    expect(loadConfig({}).samplePartners).toBe(false);
    expect(loadConfig({ HAVEN_SAMPLE_PARTNERS: 'on' }).samplePartners).toBe(true);
    expect(loadConfig({ HAVEN_SAMPLE_PARTNERS: 'off' }).samplePartners).toBe(false);
    expect(() => loadConfig({ HAVEN_SAMPLE_PARTNERS: 'sometimes' })).toThrow(/HAVEN_SAMPLE_PARTNERS: must be one of/);
  });

  test('off seeds no sample; switching it off removes the samples an earlier start added, on brings them back', async () => {
    // Its own PGlite data directory (never a shared HAVEN_TEST_DATABASE_URL), started three times.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'haven-samples-'));
    const start = async (setting: 'on' | 'off') => {
      const lines: string[] = [];
      const config = loadConfig({ PORT: '0', HAVEN_DATA_DIR: dir, HAVEN_LOG_REQUESTS: 'off', HAVEN_SAMPLE_PARTNERS: setting });
      const running = await startServer({ config, log: (line) => lines.push(line) });
      const counts = await running.db.query<{ partners: number; accounts: number; listed: number }>(
        `select (select count(*)::int from public.partners where is_sample) as partners,
                (select count(*)::int from auth.users where id::text like 'e0000000-%') as accounts,
                (select count(*)::int from public.partner_directory) as listed`,
      );
      const searched = ok(
        await anonClient({ url: `http://127.0.0.1:${running.port}`, anonKey: running.anonKey })
          .rpc('search_partners', {})
          .select('id'),
      );
      await running.stop();
      return { ...counts.rows[0]!, searched: (searched as unknown[]).length, lines };
    };
    try {
      const off = await start('off');
      expect(off).toMatchObject({ partners: 0, accounts: 0, listed: 0, searched: 0 });

      const on = await start('on');
      expect(on).toMatchObject({ partners: 5, accounts: 5, listed: 5, searched: 5 });
      expect(on.lines).toContain('Added 5 fictional sample partners to the directory (HAVEN_SAMPLE_PARTNERS=on).');

      const offAgain = await start('off');
      expect(offAgain).toMatchObject({ partners: 0, accounts: 0, listed: 0, searched: 0 });
      expect(offAgain.lines).toContain('Removed 5 fictional sample partners from the directory (HAVEN_SAMPLE_PARTNERS is off).');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 300_000);
});

describe('upgrading a database seeded before samples existed', () => {
  test('the sample ids the old seed.sql listed as verified become samples, with no date', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'haven-samples-upgrade-'));
    const all = path.join(projectRoot, 'supabase/migrations');
    const before = path.join(dir, 'migrations');
    await mkdir(before);
    for (const name of await readdir(all)) if (name < '20261121070500') await copyFile(path.join(all, name), path.join(before, name));
    const db = await openDatabase({});
    try {
      await migrate(db, { migrationsDir: before });
      // What the old seed.sql inserted: a fictional partner, verified.
      await db.exec(`
        insert into auth.users (id, aud, role, email) values
          ('e0000000-0000-4000-8000-000000000001', 'authenticated', 'authenticated', 'demo-partner-1@example.org');
        insert into public.partners (id, user_id, profession, full_name, license_number, license_states, status) values
          ('${SAMPLE}', 'e0000000-0000-4000-8000-000000000001', 'psychologist', 'Dr. Imani Achterberg', 'DEMO-PSY-10427', '{CA}', 'verified');
      `);
      expect((await db.query('select verified_at from public.partners')).rows[0]?.['verified_at']).not.toBeNull();
      await migrate(db, { migrationsDir: all });
      const { rows } = await db.query('select status, is_sample, verified_at from public.partners where id = $1', [SAMPLE]);
      expect(rows).toEqual([{ status: 'sample', is_sample: true, verified_at: null }]);
    } finally {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
