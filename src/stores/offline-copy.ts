import { computed } from 'nanostores';
import { $fromDevice } from '@/lib/query-cache';

/**
 * When the oldest on-device copy shown on this page was read from Haven (ms since the epoch), or
 * null while everything shown came from Haven just now.
 */
export const $offlineCopySavedAt = computed($fromDevice, (keys): number | null => {
  const times = Object.values(keys);
  return times.length === 0 ? null : Math.min(...times);
});
