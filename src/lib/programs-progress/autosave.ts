import { clearDraft, writeDraft } from './drafts';
import type { ProgressData } from './types';

export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export interface Autosave {
  /** Keeps `data` on the device now and saves it to the account after a pause in typing. */
  change(data: ProgressData): void;
  /** Saves what is pending at once (leaving the page, pressing a button). */
  flush(): Promise<void>;
  /** Stops the timer; a pending draft stays on the device. */
  dispose(): void;
}

export interface AutosaveOptions {
  draftKey: string;
  save: (data: ProgressData) => Promise<void>;
  onState: (state: SaveState, error?: string) => void;
  delayMs?: number;
}

/** Debounced saving with a local draft: the draft is cleared only once the account has it. */
export function createAutosave({ draftKey, save, onState, delayMs = 800 }: AutosaveOptions): Autosave {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { data: ProgressData; typedAt: number } | null = null;
  let running: Promise<void> = Promise.resolve();

  const run = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const next = pending;
    if (!next) return running;
    pending = null;
    running = running.then(async () => {
      onState('saving');
      try {
        await save(next.data);
        clearDraft(draftKey, next.typedAt);
        onState(pending ? 'pending' : 'saved');
      } catch (error) {
        // Keep the newest words queued so the next change, flush or reconnection retries them.
        pending ??= next;
        onState('error', error instanceof Error ? error.message : String(error));
      }
    });
    return running;
  };

  return {
    change(data) {
      const typedAt = Date.now();
      writeDraft(draftKey, data, typedAt);
      pending = { data, typedAt };
      onState('pending');
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => void run(), delayMs);
    },
    flush: () => run(),
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
