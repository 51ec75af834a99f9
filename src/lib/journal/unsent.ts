import { storageKeys } from '@/config/haven';
import { draftRow, isEmptyDraft, readUnsavedDraft } from './draft';
import { getOutbox, type Outbox, type OutboxItem } from './outbox';

export { describeUnsent, unsentVerb } from './unsent-words';

/** How long a sign-out waits on one attempt to send; the attempt itself may go on. */
const sendWaitMs = 8_000;

function storedMemberId(): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKeys.session) ?? 'null') as { user?: { id?: unknown } } | null;
    return typeof stored?.user?.id === 'string' ? stored.user.id : null;
  } catch {
    return null;
  }
}

/**
 * Before a sign-out deletes the outbox: tries once to send the signed-in member's waiting writes
 * (only with their own token, see `flushOutbox` in ./sync), then returns what is still waiting on this
 * device, i.e. what a sign-out now would delete. The open journal entry kept on the device
 * (the draft, which a sign-out deletes too) is queued first unless it is known to have reached
 * Haven: it may not be in the outbox yet (a page opened offline saves it only after a pause),
 * and queuing it twice is harmless. Waits at most a few seconds on the attempt (it goes on, harmlessly: sends are
 * upserts on `client_id`). Nothing waiting costs no request.
 */
export async function sendBeforeSignOut(outbox: Outbox = getOutbox(), memberId = storedMemberId()): Promise<OutboxItem[]> {
  const draft = memberId ? readUnsavedDraft(memberId) : null;
  if (memberId && draft && !isEmptyDraft(draft) && !(await outbox.get('journal_entries', draft.clientId))) {
    await outbox.put({ table: 'journal_entries', clientId: draft.clientId, userId: memberId, payload: draftRow(draft) });
  }
  const waiting = await outbox.list();
  if (waiting.length === 0) return waiting;
  if (memberId && navigator.onLine !== false) {
    // Loaded only now: this module is part of every page's script, supabase-js is not.
    const attempt = Promise.all([import('@/lib/supabase'), import('./sync')])
      .then(([{ getSupabase }, { flushOutbox }]) => flushOutbox(getSupabase(), outbox, memberId))
      .catch(() => undefined);
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([attempt, new Promise((resolve) => (timer = setTimeout(resolve, sendWaitMs)))]);
    clearTimeout(timer);
  }
  return outbox.list();
}
