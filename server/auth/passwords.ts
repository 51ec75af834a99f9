import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { Sql } from '../db/index.ts';

// scrypt with N = 2^16, r = 8, p = 1: 64 MiB and about 120 ms per check on a small machine.
// The parameters are stored with each hash, so raising them later only affects new hashes.
const PARAMS = { N: 2 ** 16, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** Hashes a password as `$scrypt$ln=16,r=8,p=1$<salt>$<hash>` (base64, 16-byte random salt). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return `$scrypt$ln=${Math.log2(PARAMS.N)},r=${PARAMS.r},p=${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

const SCRYPT_HASH = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/**
 * Checks a password against a stored hash in constant time. Besides our scrypt hashes it accepts
 * bcrypt (`$2a$…`, as written by `crypt(pw, gen_salt('bf'))` in Supabase seed files), checked by
 * pgcrypto in `sql`.
 */
export async function verifyPassword(password: string, stored: string | null, sql: Sql): Promise<boolean> {
  const match = stored ? SCRYPT_HASH.exec(stored) : null;
  if (match) {
    const [, ln, r, p, salt, hash] = match;
    const expected = Buffer.from(hash!, 'base64');
    const actual = await derive(password, Buffer.from(salt!, 'base64'), { N: 2 ** Number(ln), r: Number(r), p: Number(p) });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
  if (stored && /^\$2[abxy]?\$\d\d\$/.test(stored)) {
    const { rows } = await sql.query<{ ok: boolean }>('select extensions.crypt($1, $2) = $2 as ok', [password, stored]);
    return rows[0]?.ok === true;
  }
  // No usable hash: spend the same time as a real check so unknown emails are not revealed.
  await derive(password, randomBytes(16), PARAMS);
  return false;
}
