import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { signJwt } from './jwt.ts';

/** The JWT secret and the two API keys supabase-js is configured with. */
export interface Keys {
  jwtSecret: string;
  /** Public: the browser sends it as `apikey`. A JWT with `role: anon`. */
  anonKey: string;
  /** Secret: bypasses row-level security. A JWT with `role: service_role`. */
  serviceRoleKey: string;
}

const KEY_LIFETIME_SECONDS = 10 * 365 * 24 * 3600;

/** Signs the long-lived API keys (GoTrue-style legacy keys: `{ role, iss, iat, exp }`). */
export async function signApiKeys(jwtSecret: string): Promise<Keys> {
  const sign = (role: string) => signJwt(jwtSecret, { role, iss: 'haven' }, KEY_LIFETIME_SECONDS);
  return { jwtSecret, anonKey: await sign('anon'), serviceRoleKey: await sign('service_role') };
}

async function readStored(file: string): Promise<Keys | null> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<Keys>;
    if (typeof stored.jwtSecret === 'string' && typeof stored.anonKey === 'string' && typeof stored.serviceRoleKey === 'string') {
      return stored as Keys;
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
 * API keys when it differs from the stored one. Without a data dir the keys live in memory.
 */
export async function loadKeys(options: { dataDir: string | null; jwtSecret?: string | null }): Promise<Keys> {
  const file = options.dataDir ? path.join(options.dataDir, 'keys.json') : null;
  const stored = file ? await readStored(file) : null;
  if (stored && (!options.jwtSecret || options.jwtSecret === stored.jwtSecret)) return stored;

  const keys = await signApiKeys(options.jwtSecret || randomBytes(32).toString('base64url'));
  if (file) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
    await chmod(file, 0o600);
  }
  return keys;
}
