import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAdmin, type User } from '../db/helpers.ts';
import { createUserClient, startTestServer, type TestServer } from '../support/server.ts';

/**
 * Every edge function in supabase/functions on real Deno (the `deno` npm package, the runtime
 * Supabase deploys functions to), not the embedded server's in-process shim: `deno check`
 * type-checks it with its own deno.json, then `deno run` serves it (`Deno.serve`) with the
 * environment hosted Supabase gives functions, pointed at a running embedded server, and one
 * real request gets the same answer from Deno as from the embedded `/functions/v1/<name>`.
 *
 * Deno resolves `npm:` specifiers from this project's node_modules (`--node-modules-dir=manual`)
 * and may fetch nothing (`--cached-only --no-remote`, a fresh DENO_DIR); the functions may reach
 * only this machine (`--allow-net=127.0.0.1`).
 */

const functionsDir = path.resolve('supabase/functions');
const FUNCTIONS = ['admin-users', 'companion-chat', 'partner-onboarding', 'rebuild', 'safety-screen', 'seed-program-tools'];

/** The Deno executable the `deno` package installed for this platform. */
function denoBinary(): string {
  const require = createRequire(import.meta.url);
  return (require('deno/install_api.cjs') as { runInstall(): string }).runInstall();
}

let deno: string;
let denoDir: string;
let server: TestServer;
let member: Awaited<ReturnType<typeof createUserClient>>;
let admin: User;
let hook: Server;
let hookCalls = 0;
const running: ChildProcess[] = [];
const ports = new Map<string, number>();

function denoEnv(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, DENO_DIR: denoDir, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' };
}

/** Flags shared by check and run: this function's deno.json (if any), node_modules, no downloads. */
function flags(name: string): string[] {
  const config = path.join(functionsDir, name, 'deno.json');
  return ['--node-modules-dir=manual', '--cached-only', '--no-remote', ...(existsSync(config) ? ['--config', config] : [])];
}

/** Starts `deno run` on the function with hosted Supabase's variables; resolves with its port. */
function serve(name: string, extraEnv: Record<string, string> = {}): Promise<number> {
  const child = spawn(
    deno,
    ['run', ...flags(name), '--allow-env', '--allow-read', '--allow-net=127.0.0.1', path.join(functionsDir, name, 'index.ts')],
    {
      env: {
        ...denoEnv(),
        // Deno.serve(handler) listens here (an ephemeral port), as the edge runtime picks its own.
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        SUPABASE_URL: server.url,
        SUPABASE_ANON_KEY: server.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: server.serviceRoleKey,
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Listening on http:\/\/127\.0\.0\.1:(\d+)\//.exec(output)?.[1];
      if (port) resolve(Number(port));
    };
    child.stdout.on('data', listen);
    child.stderr.on('data', listen);
    child.on('exit', (code) => reject(new Error(`deno run ${name} exited (${code}) before listening:\n${output}`)));
  });
}

/** Sends the same request to the function on Deno and through the embedded server. */
async function both(name: string, token: string, body: unknown) {
  const init = (): RequestInit => ({
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, apikey: server.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const onDeno = await fetch(`http://127.0.0.1:${ports.get(name)}/${name}`, init());
  const onDenoBody = (await onDeno.json()) as Record<string, unknown>;
  const embedded = await fetch(`${server.url}/functions/v1/${name}`, init());
  const embeddedBody = (await embedded.json()) as Record<string, unknown>;
  return { status: onDeno.status, body: onDenoBody, embedded: { status: embedded.status, body: embeddedBody } };
}

beforeAll(async () => {
  deno = denoBinary();
  denoDir = await mkdtemp(path.join(tmpdir(), 'haven-deno-'));
  hook = createServer((request, response) => {
    hookCalls += 1;
    request.resume();
    response.writeHead(200).end('{}');
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  server = await startTestServer();
  member = await createUserClient(server);
  admin = await createAdmin(server);
  const hookPort = (hook.address() as { port: number }).port;
  const started = await Promise.all(
    FUNCTIONS.map((name) => serve(name, name === 'rebuild' ? { HAVEN_DEPLOY_HOOK_URL: `http://127.0.0.1:${hookPort}/deploy` } : {})),
  );
  FUNCTIONS.forEach((name, i) => ports.set(name, started[i]!));
}, 180_000);

afterAll(async () => {
  for (const child of running) child.kill();
  await server?.stop();
  await new Promise((resolve) => hook?.close(resolve));
  if (denoDir) await rm(denoDir, { recursive: true, force: true });
});

// A type check takes 2–9 s alone; allow for a busy 2-core machine.
describe('deno check', { timeout: 120_000 }, () => {
  test.each(FUNCTIONS)('%s type-checks under Deno with its own imports', (name) => {
    const result = spawnSync(deno, ['check', ...flags(name), path.join(functionsDir, name, 'index.ts')], {
      env: denoEnv(),
      encoding: 'utf8',
    });
    expect(result.stderr + result.stdout).not.toMatch(/error/i);
    expect(result.status).toBe(0);
  });
});

describe('served by Deno against the embedded server', { timeout: 60_000 }, () => {
  test('companion-chat replies to a signed-in member', async () => {
    const { status, body, embedded } = await both('companion-chat', member.session.access_token, {
      message: 'I feel anxious about work',
    });
    expect(status).toBe(200);
    const reply = body['reply'] as { text: string; intent: string };
    expect(reply.text.length).toBeGreaterThan(10);
    expect(reply.intent).toBe('anxiety');
    expect(embedded.status).toBe(200);
    expect((embedded.body['reply'] as { intent: string }).intent).toBe('anxiety');
  });

  test('safety-screen screens a message that speaks of ending one’s life', async () => {
    const { status, body, embedded } = await both('safety-screen', member.session.access_token, {
      text: 'I want to kill myself tonight',
    });
    expect(status).toBe(200);
    expect(body['level']).toBe('crisis');
    expect(embedded).toEqual({ status, body });
  });

  test('admin-users refuses a signed-in member and lists accounts for an admin (aal2)', async () => {
    const refused = await both('admin-users', member.session.access_token, { action: 'list' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'Only Haven admins can manage accounts.' });
    expect(refused.embedded).toEqual({ status: refused.status, body: refused.body });

    const token = (await admin.client.auth.getSession()).data.session!.access_token;
    const listed = await both('admin-users', token, { action: 'list' });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).toContain(admin.email);
  });

  test('partner-onboarding refuses a profile without the required fields, naming them', async () => {
    const { status, body, embedded } = await both('partner-onboarding', member.session.access_token, { profession: 'counselor' });
    expect(status).toBe(400);
    expect(body['fields']).toMatchObject({
      full_name: 'Please enter your name as it appears on your license.',
      languages: 'Please add at least one language.',
    });
    expect(embedded).toEqual({ status, body });
  });

  test('rebuild refuses a member and calls the deploy hook for the service role', async () => {
    const refused = await both('rebuild', member.session.access_token, {});
    expect(refused.status).toBe(403);
    expect(refused.embedded).toEqual({ status: refused.status, body: refused.body });
    const onDeno = await fetch(`http://127.0.0.1:${ports.get('rebuild')}/rebuild`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.serviceRoleKey}` },
    });
    expect(onDeno.status).toBe(202);
    expect(await onDeno.json()).toEqual({ triggered: true });
    expect(hookCalls).toBe(1);
  });

  test('seed-program-tools validates the programs as the member may read them', async () => {
    const { status, body, embedded } = await both('seed-program-tools', member.session.access_token, { action: 'validate' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ missing: [], problems: [] });
    expect(embedded).toEqual({ status, body });
  });
});
