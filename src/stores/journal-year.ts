import { entriesSince, type JournalEntry } from '@/lib/queries/journal';
import { queryKeys } from '@/lib/queries/keys';
import { createFetcherStore } from '@/lib/query-cache';

/**
 * A year of entries with their text (insights). In its own module so that insights does not
 * load the journal's store, which brings the in-browser crisis screen (37 KB) that only writing
 * an entry needs. `@/stores/journal` re-exports it, so the journal and insights share one store.
 */
export const $journalYear = createFetcherStore<JournalEntry[]>(queryKeys.journalText(365), (client) =>
  entriesSince(client, new Date(Date.now() - 365 * 86_400_000).toISOString()),
);
