import type { BackendClient } from '@/lib/supabase';

/** The profile answers a member can give (the `profiles` columns they may edit). */
export interface ProfileValues {
  display_name: string;
  pronouns: string;
  us_state: string;
  age_confirmed_18: boolean;
  reason: string;
}

const profileColumns = 'display_name, pronouns, us_state, age_confirmed_18, reason, created_at';

/** The member's own profile row (row-level security allows no other). */
export function selectProfile(client: BackendClient, userId: string) {
  return client.from('profiles').select(profileColumns).eq('id', userId).single();
}

/** Saves the columns a member may change; blank answers are stored as empty (null). */
export function updateProfile(client: BackendClient, userId: string, values: ProfileValues) {
  const blankToNull = (text: string) => text.trim() || null;
  return client
    .from('profiles')
    .update({
      display_name: blankToNull(values.display_name),
      pronouns: blankToNull(values.pronouns),
      us_state: values.us_state || null,
      age_confirmed_18: values.age_confirmed_18,
      reason: blankToNull(values.reason),
    })
    .eq('id', userId)
    .select(profileColumns)
    .single();
}

/** Everything Haven stores about the member, as one JSON document. */
export function exportMyData(client: BackendClient) {
  return client.rpc('export_my_data');
}

/** Deletes the member's account; the database removes everything that belongs to it. */
export function deleteMyAccount(client: BackendClient) {
  return client.rpc('delete_my_account');
}

/** A data error in words a person can act on. */
export function describeDataError(
  error: { message?: string | undefined; code?: string | undefined; hint?: string | undefined } | null | undefined,
  doing: string,
): string {
  const message = error?.message ?? '';
  if (/fetch|network|load failed/i.test(message))
    return `We couldn't reach Haven, so we couldn't ${doing}. Check your internet connection and try again.`;
  // The database's refusal to an aal1 session of an account with two-step sign-in.
  if (error?.code === '42501' && /second factor/i.test(error.hint ?? '')) {
    return `This account has two-step sign-in, so we couldn't ${doing} before you enter the code from your authenticator app. Open your dashboard, enter the code, then try again.`;
  }
  if (error?.code === 'PGRST301' || error?.code === '42501' || /jwt/i.test(message)) {
    return `Your session has ended, so we couldn't ${doing}. Please sign in again.`;
  }
  return `Something went wrong, so we couldn't ${doing}. Please try again in a moment.`;
}
