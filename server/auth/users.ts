import { createHash } from 'node:crypto';
import type { Sql } from '../db/index.ts';

/** A row of `auth.users` as JSON (timestamps are ISO strings). */
export interface UserRecord {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  invited_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  email_change: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  phone: string | null;
  phone_confirmed_at: string | null;
  banned_until: string | null;
  is_anonymous: boolean;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
  /** The user's MFA factors (from `auth.mfa_factors`), oldest first. */
  factors?: FactorRecord[];
}

/** A row of `auth.mfa_factors` as JSON, without its secret. */
export interface FactorRecord {
  id: string;
  friendly_name: string | null;
  factor_type: 'totp';
  status: 'unverified' | 'verified';
  created_at: string;
  updated_at: string;
  last_challenged_at: string | null;
}

/**
 * `auth.users` row `u` as JSON with its factors (never their secrets) under `factors`: every
 * query that returns a user selects this, so the user JSON always lists them.
 */
export const USER_JSON = `to_jsonb(u) || jsonb_build_object('factors', coalesce((
    select jsonb_agg(jsonb_build_object('id', f.id, 'friendly_name', f.friendly_name, 'factor_type', f.factor_type,
             'status', f.status, 'created_at', f.created_at, 'updated_at', f.updated_at,
             'last_challenged_at', f.last_challenged_at) order by f.created_at)
      from auth.mfa_factors f where f.user_id = u.id), '[]'::jsonb))`;

const SELECT_USER = `select ${USER_JSON} as u from auth.users u`;

export async function findUserById(sql: Sql, id: string): Promise<UserRecord | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const { rows } = await sql.query<{ u: UserRecord }>(`${SELECT_USER} where id = $1 and deleted_at is null`, [id]);
  return rows[0]?.u ?? null;
}

export async function findUserByEmail(sql: Sql, email: string): Promise<UserRecord | null> {
  const { rows } = await sql.query<{ u: UserRecord }>(`${SELECT_USER} where lower(email) = lower($1) and deleted_at is null`, [email]);
  return rows[0]?.u ?? null;
}

export interface NewUser {
  id?: string | undefined;
  email: string;
  passwordHash: string | null;
  userMetadata?: Record<string, unknown> | undefined;
  appMetadata?: Record<string, unknown> | undefined;
  confirmed: boolean;
  role?: string | undefined;
}

/** Inserts a user; database triggers on `auth.users` (profiles…) run in the same transaction. */
export async function insertUser(sql: Sql, user: NewUser): Promise<UserRecord> {
  const appMetadata = { provider: 'email', providers: ['email'], ...user.appMetadata };
  const { rows } = await sql.query<{ u: UserRecord }>(
    `insert into auth.users as u (id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, instance_id)
     values (coalesce($1::uuid, gen_random_uuid()), 'authenticated', coalesce($2, 'authenticated'), $3, $4,
       case when $5 then now() end, $6::jsonb, $7::jsonb, '00000000-0000-0000-0000-000000000000')
     returning ${USER_JSON} as u`,
    [
      user.id ?? null,
      user.role ?? null,
      user.email,
      user.passwordHash,
      user.confirmed,
      JSON.stringify(appMetadata),
      JSON.stringify(user.userMetadata ?? {}),
    ],
  );
  return rows[0]!.u;
}

/**
 * Inserts an anonymous user (`signInAnonymously`): no email, no password, `is_anonymous`, and
 * app_metadata without a provider, as GoTrue makes them.
 */
export async function insertAnonymousUser(sql: Sql, userMetadata: Record<string, unknown>): Promise<UserRecord> {
  const { rows } = await sql.query<{ u: UserRecord }>(
    `insert into auth.users as u (aud, role, is_anonymous, raw_app_meta_data, raw_user_meta_data, instance_id)
     values ('authenticated', 'authenticated', true, '{}'::jsonb, $1::jsonb, '00000000-0000-0000-0000-000000000000')
     returning ${USER_JSON} as u`,
    [JSON.stringify(userMetadata)],
  );
  return rows[0]!.u;
}

