/**
 * The slice of GoTrue's admin API the admin area needs, with the service-role key. Every
 * account leaves here as an `AdminUser`: id, email, dates and role, nothing else (no metadata,
 * no identities, and never anything from the person's journal, mood or chats).
 */
import type { SupabaseClient, User } from '@supabase/supabase-js';

export const roles = ['user', 'partner', 'admin'] as const;
export type Role = (typeof roles)[number];

export interface AdminUser {
  id: string;
  email: string;
  created_at: string;
  last_sign_in_at: string | null;
  role: Role;
}

export interface UserPage {
  users: AdminUser[];
  /** Every account. */
  total: number;
  /** Accounts matching the search (equal to `total` without one). */
  matched: number;
  page: number;
  perPage: number;
}

/** The role that decides access: app_metadata only, anything unknown counts as a plain user. */
export function roleOf(user: Pick<User, 'app_metadata'>): Role {
  const role: unknown = user.app_metadata?.['role'];
  return roles.includes(role as Role) ? (role as Role) : 'user';
}

export function toAdminUser(user: User): AdminUser {
  return {
    id: user.id,
    email: user.email ?? '',
    created_at: user.created_at,
    last_sign_in_at: user.last_sign_in_at ?? null,
    role: roleOf(user),
  };
}

/** Accounts read per request while searching; GoTrue's largest page. */
const SCAN_PAGE = 1000;
/** A search looks through at most this many accounts (100 pages). */
const SCAN_LIMIT = 100_000;

interface AdminApi {
  url: string;
  serviceKey: string;
}

/** `GET /auth/v1/admin/users`: one page, newest first, and the `X-Total-Count` header. */
async function fetchPage(api: AdminApi, page: number, perPage: number, filter?: string) {
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  // Hosted GoTrue narrows the list itself with `filter`; servers that ignore it still give the
  // right answer, because the email match below is what decides.
  if (filter) query.set('filter', filter);
  const response = await fetch(`${api.url}/auth/v1/admin/users?${query}`, {
    headers: { apikey: api.serviceKey, Authorization: `Bearer ${api.serviceKey}` },
  });
  if (!response.ok) throw new Error(`The auth server answered ${response.status} to a user list.`);
  const body = (await response.json()) as { users?: User[] };
  const total = Number(response.headers.get('x-total-count'));
  return { users: body.users ?? [], total: Number.isFinite(total) ? total : null };
}

/**
 * A page of accounts, newest first. With `email`, only accounts whose address contains it
 * (any case) are listed and counted.
 */
export async function listUsers(api: AdminApi, options: { email?: string | undefined; page: number; perPage: number }): Promise<UserPage> {
  const { page, perPage } = options;
  const needle = options.email?.trim().toLowerCase() ?? '';
  if (!needle) {
    const { users, total } = await fetchPage(api, page, perPage);
    const count = total ?? users.length;
    return { users: users.map(toAdminUser), total: count, matched: count, page, perPage };
  }

  const total = (await fetchPage(api, 1, 1)).total ?? 0;
  const matches: User[] = [];
  for (let scan = 1; (scan - 1) * SCAN_PAGE < SCAN_LIMIT; scan++) {
    const { users } = await fetchPage(api, scan, SCAN_PAGE, needle);
    matches.push(...users.filter((user) => (user.email ?? '').toLowerCase().includes(needle)));
    if (users.length < SCAN_PAGE) break;
  }
  const start = (page - 1) * perPage;
  return {
    users: matches.slice(start, start + perPage).map(toAdminUser),
    total,
    matched: matches.length,
    page,
    perPage,
  };
}

/** Sets `app_metadata.role` (GoTrue merges app_metadata, so other keys stay as they are). */
export async function setRole(admin: SupabaseClient, userId: string, role: Role): Promise<User> {
  const { data, error } = await admin.auth.admin.updateUserById(userId, { app_metadata: { role } });
  if (error || !data.user) throw new Error('The role could not be saved.');
  return data.user;
}
