import { getBuildSupabase } from '@/lib/build-supabase';
import { toFeatured } from '@/lib/featured';
import { selectFeatured } from '@/lib/queries/library';

/** Home page featured articles, read at build time; failures fall back to the samples. */
export async function loadFeatured() {
  try {
    const { data, error } = await selectFeatured(getBuildSupabase());
    if (error) throw error;
    return toFeatured(data);
  } catch (error) {
    console.warn(`Featured articles could not be read (${error instanceof Error ? error.message : String(error)}); showing the samples.`);
    return toFeatured([]);
  }
}
