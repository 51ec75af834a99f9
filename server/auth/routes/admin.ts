import { Hono, type Context } from 'hono';
import type { Sql } from '../../db/index.ts';
import type { AuthContext } from '../context.ts';
import { AuthError, errors } from '../errors.ts';
import { requireAdmin } from '../guard.ts';
import { optionalObject, optionalString, readBody, requireEmail, UUID, type Body } from '../input.ts';
import { composeEmail, safeRedirect } from '../mailer.ts';
import { issueToken } from '../one-time-tokens.ts';
import { assertStrongPassword } from '../password-strength.ts';
import { hashPassword } from '../passwords.ts';
import { endSessions } from '../sessions.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  mergeMetadata,
  updateUser,
  factorJson,
  USER_JSON,
  userJson,
  type UserChanges,
  type UserRecord,
} from '../users.ts';
import { deleteFactor } from './factors.ts';
import { userInsertError } from './signup.ts';

const userNotFound = () => new AuthError(404, 'user_not_found', 'User not found');

/** GoTrue's `ban_duration`: `none`, or a Go duration such as `24h`, `1h30m`, `90s`. */
function banUntil(value: string): Date | null {
  if (value === 'none') return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match || value === '') throw errors.validation('ban_duration must be "none" or a duration such as 24h');
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return new Date(Date.now() + seconds * 1000);
}

function roleOf(body: Body): string | undefined {
  const role = optionalString(body, 'role');
  if (role !== undefined && !/^[a-z_][a-z0-9_]*$/.test(role)) throw errors.validation('role must be a database role name');
  return role;
}

async function userParam(ctx: AuthContext, c: Context): Promise<UserRecord> {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw errors.validation('User ID must be a UUID');
  const user = await findUserById(ctx.db, id);
  if (!user) throw userNotFound();
  return user;
}

/** A pagination parameter as GoTrue parses it: absent or empty, or an unsigned whole number. */
function wholeNumber(c: Context, name: 'page' | 'per_page'): number | undefined {
  const value = c.req.query(name);
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,15}$/.test(value)) throw errors.validation(`Bad Pagination Parameters: ${name} must be a whole number`);
  return Number(value);
}

/**
 * GoTrue's `page` and `per_page`: a negative or non-numeric value, or `per_page=0`, is 400
 * `validation_failed`; `page=0` reads as the first page. Haven also caps `per_page` at 1000.
 */
function pagination(c: Context): { page: number; perPage: number } {
  const page = wholeNumber(c, 'page') ?? 1;
  const perPage = wholeNumber(c, 'per_page') ?? 50;
  if (perPage === 0) throw errors.validation('Bad Pagination Parameters: per_page must be greater than 0');
  return { page: Math.max(1, page), perPage: Math.min(1000, perPage) };
}

async function listUsers(ctx: AuthContext, c: Context) {
  const { page, perPage } = pagination(c);
  const { rows } = await ctx.db.query<{ u: UserRecord; total: string | number }>(
    `select ${USER_JSON} as u, count(*) over () as total from auth.users u
      where deleted_at is null order by created_at desc, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const total = rows.length
    ? Number(rows[0]!.total)
    : (await ctx.db.query<{ n: number }>('select count(*)::int as n from auth.users where deleted_at is null')).rows[0]!.n;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const links = [];
  if (page < lastPage) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`);
  c.header('X-Total-Count', String(total));
  c.header('Link', links.join(', '));
  return c.json({ users: rows.map((row) => userJson(row.u)), aud: 'authenticated' });
}

async function createUser(ctx: AuthContext, c: Context) {
  const body = await readBody(c);
  const email = requireEmail(body.email);
  const password = optionalString(body, 'password');
  if (password !== undefined) assertStrongPassword(password, ctx.config.minimumPasswordLength);
  const id = optionalString(body, 'id');
  if (id !== undefined && !UUID.test(id)) throw errors.validation('id must be a UUID');
  const userMetadata = optionalObject(body, 'user_metadata') ?? {};
  const appMetadata = optionalObject(body, 'app_metadata') ?? {};
  const role = roleOf(body);
  const ban = optionalString(body, 'ban_duration');
  const bannedUntil = ban ? (banUntil(ban)?.toISOString() ?? null) : null;
  if (await findUserByEmail(ctx.db, email)) throw errors.emailExists();
  const passwordHash = password === undefined ? null : await hashPassword(password);
  const confirmed = body.email_confirm === true;
  const user = await ctx.db
    .transaction(async (tx) => {
      const created = await insertUser(tx, { id, email, passwordHash, userMetadata, appMetadata, confirmed, role });
      return bannedUntil ? updateUser(tx, created.id, { banned_until: bannedUntil }) : created;
    })
    .catch((error: unknown) => {
      throw error instanceof AuthError ? error : userInsertError(error, errors.emailExists);
    });
  return c.json(userJson(user));
}

