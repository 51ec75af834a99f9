import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ConfigError, loadConfig, projectRoot } from '../../server/config.ts';
import { verifyJwt } from '../../server/jwt.ts';
import { loadKeys } from '../../server/keys.ts';

describe('loadConfig', () => {
  test('has safe defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4321,
      host: '127.0.0.1',
      dataDir: path.join(projectRoot, '.haven-data'),
      databaseUrl: null,
      distDir: path.join(projectRoot, 'dist'),
      functionsDir: path.join(projectRoot, 'supabase/functions'),
      siteUrl: null,
      auth: {
        jwtExpiry: 3600,
        refreshTokenReuseInterval: 10,
        minimumPasswordLength: 8,
        emailConfirmation: false,
        // Off as in hosted Supabase: anonymous users and the reauthentication nonce are opt-in.
        anonymousSignIns: false,
        securePasswordChange: false,
      },
    });
    expect(config.auth.rateLimits?.signIn).toEqual({ max: 30, windowSeconds: 300 });
    // The Data API exposes public only, and aggregates are off, as in PostgREST.
    expect(config.rest).toEqual({ schemas: ['public'], aggregates: false });
  });

  test('reads the exposed schemas and the aggregates switch', () => {
    const config = loadConfig({ HAVEN_DB_SCHEMAS: 'public, reports ,', HAVEN_DB_AGGREGATES: 'on' });
    expect(config.rest).toEqual({ schemas: ['public', 'reports'], aggregates: true });
    expect(() => loadConfig({ HAVEN_DB_SCHEMAS: 'public,"auth"' })).toThrow(
      /HAVEN_DB_SCHEMAS\.1: must list schema names separated by commas/,
    );
    expect(() => loadConfig({ HAVEN_DB_SCHEMAS: ' , ' })).toThrow(/HAVEN_DB_SCHEMAS: must name a schema/);
    expect(() => loadConfig({ HAVEN_DB_SCHEMAS: 'public,private' })).toThrow(/HAVEN_DB_SCHEMAS\.1: must not expose the private schema/);
    expect(() => loadConfig({ HAVEN_DB_SCHEMAS: 'auth' })).toThrow(/HAVEN_DB_SCHEMAS\.0: must not expose the auth schema/);
  });

  test('reads overrides and turns rate limits off', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      HAVEN_DATA_DIR: ':memory:',
      HAVEN_EMAIL_CONFIRMATION: 'on',
      HAVEN_RATE_LIMITS: 'off',
      HAVEN_SITE_URL: 'https://haven.example/',
      HAVEN_FUNCTIONS_ENV: 'OPENAI_API_KEY, DEPLOY_HOOK_URL',
    });
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', dataDir: null, siteUrl: 'https://haven.example' });
    expect(config.auth.emailConfirmation).toBe(true);
    expect(config.auth.rateLimits).toBeNull();
    expect(config.functionsEnv).toEqual(['OPENAI_API_KEY', 'DEPLOY_HOOK_URL']);
  });

  test('explains every invalid variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', HAVEN_JWT_SECRET: 'short', DATABASE_URL: 'mysql://x', HAVEN_RATE_LIMITS: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT: /);
    expect(attempt).toThrow(/HAVEN_JWT_SECRET: must be at least 32 characters/);
    expect(attempt).toThrow(/DATABASE_URL: must start with postgres:\/\//);
    expect(attempt).toThrow(/HAVEN_RATE_LIMITS: must be one of/);
  });
});

describe('loadKeys', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'haven-keys-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  test('generates keys once, stores them 0600 and reuses them', async () => {
    const keys = await loadKeys({ dataDir: dir });
    expect(keys.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(decodeJwt(keys.anonKey)).toMatchObject({ role: 'anon', iss: 'haven' });
    expect(decodeJwt(keys.serviceRoleKey)).toMatchObject({ role: 'service_role', iss: 'haven' });
    expect((await verifyJwt(keys.jwtSecret, keys.anonKey)).ok).toBe(true);
    const file = path.join(dir, 'keys.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadKeys({ dataDir: dir })).toEqual(keys);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(keys);
  });

  test('an explicit secret wins and re-signs the API keys', async () => {
    const secret = 's'.repeat(40);
    const keys = await loadKeys({ dataDir: dir, jwtSecret: secret });
    expect(keys.jwtSecret).toBe(secret);
    expect((await verifyJwt(secret, keys.serviceRoleKey)).ok).toBe(true);
  });

  test('keeps one ES256 signing key: added to an older file, kept when the secret changes', async () => {
    const file = path.join(dir, 'keys.json');
    const { signingKeys, ...older } = JSON.parse(await readFile(file, 'utf8')) as Awaited<ReturnType<typeof loadKeys>>;
    expect(signingKeys).toHaveLength(1);
    expect(signingKeys[0]?.privateJwk).toMatchObject({ kty: 'EC', crv: 'P-256' });
    await writeFile(file, JSON.stringify(older));
    const upgraded = await loadKeys({ dataDir: dir });
    expect(upgraded).toMatchObject(older);
    expect(upgraded.signingKeys).toHaveLength(1);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(upgraded);
    const resigned = await loadKeys({ dataDir: dir, jwtSecret: 't'.repeat(40) });
    expect(resigned.signingKeys).toEqual(upgraded.signingKeys);
  });

  test('without a data dir the keys live in memory', async () => {
    const a = await loadKeys({ dataDir: null });
    const b = await loadKeys({ dataDir: null });
    expect(a.jwtSecret).not.toBe(b.jwtSecret);
  });
});
