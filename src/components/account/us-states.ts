import { getBuildSupabase } from '@/lib/build-supabase';
import type { UsState } from './ProfileFields';

/** The state picker's options, read from `us_states` while the site is built. */
export async function loadUsStates(): Promise<UsState[]> {
  const { data, error } = await getBuildSupabase().from('us_states').select('code, name').order('name');
  if (error) throw new Error(`The list of US states could not be read for the profile forms: ${error.message}`);
  return data;
}