async function updateUserById(ctx: AuthContext, c: Context) {
  const user = await userParam(ctx, c);
  const body = await readBody(c);
  const changes: UserChanges = {};
  const appMetadata = optionalObject(body, 'app_metadata');
  if (appMetadata) changes.raw_app_meta_data = mergeMetadata(user.raw_app_meta_data, appMetadata);
  const userMetadata = optionalObject(body, 'user_metadata');
  if (userMetadata) changes.raw_user_meta_data = mergeMetadata(user.raw_user_meta_data, userMetadata);
  const role = roleOf(body);
  if (role) changes.role = role;
  const password = optionalString(body, 'password');
  if (password !== undefined) {
    assertStrongPassword(password, ctx.config.minimumPasswordLength);
    changes.encrypted_password = await hashPassword(password);
  }
  const rawEmail = optionalString(body, 'email');
  if (rawEmail !== undefined) {
    const email = requireEmail(rawEmail);
    const owner = await findUserByEmail(ctx.db, email);
    if (owner && owner.id !== user.id) throw errors.emailExists();
    changes.email = email;
  }
  if (body.email_confirm === true && !user.email_confirmed_at) changes.email_confirmed_at = 'now()';
  const ban = optionalString(body, 'ban_duration');
  const bannedUntil = ban === undefined ? undefined : banUntil(ban);
  if (bannedUntil !== undefined) changes.banned_until = bannedUntil?.toISOString() ?? null;

  const updated = await ctx.db.transaction(async (tx) => {
    const result = await updateUser(tx, user.id, changes);
    if (bannedUntil) await endSessions(tx, user.id, null, 'global');
    return result;
  });
  return c.json(userJson(updated));
}

async function deleteUser(ctx: AuthContext, c: Context) {
  const user = await userParam(ctx, c);
  const body = await readBody(c);
  if (body.should_soft_delete === true) {
    await ctx.db.transaction(async (tx) => {
      await endSessions(tx, user.id, null, 'global');
      await updateUser(tx, user.id, { deleted_at: 'now()', email: null, encrypted_password: null });
    });
  } else {
    // Rows referencing auth.users with `on delete cascade` go with it.
    await ctx.db.query('delete from auth.users where id = $1', [user.id]);
  }
  return c.json({});
}

interface LinkRequest {
  type: 'recovery' | 'magiclink' | 'signup' | 'invite';
  email: string;
  data: Record<string, unknown> | undefined;
  /** The hashed `password` of an account a signup link creates. */
  passwordHash: string | null;
}

/**
 * The account a link is for, as GoTrue's `generate_link` finds or makes it: `recovery` needs one
 * (404); `signup` creates it (with its password and `data` as user_metadata) or, while
 * unconfirmed, merges `data` into it, and refuses a confirmed one (422); `invite` refuses a
 * confirmed account too and creates a missing one without a password; `magiclink` for an
 * unknown address creates it without a password (GoTrue sets a random one nobody knows), so the
 * link is the only way in.
 */
async function accountForLink(tx: Sql, existing: UserRecord | null, link: LinkRequest): Promise<UserRecord> {
  if (existing) {
    if (link.type === 'invite' && existing.email_confirmed_at) throw errors.emailExists();
    if (link.type !== 'signup') return existing;
    if (existing.email_confirmed_at) throw errors.emailExists();
    return link.data
      ? updateUser(tx, existing.id, { raw_user_meta_data: mergeMetadata(existing.raw_user_meta_data, link.data) })
      : existing;
  }
  if (link.type === 'recovery') throw new AuthError(404, 'user_not_found', 'User with this email not found');
  return insertUser(tx, { email: link.email, passwordHash: link.passwordHash, userMetadata: link.data, confirmed: false }).catch(
    (error: unknown) => {
      throw userInsertError(error, errors.emailExists);
    },
  );
}

/** A new account's password, checked and hashed before any transaction (hashing is slow). */
async function signupPasswordHash(ctx: AuthContext, password: string | undefined): Promise<string> {
  if (!password) throw errors.validation('Signup requires a valid password');
  assertStrongPassword(password, ctx.config.minimumPasswordLength);
  return hashPassword(password);
}

/** Where the link lands: `redirect_to` in the body (or its `options`) or the query (supabase-js sends `redirectTo` there). */
function linkRedirect(c: Context, body: Body): string | undefined {
  return (
    optionalString(body, 'redirect_to') ??
    optionalString(optionalObject(body, 'options') ?? {}, 'redirect_to') ??
    c.req.query('redirect_to')
  );
}

const EMAIL_CHANGE_LINKS = { email_change_current: 'email_change_token_current', email_change_new: 'email_change_token' } as const;

/**
 * `generate_link` of type `email_change_current` or `email_change_new` `{ email, new_email }`:
 * records `new_email` as the user's pending change (`new_email` in the user JSON) and returns the
 * link to the current or the new address. Following it (or `verifyOtp({ type: 'email_change',
 * token_hash })`, or the code with that address) changes the email; see `emailChange` in
 * verify.ts for when both links are needed. The account must exist (404 `user_not_found`) and
 * `new_email` must be free (422 `email_exists`). `hashed_token` is the token in the link: GoTrue
 * returns a hash of the current address for `email_change_new`, which its own /verify refuses
 * (supabase/auth#2538).
 */
