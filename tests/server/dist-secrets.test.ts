import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

/**
 * No secret reaches the browser: the site is built for real (`server/build.ts`, the embedded
 * server and `astro build`, with a fresh data directory and so fresh keys), then every file of the
 * built dist is searched for the service-role key, the JWT secret and the ES256 private key from that build's keys.json,
 * for the string "service_role", and for any JWT whose payload claims the service role. The anon
 * key, which the browser needs, must be there: that proves the search reads the bundles.
 */

let root: string;
let dist: string;
let keys: { jwtSecret: string; anonKey: string; serviceRoleKey: string; signingKeys: { privateJwk: { d: string } }[] };
const files: { name: string; text: string }[] = [];

async function walk(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await walk(full)));
    else found.push(full);
  }
  return found;
}

function build(env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['server/build.ts'], {
      env: { ...process.env, PUBLIC_SUPABASE_URL: '', PUBLIC_SUPABASE_ANON_KEY: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`the build failed (${code}):\n${output.slice(-4000)}`))));
  });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'haven-dist-secrets-'));
  dist = path.join(root, 'dist');
  const data = path.join(root, 'data');
  await build({ HAVEN_DATA_DIR: data, HAVEN_DIST_DIR: dist, HAVEN_ASTRO_CACHE_DIR: path.join(root, 'astro'), HAVEN_LOG_REQUESTS: 'false' });
  keys = JSON.parse(await readFile(path.join(data, 'keys.json'), 'utf8')) as typeof keys;
  for (const file of await walk(dist)) {
    files.push({ name: path.relative(dist, file), text: (await readFile(file)).toString('latin1') });
  }
}, 900_000);

afterAll(() => rm(root, { recursive: true, force: true }));

/** Every `header.payload.signature` token in `text` whose payload is a JSON object. */
function jwtPayloads(text: string): Record<string, unknown>[] {
  const payloads: Record<string, unknown>[] = [];
  for (const match of text.matchAll(/eyJ[A-Za-z0-9_-]{5,}\.(eyJ[A-Za-z0-9_-]{5,})\.[A-Za-z0-9_-]+/g)) {
    try {
      payloads.push(JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as Record<string, unknown>);
    } catch {
      // Not a JWT after all.
    }
  }
  return payloads;
}

describe('the built site holds no secret', () => {
  test('the search reads every file, bundles included (the public anon key is found)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => file.name === 'index.html')).toBe(true);
    expect(files.filter((file) => file.text.includes(keys.anonKey)).length).toBeGreaterThan(0);
  });

  test('no file contains the service-role key, the JWT secret, the ES256 private key or "service_role"', () => {
    const privateParts = keys.signingKeys.map((key) => key.privateJwk.d);
    expect(privateParts).toHaveLength(1);
    const leaks = files.flatMap((file) => [
      ...(privateParts.some((d) => file.text.includes(d)) ? [`${file.name}: the ES256 private key`] : []),
      ...(file.text.includes(keys.serviceRoleKey) ? [`${file.name}: the service-role key`] : []),
      ...(file.text.includes(keys.jwtSecret) ? [`${file.name}: the JWT secret`] : []),
      ...(file.text.includes('service_role') ? [`${file.name}: "service_role"`] : []),
      ...(/sb_secret_[A-Za-z0-9_-]{8,}/.test(file.text) ? [`${file.name}: an sb_secret_ key`] : []),
    ]);
    expect(leaks).toEqual([]);
  });

  test('every JWT in the bundles is the anon key', () => {
    const roles = files.flatMap((file) => jwtPayloads(file.text).map((payload) => `${file.name}: ${String(payload['role'])}`));
    expect(roles.length).toBeGreaterThan(0);
    expect(roles.filter((entry) => !entry.endsWith(': anon'))).toEqual([]);
  });

  test('the build ships public/_headers for static hosts', async () => {
    const shipped = files.find((file) => file.name === '_headers');
    expect(shipped?.text).toBe(await readFile(path.resolve('public/_headers'), 'latin1'));
  });
});
