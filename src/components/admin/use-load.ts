import { useCallback, useEffect, useRef, useState } from 'react';
import { limits } from '@/config/haven';
import { retryDelaysMs, statusFromCode } from '@/lib/query-cache';
import { explain } from './messages';

export interface Loaded<T> {
  data: T | undefined;
  /** A sentence for the admin when the last load failed. */
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/** The data cache's rule (spec section 8): never retry an HTTP 4xx, anything else up to twice. */
function retryable(error: unknown): boolean {
  const record = (error ?? {}) as { status?: unknown; code?: unknown };
  const status = typeof record.status === 'number' ? record.status : statusFromCode(record.code);
  return status < 400 || status >= 500;
}

async function withRetries<T>(load: () => Promise<T>, isCurrent: () => boolean): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= limits.cache.retries || !retryable(error) || !isCurrent()) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelaysMs[attempt] ?? retryDelaysMs[1]));
    }
  }
}

/**
 * Runs `load` now and whenever `key` changes or `reload()` is called, retrying as the data cache
 * does; keeps the previous data on screen while a reload runs, and ignores answers that arrive
 * after a newer request. Admin views are one island each and always show fresh figures, so they
 * load on demand rather than through the page's 5-minute cache.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [state, setState] = useState<{ data: T | undefined; error: string | null; loading: boolean }>({
    data: undefined,
    error: null,
    loading: true,
  });
  const [round, setRound] = useState(0);
  // `load` is a new function on every render; `key` says when it asks for something new, so the
  // effect below runs on `key` and reads the newest `load` from here.
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    withRetries(latestLoad.current, () => current).then(
      (data) => current && setState({ data, error: null, loading: false }),
      (error: unknown) => current && setState((previous) => ({ ...previous, error: explain(error), loading: false })),
    );
    return () => {
      current = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