async function generateEmailChangeLink(ctx: AuthContext, c: Context, body: Body, type: keyof typeof EMAIL_CHANGE_LINKS) {
  const email = requireEmail(body.email);
  const existing = await findUserByEmail(ctx.db, email);
  if (!existing) throw new AuthError(404, 'user_not_found', 'User with this email not found');
  const newEmail = requireEmail(body.new_email);
  const owner = await findUserByEmail(ctx.db, newEmail);
  if (owner && owner.id !== existing.id) throw errors.emailExists();
  const sentTo = type === 'email_change_current' ? email : newEmail;
  const { user, token } = await ctx.db.transaction(async (tx) => {
    const changed = await updateUser(tx, existing.id, { email_change: newEmail });
    return { user: changed, token: await issueToken(tx, changed, EMAIL_CHANGE_LINKS[type], sentTo) };
  });
  const mail = composeEmail(c, 'email_change', sentTo, token, safeRedirect(ctx, c, linkRedirect(c, body), 'email_change'));
  return c.json({
    ...userJson(user),
    action_link: mail.link,
    email_otp: token.code,
    hashed_token: token.tokenHash,
    redirect_to: mail.redirectTo,
    verification_type: type,
  });
}

const LINK_TYPES = ['recovery', 'magiclink', 'signup', 'invite', 'email_change_current', 'email_change_new'] as const;

/**
 * `POST /admin/generate_link` `{ type, email, password, data, new_email, redirect_to }`: the
 * link an email would carry (nothing is sent) and the user it is for, for server-side flows and
 * tests. See `accountForLink` for who a recovery, magic link, signup or invite link is issued
 * to, and `generateEmailChangeLink` for the two email-change types.
 */
async function generateLink(ctx: AuthContext, c: Context) {
  const body = await readBody(c);
  const type = LINK_TYPES.find((linkType) => linkType === body.type);
  if (!type) throw errors.validation(`Invalid email action link type requested: ${String(optionalString(body, 'type') ?? '')}`);
  if (type === 'email_change_current' || type === 'email_change_new') return generateEmailChangeLink(ctx, c, body, type);
  const email = requireEmail(body.email);
  const password = optionalString(body, 'password');
  const data = optionalObject(body, 'data');
  const redirect = linkRedirect(c, body);
  const existing = await findUserByEmail(ctx.db, email);
  const passwordHash = !existing && type === 'signup' ? await signupPasswordHash(ctx, password) : null;
  // A magic link for an address without an account is a signup link, as in GoTrue.
  const verificationType = existing ? type : type === 'magiclink' ? 'signup' : type;
  const kind = verificationType === 'signup' || verificationType === 'invite' ? verificationType : 'recovery';
  const sentAt =
    kind === 'recovery'
      ? { recovery_sent_at: 'now()' }
      : kind === 'invite'
        ? { confirmation_sent_at: 'now()', invited_at: 'now()' }
        : { confirmation_sent_at: 'now()' };
  const { user, token } = await ctx.db.transaction(async (tx) => {
    const account = await accountForLink(tx, existing, { type, email, data, passwordHash });
    const issued = await issueToken(tx, account, kind === 'recovery' ? 'recovery_token' : 'confirmation_token', email);
    const sent = await updateUser(tx, account.id, sentAt);
    return { user: sent, token: issued };
  });
  const mail = composeEmail(c, kind, email, token, safeRedirect(ctx, c, redirect, kind));
  return c.json({
    ...userJson(user),
    action_link: mail.link.replace(`type=${kind}`, `type=${verificationType}`),
    email_otp: token.code,
    hashed_token: token.tokenHash,
    redirect_to: mail.redirectTo,
    verification_type: verificationType,
  });
}

/** `/admin/*`: GoTrue's user administration, for the service-role key only (403 `not_admin`). */
export function adminRoutes(ctx: AuthContext): Hono {
  const admin = new Hono();
  admin.use(async (c, next) => {
    await requireAdmin(c, ctx.jwtSecret);
    await next();
  });
  admin.get('/users', (c) => listUsers(ctx, c));
  admin.post('/users', (c) => createUser(ctx, c));
  admin.get('/users/:id', async (c) => c.json(userJson(await userParam(ctx, c))));
  admin.put('/users/:id', (c) => updateUserById(ctx, c));
  admin.delete('/users/:id', (c) => deleteUser(ctx, c));
  admin.post('/generate_link', (c) => generateLink(ctx, c));
  // auth.admin.mfa.listFactors / deleteFactor: how an operator clears a lost authenticator.
  admin.get('/users/:id/factors', async (c) => c.json((await userParam(ctx, c)).factors?.map(factorJson) ?? []));
  admin.delete('/users/:id/factors/:factorId', async (c) => {
    const user = await userParam(ctx, c);
    const factor = user.factors?.find((f) => f.id === c.req.param('factorId'));
    if (!factor) throw errors.mfaFactorNotFound();
    await deleteFactor(ctx.db, factor.id);
    return c.json(factorJson(factor));
  });
  return admin;
}
