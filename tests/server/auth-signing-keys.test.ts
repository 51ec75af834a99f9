import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { SignJWT, createLocalJWKSet, decodeProtectedHeader, generateKeyPair, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signJwt } from '../../server/jwt.ts';
import { anonClient, createUserClient, serviceClient, startTestServer, type TestServer } from '../support/server.ts';

// ES256 signing keys beside the HS256 secret, as GoTrue's asymmetric JWT signing keys: a JWKS at
// /auth/v1/.well-known/jwks.json, so supabase-js's getClaims() verifies locally, and tokens signed
// either way accepted by /auth/v1, /rest/v1 and /functions/v1, so switching loses no session.
const nodeAuth = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

async function jwks(server: TestServer): Promise<JSONWebKeySet> {
  const res = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`);
  expect(res.status).toBe(200);
  return (await res.json()) as JSONWebKeySet;
}

/** The caller's own profile through /rest/v1 (RLS: owner reads), or the error status. */
async function ownProfile(server: TestServer, accessToken: string) {
  const client = createClient(server.url, server.anonKey, { ...nodeAuth, global: { headers: { Authorization: `Bearer ${accessToken}` } } });
  const { data, error, status } = await client.from('profiles').select('id');
  return error ? { status, code: error.code } : { status, ids: (data ?? []).map((row) => row.id as string) };
}

async function getUserStatus(server: TestServer, accessToken: string) {
  const res = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.anonKey, Authorization: `Bearer ${accessToken}` } });
  return res.status;
}

describe('HAVEN_JWT_ALGORITHM=ES256', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { HAVEN_JWT_ALGORITHM: 'ES256' } });
  });
  afterAll(() => server?.stop());

  test('access tokens are ES256 with the kid of the one public key in the JWKS', async () => {
    const { session } = await createUserClient(server);
    const set = await jwks(server);
    expect(set.keys).toHaveLength(1);
    const [key] = set.keys;
    expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(key).not.toHaveProperty('d');
    expect(decodeProtectedHeader(session.access_token)).toEqual({ alg: 'ES256', typ: 'JWT', kid: key?.kid });
    const { payload } = await jwtVerify(session.access_token, createLocalJWKSet(set));
    expect(payload).toMatchObject({ role: 'authenticated', aal: 'aal1' });
    // The API keys stay HS256 JWTs, as a project's legacy anon and service_role keys.
    expect(decodeProtectedHeader(server.anonKey).alg).toBe('HS256');
  });

  test('getClaims() verifies locally: it answers even once GET /user refuses the token', async () => {
    const { client, user, session } = await createUserClient(server);
    const first = await client.auth.getClaims();
    expect(first.error).toBeNull();
    expect(first.data?.claims).toMatchObject({ sub: user.id, role: 'authenticated' });
    // Deleting the account ends its sessions, so /user refuses the token (403), but its signature holds.
    await serviceClient(server).auth.admin.deleteUser(user.id);
    expect(await getUserStatus(server, session.access_token)).toBe(403);
    const local = await client.auth.getClaims();
    expect(local.error).toBeNull();
    expect(local.data?.claims.sub).toBe(user.id);
  });

  test('REST, refresh and /user accept ES256 tokens; HS256 tokens signed with the secret still work', async () => {
    const { client, user, session } = await createUserClient(server);
    expect(await ownProfile(server, session.access_token)).toEqual({ status: 200, ids: [user.id] });
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(decodeProtectedHeader(refreshed.data.session?.access_token ?? '').alg).toBe('ES256');
    const legacy = await signJwt(
      server.jwtSecret,
      { role: 'authenticated', sub: user.id, aud: 'authenticated', email: user.email ?? '' },
      600,
    );
    expect(await ownProfile(server, legacy)).toEqual({ status: 200, ids: [user.id] });
    expect(await getUserStatus(server, legacy)).toBe(200);
  });

  test('a token signed by any other key is refused everywhere', async () => {
    const { user } = await createUserClient(server);
    const [key] = (await jwks(server)).keys;
    const { privateKey } = await generateKeyPair('ES256');
    const claims = { role: 'authenticated', sub: user.id, aud: 'authenticated' };
    // The published kid, but the wrong private key; and an unknown kid.
    for (const kid of [key?.kid ?? '', 'not-a-key']) {
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid })
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey);
      expect(await ownProfile(server, forged)).toEqual({ status: 401, code: 'PGRST301' });
      expect(await getUserStatus(server, forged)).toBe(403);
      const fn = await fetch(`${server.url}/functions/v1/partner-onboarding`, {
        method: 'POST',
        headers: { apikey: server.anonKey, Authorization: `Bearer ${forged}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(fn.status).toBe(401);
    }
  });
});

describe('switching algorithm keeps earlier tokens valid', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'haven-signing-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  test('an ES256 session survives a restart with HS256, whose JWKS still lists the key', async () => {
    const es = await startTestServer({ dataDir, env: { HAVEN_JWT_ALGORITHM: 'ES256' } });
    let esToken: string;
    let userId: string;
    let kid: string | undefined;
    try {
      const { user, session } = await createUserClient(es);
      esToken = session.access_token;
      userId = user.id;
      kid = (await jwks(es)).keys[0]?.kid;
    } finally {
      await es.stop();
    }
    const hs = await startTestServer({ dataDir });
    try {
      expect((await jwks(hs)).keys.map((key) => key.kid)).toEqual([kid]);
      expect(await ownProfile(hs, esToken)).toEqual({ status: 200, ids: [userId] });
      expect(await getUserStatus(hs, esToken)).toBe(200);
      const { data, error } = await anonClient(hs).auth.signInWithPassword({
        email: (await serviceClient(hs).auth.admin.getUserById(userId)).data.user?.email ?? '',
        password: 'calm-harbour-lantern-42',
      });
      expect(error).toBeNull();
      expect(decodeProtectedHeader(data.session?.access_token ?? '').alg).toBe('HS256');
    } finally {
      await hs.stop();
    }
  }, 120_000);
});
