import type { Tables } from '@/lib/database.types';
import type { BackendClient } from '@/lib/supabase';

/** A row of `mood_logs` as the app reads it. */
export type MoodLog = Pick<
  Tables<'mood_logs'>,
  | 'id'
  | 'client_id'
  | 'logged_at'
  | 'mood'
  | 'energy'
  | 'emotions'
  | 'sleep_hours'
  | 'exercise_minutes'
  | 'social_contact'
  | 'tags'
  | 'note'
>;

/** What a check-in writes; `client_id` is made on the device so saving twice is harmless. */
export type MoodInput = Omit<MoodLog, 'id'>;

export const moodColumns = 'id, client_id, logged_at, mood, energy, emotions, sleep_hours, exercise_minutes, social_contact, tags, note';

/** The newest `limit` check-ins since `since` (ISO), newest first. */
export async function listMoods(client: BackendClient, since: string, limit = 5000): Promise<MoodLog[]> {
  const { data, error } = await client
    .from('mood_logs')
    .select(moodColumns)
    .gte('logged_at', since)
    .order('logged_at', { ascending: false })
    .limit(limit);
  if (error) throw error;
  return (data ?? []).map(normaliseMood);
}

/** Saves a check-in; saving the same `client_id` again updates it instead of adding a copy. */
export async function upsertMood(client: BackendClient, userId: string, input: MoodInput): Promise<MoodLog> {
  const { data, error } = await client
    .from('mood_logs')
    .upsert({ ...input, user_id: userId }, { onConflict: 'user_id,client_id' })
    .select(moodColumns)
    .single();
  if (error) throw error;
  return normaliseMood(data);
}

export async function deleteMood(client: BackendClient, clientId: string): Promise<void> {
  const { error } = await client.from('mood_logs').delete().eq('client_id', clientId);
  if (error) throw error;
}

/**
 * Adds check-ins that are not there yet (matched on `client_id`) and leaves existing ones as
 * they are. Returns how many were new.
 */
export async function importMoods(client: BackendClient, userId: string, rows: MoodInput[]): Promise<number> {
  const { data, error } = await client
    .from('mood_logs')
    .upsert(
      rows.map((row) => ({ ...row, user_id: userId })),
      { onConflict: 'user_id,client_id', ignoreDuplicates: true },
    )
    .select('id');
  if (error) throw error;
  return data?.length ?? 0;
}

/** `numeric` columns arrive as strings from some servers; the app works with numbers. */
export function normaliseMood(row: MoodLog): MoodLog {
  return { ...row, sleep_hours: row.sleep_hours == null ? null : Number(row.sleep_hours) };
}
