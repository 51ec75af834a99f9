import { randomBytes, randomUUID } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import { signJwt, type JwtKeys, type SigningKey } from './jwt.ts';

/** The JWT secret, the ES256 signing keys and the two API keys supabase-js is configured with. */
export interface Keys {
  jwtSecret: string;
  /** Public: the browser sends it as `apikey`. A JWT with `role: anon`. */
  anonKey: string;
  /** Secret: bypasses row-level security. A JWT with `role: service_role`. */
  serviceRoleKey: string;
  /**
   * Asymmetric keys for access tokens (`HAVEN_JWT_ALGORITHM=ES256`); the first signs, all verify
   * and are published at `/auth/v1/.well-known/jwks.json`. Private: never leaves the server.
   */
  signingKeys: SigningKey[];
}

/** A new P-256 key for ES256, as a private JWK with a random `kid`. */
export async function newSigningKey(): Promise<SigningKey> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const { x, y, d } = await exportJWK(privateKey);
  if (!x || !y || !d) throw new Error('The generated ES256 key could not be exported');
  return { kid: randomUUID(), privateJwk: { kty: 'EC', crv: 'P-256', x, y, d } };
}

/** What the APIs sign and verify with, given the configured access-token algorithm. */
export function jwtKeys(keys: Keys, algorithm: JwtKeys['algorithm']): JwtKeys {
  return { secret: keys.jwtSecret, algorithm, signingKeys: keys.signingKeys };
}

const KEY_LIFETIME_SECONDS = 10 * 365 * 24 * 3600;

/** Signs the long-lived API keys (GoTrue-style legacy keys: `{ role, iss, iat, exp }`). */
export async function signApiKeys(jwtSecret: string): Promise<Omit<Keys, 'signingKeys'>> {
  const sign = (role: string) => signJwt(jwtSecret, { role, iss: 'haven' }, KEY_LIFETIME_SECONDS);
  return { jwtSecret, anonKey: await sign('anon'), serviceRoleKey: await sign('service_role') };
}

async function readStored(file: string): Promise<Keys | null> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<Keys>;
    if (typeof stored.jwtSecret === 'string' && typeof stored.anonKey === 'string' && typeof stored.serviceRoleKey === 'string') {
      // Files written before ES256 support have no signing keys: one is added on this start.
      const signingKeys = Array.isArray(stored.signingKeys) ? stored.signingKeys : [];
      return { ...stored, signingKeys } as Keys;
    }
    return null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`Could not read ${file}: ${(error as Error).message}. Delete it to generate new keys.`, {
      cause: error,
    });
  }
}

/**
 * Loads the keys from `<dataDir>/keys.json` (mode 0600), creating them on first start so they
 * survive restarts. A `jwtSecret` given explicitly (`HAVEN_JWT_SECRET`) wins and re-signs the
 * API keys when it differs from the stored one; the ES256 signing keys stay. A file without a
 * signing key gets one. Without a data dir the keys live in memory.
 */
export async function loadKeys(options: { dataDir: string | null; jwtSecret?: string | null }): Promise<Keys> {
  const file = options.dataDir ? path.join(options.dataDir, 'keys.json') : null;
  const stored = file ? await readStored(file) : null;
  const sameSecret = stored && (!options.jwtSecret || options.jwtSecret === stored.jwtSecret);
  if (sameSecret && stored.signingKeys.length > 0) return stored;

  const apiKeys = sameSecret ? stored : await signApiKeys(options.jwtSecret || randomBytes(32).toString('base64url'));
  const signingKeys = stored?.signingKeys.length ? stored.signingKeys : [await newSigningKey()];
  const keys: Keys = { jwtSecret: apiKeys.jwtSecret, anonKey: apiKeys.anonKey, serviceRoleKey: apiKeys.serviceRoleKey, signingKeys };
  if (file) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
    await chmod(file, 0o600);
  }
  return keys;
}
