import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { enrollTotp } from '../support/mfa.ts';
import { createUserClient, serviceClient, startTestServer, testEmail, type TestServer } from '../support/server.ts';

/** scripts/create-admin.ts against a running embedded server, both ways it can find the key. */

let server: TestServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'admin-create-script-'));
  server = await startTestServer({ dataDir });
});

afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

function run(args: string[], env: Record<string, string>): Promise<{ code: number; out: string; err: string }> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('SUPABASE_') && name !== 'HAVEN_DATA_DIR'),
  );
  return new Promise((resolve) => {
    execFile(process.execPath, ['scripts/create-admin.ts', ...args], { env: { ...clean, ...env } }, (error, out, err) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });
}

const roleOf = async (id: string) => (await serviceClient(server).auth.admin.getUserById(id)).data.user?.app_metadata['role'];

test('promotes an existing account with the key from HAVEN_DATA_DIR, audits it, and is safe to repeat', async () => {
  const member = await createUserClient(server);
  const env = { HAVEN_DATA_DIR: dataDir, HAVEN_URL: server.url };
  const first = await run([member.email.toUpperCase()], env);
  expect(first).toMatchObject({
    code: 0,
    out: `${member.email} is now an admin. They get the admin area at /admin the next time they sign in, after setting up a code from an authenticator app.\n`,
  });
  expect(await roleOf(member.user.id)).toBe('admin');
  const audit = await serviceClient(server).from('audit_log').select('actor_id, action, details').eq('row_id', member.user.id);
  expect(audit.data).toEqual([
    { actor_id: null, action: 'user.role_changed', details: { from: 'user', to: 'admin', via: 'scripts/create-admin.ts' } },
  ]);

  await member.client.auth.refreshSession();
  expect((await member.client.rpc('is_admin_role')).data).toBe(true);
  // Admin powers come with the second factor (aal2).
  expect((await member.client.rpc('is_admin')).data).toBe(false);
  await enrollTotp(member.client);
  expect((await member.client.rpc('is_admin')).data).toBe(true);

  const again = await run([member.email], env);
  expect(again).toMatchObject({ code: 0, out: `${member.email} is already an admin.\n` });
});

test('works against a Supabase URL and service key, and never creates an account', async () => {
  const member = await createUserClient(server);
  const hosted = { SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: server.serviceRoleKey };
  expect((await run([member.email], hosted)).code).toBe(0);
  expect(await roleOf(member.user.id)).toBe('admin');

  const stranger = testEmail('stranger');
  const missing = await run([stranger], hosted);
  expect(missing.code).toBe(1);
  expect(missing.err).toContain(`No account uses ${stranger}. Sign up on the site with that address first`);
  const { data } = await serviceClient(server).auth.admin.listUsers({ perPage: 1000 });
  expect(data.users.some((user) => user.email === stranger)).toBe(false);
});

test('explains its usage and a missing key file', async () => {
  expect(await run([], {})).toMatchObject({ code: 2, err: 'Usage: node scripts/create-admin.ts <email>\n' });
  const noKeys = await run(['someone@example.test'], { HAVEN_DATA_DIR: path.join(dataDir, 'nowhere') });
  expect(noKeys.code).toBe(1);
  expect(noKeys.err).toContain('Start Haven once (npm start) so it creates its keys, or set HAVEN_DATA_DIR.');
  // Keys found, but no server where it looks: say so, and what to do, instead of "fetch failed".
  const noServer = await run(['someone@example.test'], { HAVEN_DATA_DIR: dataDir, HAVEN_URL: 'http://127.0.0.1:9' });
  expect(noServer.code).toBe(1);
  expect(noServer.err).toContain('No Haven server answered at http://127.0.0.1:9');
  expect(noServer.err).toContain('Start it with npm start');
  expect(noServer.err).not.toContain('fetch failed');
});
