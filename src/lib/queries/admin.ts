import { FunctionsHttpError } from '@supabase/functions-js';
import type { BackendClient } from '@/lib/supabase';
import { invokeFunction } from '@/lib/queries/invoke';

/**
 * Data access for the admin area. Every call runs with the admin's own session, so row-level
 * security and the admin checks in the SQL functions decide what comes back; nothing here is
 * trusted to keep anyone out.
 */

/**
 * True when the database grants the caller admin powers: app_metadata.role = 'admin' in the JWT
 * and a session raised to aal2 with a code from their authenticator app.
 */
export async function isAdmin(client: BackendClient): Promise<boolean> {
  const { data, error } = await client.rpc('is_admin');
  if (error) throw error;
  return data === true;
}

/**
 * True when the caller holds the admin role at all, second factor or not: the admin area then
 * asks for (or sets up) the second factor. Grants nothing by itself.
 */
export async function hasAdminRole(client: BackendClient): Promise<boolean> {
  const { data, error } = await client.rpc('is_admin_role');
  if (error) throw error;
  return data === true;
}

// Articles

export interface ArticleSummary {
  id: string;
  title: string;
  slug: string;
  category: string;
  published: boolean;
  updated_at: string;
}

export interface ArticleFields {
  title: string;
  slug: string;
  category: string;
  excerpt: string;
  content: string;
  time_to_read: string;
  author_name: string | null;
  seo_keywords: string[];
  related_articles: string[];
  published: boolean;
}

const articleFieldColumns = 'title, slug, category, excerpt, content, time_to_read, author_name, seo_keywords, related_articles, published';

/** Every article, drafts included, most recently changed first. */
export async function listArticles(client: BackendClient): Promise<ArticleSummary[]> {
  const { data, error } = await client
    .from('library_articles')
    .select('id, title, slug, category, published, updated_at')
    .order('updated_at', { ascending: false });
  if (error) throw error;
  return data;
}

export async function getArticle(client: BackendClient, id: string): Promise<ArticleFields> {
  const { data, error } = await client.from('library_articles').select(articleFieldColumns).eq('id', id).single();
  if (error) throw error;
  return data;
}

export async function createArticle(client: BackendClient, fields: ArticleFields): Promise<string> {
  const { data, error } = await client.from('library_articles').insert(fields).select('id').single();
  if (error) throw error;
  return data.id;
}

export async function updateArticle(client: BackendClient, id: string, fields: Partial<ArticleFields>): Promise<void> {
  const { error } = await client.from('library_articles').update(fields).eq('id', id).select('id').single();
  if (error) throw error;
}

export async function deleteArticle(client: BackendClient, id: string): Promise<void> {
  const { error } = await client.from('library_articles').delete().eq('id', id).select('id').single();
  if (error) throw error;
}

// Partners

export const partnerStatuses = ['pending', 'verified', 'rejected', 'suspended', 'sample'] as const;
export type PartnerStatus = (typeof partnerStatuses)[number];
/** What an admin may set. 'sample' is not one: the database refuses to move a row into or out of it. */
export type PartnerDecision = Exclude<PartnerStatus, 'sample'>;

export interface PartnerForReview {
  id: string;
  full_name: string;
  profession: string;
  credentials: string | null;
  license_number: string;
  license_states: string[];
  npi: string | null;
  city: string | null;
  state: string | null;
  status: PartnerStatus;
  /** A fictional sample (status 'sample'): never verified, shown with a Sample label. */
  is_sample: boolean;
  verified_at: string | null;
  rejection_reason: string | null;
  created_at: string;
  updated_at: string;
}

/** Partners with one status; the queue (pending) oldest first, the rest newest first. */
export async function listPartners(client: BackendClient, status: PartnerStatus): Promise<PartnerForReview[]> {
  const { data, error } = await client
    .from('partners')
    .select(
      'id, full_name, profession, credentials, license_number, license_states, npi, city, state, status, is_sample, verified_at, rejection_reason, created_at, updated_at',
    )
    .eq('status', status)
    .order('updated_at', { ascending: status === 'pending' })
    .limit(200);
  if (error) throw error;
  return data as PartnerForReview[];
}

/** Verifies, rejects or suspends; the database sets verified_at and audits the change. */
export async function setPartnerStatus(client: BackendClient, id: string, status: PartnerDecision, reason: string | null = null) {
  const { error } = await client.from('partners').update({ status, rejection_reason: reason }).eq('id', id).select('id').single();
  if (error) throw error;
}

