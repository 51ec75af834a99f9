/**
 * What the person sees about their entry:
 * - `idle`: nothing typed yet;
 * - `device`: kept on this device (every keystroke), database save pending;
 * - `saving`: being sent;
 * - `saved`: in the database;
 * - `offline`: kept on this device, will sync when back online;
 * - `refused`: kept on this device, the server refused it (`message` says why).
 */
export type SaveStatus = 'idle' | 'device' | 'saving' | 'saved' | 'offline' | 'refused';

export type SaveOutcome = { status: 'saved' } | { status: 'offline' } | { status: 'refused'; message: string };

export interface AutosaverOptions<T> {
  delayMs: number;
  /** Sends the value to the database (through the outbox). */
  save: (value: T) => Promise<SaveOutcome>;
  onStatus: (status: SaveStatus, message?: string) => void;
}

export interface Autosaver<T> {
  /** Call on every change (after keeping the value on the device): saves after a pause in typing. */
  change(value: T): void;
  /** Saves the latest value now; resolves when it is settled. */
  flush(): Promise<void>;
  /** Stops the timer (an unsaved value stays on the device and in the outbox). */
  dispose(): void;
}

/** Debounced saving with at most one save in flight; a change during a save is saved after it. */
export function createAutosaver<T>({ delayMs, save, onStatus }: AutosaverOptions<T>): Autosaver<T> {
  let latest: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | null = null;

  const run = async (): Promise<void> => {
    if (inFlight) {
      await inFlight;
      return latest ? run() : undefined;
    }
    if (!latest) return;
    const { value } = latest;
    latest = null;
    onStatus('saving');
    inFlight = (async () => {
      try {
        const outcome = await save(value);
        if (latest) return;
        if (outcome.status === 'refused') onStatus('refused', outcome.message);
        else onStatus(outcome.status);
      } catch (error) {
        onStatus('offline', (error as Error).message);
      }
    })();
    await inFlight;
    inFlight = null;
    if (latest) return run();
  };

  return {
    change(value) {
      latest = { value };
      onStatus('device');
      clearTimeout(timer);
      timer = setTimeout(() => void run(), delayMs);
    },
    flush() {
      clearTimeout(timer);
      return run();
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}
