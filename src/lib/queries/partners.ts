import type { Json, TablesInsert } from '@/lib/database.types';
import type { BackendClient } from '@/lib/supabase';
import { invokeFunction } from '@/lib/queries/invoke';
import { pageSize, searchArguments, type DirectoryFilters } from '@/lib/partners/filters';
import type { PartnerProfile } from '@/lib/partners/profile-schema';
import type { MoodRow, ScoreRow } from '@/lib/partners/shares';
import {
  cardColumns,
  type ContactRequest,
  type ContactShare,
  type DirectoryCard,
  type DirectoryRow,
  type OwnPartner,
  type RequestStatus,
  type ShareKind,
} from '@/lib/partners/types';

/**
 * One page of the directory for `filters`, with the total count. Ordered as the database
 * function orders (real listings before samples, accepting first, then name or newest
 * verification, then id), stated again here so the order survives any layer between.
 */
export async function searchPartners(client: BackendClient, filters: DirectoryFilters) {
  const from = (filters.page - 1) * pageSize;
  let query = client
    .rpc('search_partners', searchArguments(filters), { count: 'exact' })
    .select(cardColumns)
    .order('is_sample')
    .order('accepting_clients', { ascending: false });
  if (filters.sort === 'recent') query = query.order('verified_at', { ascending: false, nullsFirst: false });
  const { data, error, count } = await query
    .order('full_name')
    .order('id')
    .range(from, from + pageSize - 1);
  if (error) throw error;
  return { rows: (data ?? []) as DirectoryCard[], total: count ?? 0 };
}

/** Every listed partner (verified, or a labelled sample) with every public column (build time: one page per partner). */
export async function selectDirectory(client: BackendClient) {
  const { data, error } = await client.from('partner_directory').select('*').order('full_name').order('id');
  if (error) throw error;
  return (data ?? []) as unknown[];
}

/** Names of listed partners, for the member's "shared with" list. */
export async function selectPartnerNames(client: BackendClient, ids: string[]) {
  if (ids.length === 0) return new Map<string, Pick<DirectoryRow, 'id' | 'full_name' | 'profession'>>();
  const { data, error } = await client.from('partner_directory').select('id, full_name, profession').in('id', ids);
  if (error) throw error;
  return new Map((data ?? []).map((row) => [row.id as string, row as Pick<DirectoryRow, 'id' | 'full_name' | 'profession'>]));
}

/** The signed-in user's own partner profile, or null. */
export async function selectOwnPartner(client: BackendClient, userId: string) {
  const { data, error } = await client.from('partners').select('*').eq('user_id', userId).maybeSingle();
  if (error) throw error;
  return data as OwnPartner | null;
}

/** Creates the caller's pending profile and gives their account the partner role. */
export async function joinAsPartner(client: BackendClient, profile: PartnerProfile) {
  const { data, error } = await invokeFunction<{ partner: Pick<OwnPartner, 'id' | 'status'>; created: boolean }>(
    client,
    'partner-onboarding',
    { body: profile },
  );
  if (error) {
    const response = (error as { context?: unknown }).context;
    const body =
      response instanceof Response
        ? ((await response.json().catch(() => null)) as { error?: string; fields?: Record<string, string> } | null)
        : null;
    throw Object.assign(new Error(body?.error ?? 'Your profile could not be saved. Please try again.'), { fields: body?.fields ?? {} });
  }
  return data!;
}

/** Saves profile changes (the database keeps status and verification to admins). */
export async function updateOwnPartner(client: BackendClient, id: string, changes: Partial<PartnerProfile>) {
  const { data, error } = await client.from('partners').update(changes).eq('id', id).select('*').single();
  if (error) throw error;
  return data as OwnPartner;
}

/** Requests sent to the signed-in partner, newest first (row-level security limits them). */
export async function selectInbox(client: BackendClient, partnerId: string) {
  const { data, error } = await client
    .from('contact_requests')
    .select('*')
    .eq('partner_id', partnerId)
    .order('created_at', { ascending: false })
    .limit(200);
  if (error) throw error;
  return (data ?? []) as ContactRequest[];
}

export async function updateRequestStatus(client: BackendClient, id: string, status: RequestStatus) {
  const { error } = await client.from('contact_requests').update({ status }).eq('id', id).select('id').single();
  if (error) throw error;
}

/** Shares on the given requests: the partner gets only those not revoked. */
export async function selectSharesFor(client: BackendClient, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  const { data, error } = await client.from('contact_shares').select('*').in('request_id', requestIds).order('created_at');
  if (error) throw error;
  return (data ?? []) as ContactShare[];
}

/**
 * Sends a contact request. A visitor cannot read the row back (`return=minimal`), so only a
 * signed-in sender gets its id, which shares need.
 */
export async function insertContactRequest(client: BackendClient, row: TablesInsert<'contact_requests'>, signedIn: boolean) {
  if (!signedIn) {
    const { error } = await client.from('contact_requests').insert(row);
    if (error) throw error;
    return null;
  }
  const { data, error } = await client.from('contact_requests').insert(row).select('id, created_at').single();
  if (error) throw error;
  return data as Pick<ContactRequest, 'id' | 'created_at'>;
}

export async function insertShares(client: BackendClient, requestId: string, shares: { kind: ShareKind; data: Json }[]) {
  if (shares.length === 0) return [];
  const rows = shares.map((share) => ({ request_id: requestId, kind: share.kind, data: share.data }));
  const { data, error } = await client.from('contact_shares').insert(rows).select('*');
  if (error) throw error;
  return (data ?? []) as ContactShare[];
}

/** What the signed-in member has shared, with the request it went with, newest first. */
export async function selectOwnShares(client: BackendClient, userId: string) {
  const { data, error } = await client
    .from('contact_shares')
    .select('*')
    .eq('sender_id', userId)
    .order('created_at', { ascending: false })
    .limit(100);
  if (error) throw error;
  return (data ?? []) as ContactShare[];
}

/** The member's own requests by id (to name the partner each share went to). */
export async function selectOwnRequests(client: BackendClient, ids: string[]) {
  if (ids.length === 0) return [];
  const { data, error } = await client.from('contact_requests').select('id, partner_id, created_at').in('id', ids);
  if (error) throw error;
  return (data ?? []) as Pick<ContactRequest, 'id' | 'partner_id' | 'created_at'>[];
}

export async function revokeShare(client: BackendClient, id: string) {
  const { data, error } = await client
    .from('contact_shares')
    .update({ revoked_at: new Date().toISOString() })
    .eq('id', id)
    .select('*')
    .single();
  if (error) throw error;
  return data as ContactShare;
}

/** The member's newest scores (both instruments of recent sessions); RLS keeps them their own. */
export async function selectRecentScores(client: BackendClient) {
  const { data, error } = await client
    .from('clinical_scores')
    .select('session_id, instrument, total_score, severity_level, computed_at')
    .order('computed_at', { ascending: false })
    .limit(6);
  if (error) throw error;
  return (data ?? []) as ScoreRow[];
}

/** The member's mood check-ins since `since` (only the columns a summary uses). */
export async function selectMoodSince(client: BackendClient, since: Date) {
  const { data, error } = await client
    .from('mood_logs')
    .select('logged_at, mood, energy, sleep_hours')
    .gte('logged_at', since.toISOString())
    .order('logged_at')
    .limit(1000);
  if (error) throw error;
  return (data ?? []) as MoodRow[];
}

/** The list of states for pickers. */
export async function selectStates(client: BackendClient) {
  const { data, error } = await client.from('us_states').select('code, name').order('name');
  if (error) throw error;
  return (data ?? []) as { code: string; name: string }[];
}
