import { computed, type ReadableAtom } from 'nanostores';
import { clearCache, revalidateKeys } from '@/lib/query-cache';
import { $session, whenSignInRenewed, type SessionState } from '@/stores/session';

/**
 * The one list of key prefixes in the page's data cache (`@/lib/query-cache`). A key is a
 * prefix, the member's id, then what narrows it down (`moods/<user>/32d/device`), so another
 * member never sees cached data. A write names the prefixes it changes; every cached key that
 * starts with one of them is refetched. Group prefixes (`journal`, `programs`) cover the keys
 * under them. Never put free text or emails in a key: keys appear in logs.
 */
export const prefixes = {
  /** Check-ins (every range). */
  moods: 'moods/',
  /** Everything from the journal. */
  journal: 'journal/',
  /** The newest entries, for the journal's list. */
  journalEntries: 'journal/entries/',
  /** What the journal's statistics need from every entry. */
  journalStats: 'journal/stats/',
  /** Entries with their text over a period, for insights. */
  journalText: 'journal/text/',
  /** Assessment scores. */
  scores: 'scores/',
  /** Everything about programs and enrolments. */
  programs: 'programs/',
  /** The program being followed (dashboard). */
  activeProgram: 'programs/active/',
  /** The current program week's reflection questions (journal prompts). */
  journalWeek: 'programs/journal-week/',
  /** One program with the member's enrolment and progress (program pages). */
  programPage: 'programs/page/',
  /** The member's profile row. */
  profile: 'profile/',
  /** A partner's contact requests with what each sender shared. */
  partnerInbox: 'partner/inbox/',
} as const;

/** The signed-in member's id; keys that hold it wait until there is one. */
export const $userId = computed($session, (state) => state.user?.id);

type UserPart = string | ReadableAtom<string | undefined>;
type SlugPart = string | ReadableAtom<string | undefined>;
/** A cache key: fixed parts and stores (a key with a store waits for its value). */
export type QueryKey = (string | number | ReadableAtom<string | undefined>)[];

/** Keys by feature. `user` is the `$userId` store in islands; tests and cache updates pass an id. */
export const queryKeys = {
  /** Check-ins of the last `days` days; `device` lists add the ones waiting on this device. */
  moods: (days: number, { device = false, user = $userId }: { device?: boolean; user?: UserPart } = {}): QueryKey => [
    prefixes.moods,
    user,
    `/${days}d${device ? '/device' : ''}`,
  ],
  journalEntries: (user: UserPart = $userId): QueryKey => [prefixes.journalEntries, user],
  journalStats: (user: UserPart = $userId): QueryKey => [prefixes.journalStats, user],
  journalText: (days: number, user: UserPart = $userId): QueryKey => [prefixes.journalText, user, `/${days}d`],
  scores: (user: UserPart = $userId): QueryKey => [prefixes.scores, user],
  /** Every completed assessment with its scores, newest first (insights' history). */
  assessmentHistory: (user: UserPart = $userId): QueryKey => [prefixes.scores, user, '/history'],
  /** One questionnaire's scores with when and why each was taken (program check-ins). */
  instrumentScores: (instrument: string, user: UserPart = $userId): QueryKey => [prefixes.scores, user, `/${instrument}`],
  activeProgram: (user: UserPart = $userId): QueryKey => [prefixes.activeProgram, user],
  journalWeek: (user: UserPart = $userId): QueryKey => [prefixes.journalWeek, user],
  programPage: (slug: SlugPart, user: UserPart = $userId): QueryKey => [prefixes.programPage, user, '/', slug],
  profile: (user: UserPart = $userId): QueryKey => [prefixes.profile, user],
  partnerInbox: (partnerId: string, user: UserPart = $userId): QueryKey => [prefixes.partnerInbox, user, '/', partnerId],
};

/** The key as the cache stores it (its parts joined), for a key built with fixed parts only. */
export function keyString(key: QueryKey): string {
  return key
    .map((part) => {
      if (typeof part === 'object') throw new Error('keyString needs fixed parts: pass the user id');
      return String(part);
    })
    .join('');
}

/**
 * Calls `clear` whenever the signed-in member changes (signs out, or another member signs in),
 * so nothing cached for one member is ever shown to another. Returns the unsubscribe.
 */
export function clearOnUserChange(clear: () => void, session: ReadableAtom<SessionState> = $session): () => void {
  let known = false;
  let last: string | null = null;
  return session.subscribe(({ user, loading }) => {
    if (loading) return;
    const id = user?.id ?? null;
    if (known && id !== last) clear();
    known = true;
    last = id;
  });
}

clearOnUserChange(() => void clearCache());
// Read offline from this device's copy, or not at all: now with the member's token, afresh.
whenSignInRenewed(() => void revalidateKeys(() => true));