// Chat reports

export const reportStatuses = ['new', 'reviewed', 'dismissed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export interface ChatReport {
  id: string;
  reason: string;
  reported_content: string;
  /** Guest reports only: the guest's message the reply answered, when they chose to send it. */
  reported_context: string | null;
  reported_by: 'member' | 'guest';
  status: ReportStatus;
  reviewed_at: string | null;
  created_at: string;
}

/** Reports with one status, oldest new report first. No reporter id, only member or guest: the admin does not need more. */
export async function listChatReports(client: BackendClient, status: ReportStatus): Promise<ChatReport[]> {
  const { data, error } = await client
    .from('chat_reports')
    .select('id, reason, reported_content, reported_context, reported_by, status, reviewed_at, created_at')
    .eq('status', status)
    .order('created_at', { ascending: status === 'new' })
    .limit(200);
  if (error) throw error;
  return data as ChatReport[];
}

export async function setReportStatus(client: BackendClient, id: string, status: ReportStatus) {
  const reviewed_at = status === 'new' ? null : new Date().toISOString();
  const { error } = await client.from('chat_reports').update({ status, reviewed_at }).eq('id', id).select('id').single();
  if (error) throw error;
}

// Safety and analytics figures (aggregates only)

export interface MonthlyReferrals {
  month: string;
  surface: string;
  referrals: number;
}

export async function crisisReferralsByMonth(client: BackendClient, year: number): Promise<MonthlyReferrals[]> {
  const { data, error } = await client.rpc('crisis_referral_monthly_counts', { p_year: year });
  if (error) throw error;
  return data;
}

export async function crisisReferralsForYear(client: BackendClient, year: number): Promise<{ surface: string; referrals: number }[]> {
  const { data, error } = await client.rpc('crisis_referral_counts', { p_year: year });
  if (error) throw error;
  return data;
}

export interface WeeklyCompletions {
  week_start: string;
  completed: number;
}

export async function completionsByWeek(client: BackendClient, weeks: number): Promise<WeeklyCompletions[]> {
  const { data, error } = await client.rpc('assessment_completions_weekly', { p_weeks: weeks });
  if (error) throw error;
  return data;
}

export interface EventSummary {
  event_type: string;
  events: number;
  active_days: number;
  avg_completion_seconds: number | null;
  avg_questions_answered: number | null;
}

export async function eventSummary(client: BackendClient, days: number): Promise<EventSummary[]> {
  const { data, error } = await client.rpc('analytics_event_summary', { p_days: days });
  if (error) throw error;
  return data;
}

// Audit log

export interface AuditEntry {
  id: number;
  actor_id: string | null;
  action: string;
  table_name: string;
  row_id: string | null;
  details: Record<string, unknown>;
  created_at: string;
}

export async function listAudit(client: BackendClient, limit = 50): Promise<AuditEntry[]> {
  const { data, error } = await client
    .from('audit_log')
    .select('id, actor_id, action, table_name, row_id, details, created_at')
    .order('id', { ascending: false })
    .limit(limit);
  if (error) throw error;
  return data as AuditEntry[];
}

// Accounts (the admin-users edge function; admins cannot read auth.users themselves)

export const accountRoles = ['user', 'partner', 'admin'] as const;
export type AccountRole = (typeof accountRoles)[number];

export interface Account {
  id: string;
  email: string;
  created_at: string;
  last_sign_in_at: string | null;
  role: AccountRole;
}

export interface AccountPage {
  users: Account[];
  total: number;
  matched: number;
  page: number;
  perPage: number;
}

/** The function's own `{ error }` sentence when it sent one. */
async function functionError(error: unknown): Promise<Error> {
  if (error instanceof FunctionsHttpError) {
    const body = (await (error.context as Response).json().catch(() => null)) as { error?: string } | null;
    if (body?.error) return new Error(body.error);
  }
  return new Error('Accounts could not be reached just now. Please try again.');
}

export async function listAccounts(client: BackendClient, options: { email?: string; page?: number }): Promise<AccountPage> {
  const { data, error } = await invokeFunction<AccountPage>(client, 'admin-users', { body: { action: 'list', ...options } });
  if (error || !data) throw await functionError(error);
  return data;
}

export async function setAccountRole(client: BackendClient, userId: string, role: AccountRole): Promise<Account> {
  const { data, error } = await invokeFunction<{ user: Account }>(client, 'admin-users', {
    body: { action: 'set_role', userId, role },
  });
  if (error || !data) throw await functionError(error);
  return data.user;
}