/**
 * The changes that make an anonymous user permanent once an email is theirs: `is_anonymous`
 * cleared and the email provider recorded in app_metadata (GoTrue does both when the address is
 * confirmed).
 */
export function permanentChanges(user: UserRecord): UserChanges {
  if (!user.is_anonymous) return {};
  return { is_anonymous: false, raw_app_meta_data: { ...user.raw_app_meta_data, provider: 'email', providers: ['email'] } };
}

const UPDATABLE = new Set([
  'email',
  'encrypted_password',
  'email_confirmed_at',
  'confirmation_sent_at',
  'recovery_sent_at',
  'email_change',
  'last_sign_in_at',
  'raw_app_meta_data',
  'raw_user_meta_data',
  'banned_until',
  'role',
  'deleted_at',
  'is_anonymous',
  'invited_at',
]);

/** Column values to set; the literal `'now()'` sets a timestamp to the transaction time. */
export type UserChanges = Partial<Record<string, unknown>>;

export async function updateUser(sql: Sql, id: string, changes: UserChanges): Promise<UserRecord> {
  const sets: string[] = ['updated_at = now()'];
  const params: unknown[] = [id];
  for (const [column, value] of Object.entries(changes)) {
    if (!UPDATABLE.has(column)) throw new Error(`auth.users.${column} is not updatable`);
    if (value === 'now()') {
      sets.push(`${column} = now()`);
      continue;
    }
    const isJson = column.startsWith('raw_');
    params.push(isJson ? JSON.stringify(value) : value);
    sets.push(`${column} = $${params.length}${isJson ? '::jsonb' : ''}`);
  }
  const { rows } = await sql.query<{ u: UserRecord }>(
    `update auth.users as u set ${sets.join(', ')} where id = $1 returning ${USER_JSON} as u`,
    params,
  );
  return rows[0]!.u;
}

/**
 * Merges metadata the way GoTrue does: keys in `changes` replace existing ones, and a `null`
 * value removes the key.
 */
export function mergeMetadata(current: Record<string, unknown> | null, changes: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export function isBanned(user: UserRecord): boolean {
  return !!user.banned_until && Date.parse(user.banned_until) > Date.now();
}

const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : undefined);

function identityId(userId: string): string {
  const hex = createHash('sha256').update(`email-identity:${userId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** app_metadata as GoTrue shows it; an anonymous user has no provider until they add an email. */
export function appMetadata(user: UserRecord): Record<string, unknown> {
  if (user.is_anonymous) return { ...user.raw_app_meta_data };
  return { provider: 'email', providers: ['email'], ...user.raw_app_meta_data };
}

/** GoTrue's factor JSON, as in the user's `factors`. */
export function factorJson(factor: FactorRecord) {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name ?? undefined,
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
    last_challenged_at: iso(factor.last_challenged_at),
  };
}

/** GoTrue's user JSON (optional timestamps omitted when empty, as GoTrue's `omitempty`). */
export function userJson(user: UserRecord) {
  const confirmed = user.email_confirmed_at ?? user.phone_confirmed_at;
  const identities =
    user.email && !user.is_anonymous
      ? [
          {
            identity_id: identityId(user.id),
            id: user.id,
            user_id: user.id,
            identity_data: { email: user.email, email_verified: !!user.email_confirmed_at, phone_verified: false, sub: user.id },
            provider: 'email',
            last_sign_in_at: iso(user.last_sign_in_at ?? user.created_at),
            created_at: iso(user.created_at),
            updated_at: iso(user.updated_at),
            email: user.email.toLowerCase(),
          },
        ]
      : [];
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(confirmed),
    invited_at: iso(user.invited_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change ?? undefined,
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: appMetadata(user),
    user_metadata: user.raw_user_meta_data ?? {},
    identities,
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    // GoTrue omits `factors` when there are none; auth-js reads them for listFactors().
    factors: user.factors?.length ? user.factors.map(factorJson) : undefined,
    banned_until: isBanned(user) ? iso(user.banned_until) : undefined,
    is_anonymous: user.is_anonymous,
  };
}
