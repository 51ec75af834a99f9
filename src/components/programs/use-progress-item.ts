import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createAutosave, type SaveState } from '@/lib/programs-progress/autosave';
import { draftKey, pickNewer, readDraft } from '@/lib/programs-progress/drafts';
import type { ItemKind, ProgressData, ProgressRow } from '@/lib/programs-progress/types';
import { findRow } from '@/lib/programs-progress/week-progress';
import { $programPage, saveProgress } from '@/stores/programs';
import { whenSignInRenewed } from '@/stores/session';

export interface ItemRef {
  week: number;
  kind: ItemKind;
  key: string;
  /** Daily checks only: the member's local date. */
  day?: string | undefined;
}

export interface ProgressItem {
  row: ProgressRow | undefined;
  data: ProgressData;
  done: boolean;
  state: SaveState;
  error: string | undefined;
  /** Shows the change at once, keeps it on the device and saves it to the account after a pause. */
  update: (data: ProgressData) => void;
  /** Saves now, marking the item done (or not done). Resolves false when the save failed. */
  commit: (data: ProgressData, done: boolean) => Promise<boolean>;
}

/**
 * One program_progress item with autosave: typing is kept in localStorage at once and saved
 * to the account 800 ms after the last keystroke; a draft that never reached the account
 * (offline, tab closed) is restored and saved on the next visit.
 */
export function useProgressItem({ week, kind, key, day }: ItemRef): ProgressItem {
  const { enrolment, progress } = useStore($programPage);
  const enrolmentId = enrolment?.id ?? 'none';
  const row = findRow(progress, week, kind, key, day ?? null);
  // Daily checks keep the week they were first recorded under (one per day).
  const rowWeek = row?.week ?? week;
  const storageKey = draftKey(enrolmentId, rowWeek, kind, day ?? key);
  const [initial] = useState(() => pickNewer(row?.data, row?.updated_at, readDraft(storageKey)));
  const [data, setData] = useState<ProgressData>(initial.data);
  const [state, setState] = useState<SaveState>(initial.unsynced ? 'pending' : 'idle');
  const [error, setError] = useState<string | undefined>();

  const save = useCallback(
    async (next: ProgressData, completedAt?: string | null) => {
      const current = findRow($programPage.get().progress, rowWeek, kind, key, day ?? null);
      await saveProgress({
        week: rowWeek,
        item_kind: kind,
        item_key: key,
        day: day ?? null,
        data: next,
        completed_at: completedAt === undefined ? (current?.completed_at ?? null) : completedAt,
      });
    },
    [rowWeek, kind, key, day],
  );

  const autosave = useMemo(
    () =>
      createAutosave({
        draftKey: storageKey,
        save: (next) => save(next),
        onState: (next, reason) => {
          setState(next);
          setError(reason);
        },
      }),
    [storageKey, save],
  );

  useEffect(() => {
    if (initial.unsynced) autosave.change(initial.data);
    const flush = () => void autosave.flush();
    window.addEventListener('online', flush);
    window.addEventListener('pagehide', flush);
    const stopRenewed = whenSignInRenewed(flush);
    return () => {
      window.removeEventListener('online', flush);
      stopRenewed();
      window.removeEventListener('pagehide', flush);
      void autosave.flush();
      autosave.dispose();
    };
  }, [autosave, initial]);

  return {
    row,
    data,
    done: Boolean(row?.completed_at),
    state,
    error,
    update: (next) => {
      setData(next);
      autosave.change(next);
    },
    commit: async (next, done) => {
      setData(next);
      await autosave.flush();
      setState('saving');
      try {
        await save(next, done ? new Date().toISOString() : null);
        setState('saved');
        setError(undefined);
        return true;
      } catch (reason) {
        autosave.change(next);
        setState('error');
        setError(reason instanceof Error ? reason.message : String(reason));
        return false;
      }
    },
  };
}
