import { selectProfile, updateProfile, type ProfileValues } from '@/lib/queries/account';
import { prefixes, queryKeys } from '@/lib/queries/keys';
import { createFetcherStore, createMutatorStore } from '@/lib/query-cache';

/** A `profiles` row as the account page reads it (every answer may be empty). */
export type ProfileRow = { [K in keyof ProfileValues]: ProfileValues[K] | null } & { created_at?: string };

/** The member's own profile row. */
export const $profile = createFetcherStore<ProfileRow>(queryKeys.profile(), (client, _prefix, userId) =>
  selectProfile(client, String(userId)),
);

/**
 * Saves the profile and resolves to the stored row; the profile key is refetched. The form
 * says why when it fails (no toast) and keeps every change.
 */
export const $saveProfile = createMutatorStore<{ userId: string; values: ProfileValues }, ProfileRow>(
  ({ client, data }) => updateProfile(client, data.userId, data.values),
  { name: 'account.profile', invalidates: [prefixes.profile], errorToast: false },
);
