import type { BackendClient } from '@/lib/supabase';
import type { ProgramWeekPrompts } from '@/lib/journal/prompts';
import { activeEnrolment } from '@/lib/queries/dashboard';
import { invokeFunction } from '@/lib/queries/invoke';

/** A row of `journal_entries` as the app reads it. */
export interface JournalEntry {
  id: string;
  client_id: string;
  title: string | null;
  body: string;
  tags: string[];
  mood_log_id: string | null;
  prompt_kind: string | null;
  prompt_text: string | null;
  program_week_id: string | null;
  word_count: number;
  created_at: string;
  updated_at: string;
}

export const entryColumns =
  'id, client_id, title, body, tags, mood_log_id, prompt_kind, prompt_text, program_week_id, word_count, created_at, updated_at';

/** The newest entries, newest first. */
export async function listEntries(client: BackendClient, limit = 50): Promise<JournalEntry[]> {
  const { data, error } = await client.from('journal_entries').select(entryColumns).order('created_at', { ascending: false }).limit(limit);
  if (error) throw error;
  return (data ?? []) as JournalEntry[];
}

/** Entries matching a search ("websearch" syntax: words, "a phrase", -without), newest first. */
export async function searchEntries(client: BackendClient, query: string, limit = 50): Promise<JournalEntry[]> {
  const { data, error } = await client
    .from('journal_entries')
    .select(entryColumns)
    .textSearch('search', query, { type: 'websearch', config: 'english' })
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) throw error;
  return (data ?? []) as JournalEntry[];
}

export type EntryStatRow = Pick<JournalEntry, 'client_id' | 'created_at' | 'word_count' | 'tags'>;

/** What the statistics need from every entry (no text). */
export async function entryStats(client: BackendClient, limit = 10000): Promise<EntryStatRow[]> {
  const { data, error } = await client
    .from('journal_entries')
    .select('client_id, created_at, word_count, tags')
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) throw error;
  return (data ?? []) as EntryStatRow[];
}

/** Entries since `since` (ISO) with their text, for themes and export. */
export async function entriesSince(client: BackendClient, since: string, limit = 5000): Promise<JournalEntry[]> {
  const { data, error } = await client
    .from('journal_entries')
    .select(entryColumns)
    .gte('created_at', since)
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) throw error;
  return (data ?? []) as JournalEntry[];
}

export async function deleteEntry(client: BackendClient, clientId: string): Promise<void> {
  const { error } = await client.from('journal_entries').delete().eq('client_id', clientId);
  if (error) throw error;
}

export interface ProgramWeekRow {
  id: string;
  week: number;
  reflection: string[];
}

/** One week of a program (its reflection questions become journal prompts). */
export async function programWeek(client: BackendClient, programId: string, week: number): Promise<ProgramWeekRow | null> {
  const { data, error } = await client
    .from('program_weeks')
    .select('id, week, reflection')
    .eq('program_id', programId)
    .eq('week', week)
    .maybeSingle();
  if (error) throw error;
  return data;
}

/** Counts one showing of crisis resources on the journal (anonymous: no user, no text). */
export async function recordJournalReferral(client: BackendClient): Promise<void> {
  const { error } = await client.rpc('record_crisis_referral', { surface: 'journal' });
  if (error) throw error;
}

/**
 * Screens the entry's text with the server's full crisis screen (the rules and Wren's learned
 * language layer). Throws when the screen could not be reached; the caller keeps the instant
 * in-browser result.
 */
export async function screenOnServer(
  client: BackendClient,
  text: string,
): Promise<{ level: 'none' | 'concern' | 'crisis'; categories: string[] }> {
  const { data, error } = await invokeFunction<{ level: 'none' | 'concern' | 'crisis'; categories: string[] }>(client, 'safety-screen', {
    body: { text },
  });
  if (error || !data) throw new Error('The safety screen could not be reached.');
  return data;
}

/** The reflection questions of the week the member is on in their active program; null when none. */
export async function currentWeekPrompts(client: BackendClient): Promise<ProgramWeekPrompts | null> {
  const enrolment = await activeEnrolment(client);
  const week = enrolment ? await programWeek(client, enrolment.programId, enrolment.week) : null;
  return enrolment && week ? { id: week.id, week: week.week, programTitle: enrolment.program.title, reflection: week.reflection } : null;
}
