import { useCallback, useEffect, useState } from 'react';
import { explain } from './messages';

export interface Loaded<T> {
  data: T | undefined;
  /** A sentence for the admin when the last load failed. */
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Runs `load` now and whenever `key` changes or `reload()` is called; keeps the previous data
 * on screen while a reload runs, and ignores answers that arrive after a newer request.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [state, setState] = useState<{ data: T | undefined; error: string | null; loading: boolean }>({
    data: undefined,
    error: null,
    loading: true,
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    load().then(
      (data) => current && setState({ data, error: null, loading: false }),
      (error: unknown) => current && setState((previous) => ({ ...previous, error: explain(error), loading: false })),
    );
    return () => {
      current = false;
    };
    // `load` is a new function on every render; `key` says when it asks for something new.
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
