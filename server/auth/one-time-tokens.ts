import { createHash, randomInt } from 'node:crypto';
import type { Sql } from '../db/index.ts';
import type { UserRecord } from './users.ts';

/**
 * GoTrue's token kinds. `email_change_token` goes to the new address of an email change,
 * `email_change_token_current` to the address being replaced (GoTrue's `email_change_token_new`
 * and `email_change_token_current`).
 */
export type TokenType =
  'confirmation_token' | 'recovery_token' | 'email_change_token' | 'email_change_token_current' | 'reauthentication_token';

/** Both kinds of email-change token. */
export const EMAIL_CHANGE_TOKENS: TokenType[] = ['email_change_token', 'email_change_token_current'];

/** GoTrue's link hash: hex sha224 of the address followed by the 6-digit code. */
export function tokenHash(email: string, code: string): string {
  return createHash('sha224')
    .update(email.toLowerCase() + code)
    .digest('hex');
}

/**
 * Issues the one pending token of `type` for a user (replacing an older one): a 6-digit code and
 * the hash used in links. Only the hash is stored.
 */
export async function issueToken(sql: Sql, user: UserRecord, type: TokenType, relatesTo: string) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = tokenHash(relatesTo, code);
  await sql.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4)
     on conflict (user_id, token_type)
     do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to, created_at = now(), updated_at = now()`,
    [user.id, type, hash, relatesTo.toLowerCase()],
  );
  return { code, tokenHash: hash };
}

export interface ConsumedToken {
  user_id: string;
  token_type: TokenType;
  relates_to: string;
}

/**
 * Consumes a token by its hash if it is one of `types` and younger than `expirySeconds` (and,
 * given `userId`, was issued to that user). Returns the user id, token type and the address it
 * was sent to, or `null`.
 */
export async function consumeToken(
  sql: Sql,
  hash: string,
  types: TokenType[],
  expirySeconds: number,
  userId?: string,
): Promise<ConsumedToken | null> {
  const { rows } = await sql.query<ConsumedToken>(
    `delete from auth.one_time_tokens
      where token_hash = $1 and token_type = any($2::text[]) and created_at > now() - make_interval(secs => $3)
        and ($4::uuid is null or user_id = $4::uuid)
      returning user_id::text, token_type, relates_to`,
    [hash, types, expirySeconds, userId ?? null],
  );
  return rows[0] ?? null;
}

/** Withdraws a user's pending tokens of `types` (an email change that completed or was replaced). */
export async function withdrawTokens(sql: Sql, userId: string, types: TokenType[]): Promise<void> {
  await sql.query('delete from auth.one_time_tokens where user_id = $1 and token_type = any($2::text[])', [userId, types]);
}
