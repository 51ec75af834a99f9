import { afterEach, describe, expect, test } from 'vitest';
import { readyToSignOut } from '@/components/account/unsent-sign-out';
import { describeUnsent, sendBeforeSignOut } from '@/lib/journal/unsent';
import { markDraftSaved, newDraft, storeDraft } from '@/lib/journal/draft';
import { clearOutbox, createLocalOutbox, getOutbox } from '@/lib/journal/outbox';

/* A chosen sign-out with journal entries or check-ins still waiting on this device. */

const member = '00000000-0000-4000-8000-000000000001';
const entry = (clientId: string) => ({
  table: 'journal_entries' as const,
  clientId,
  userId: member,
  payload: { title: 'On the plane', body: 'x' },
});
const dialog = () => document.querySelector<HTMLDialogElement>('dialog[data-unsent-sign-out]');

afterEach(async () => {
  await clearOutbox();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('readyToSignOut', () => {
  test('goes ahead without asking when nothing waits', async () => {
    await expect(readyToSignOut()).resolves.toBe(true);
    expect(dialog()).toBeNull();
  });

  test('asks when entries cannot be sent, with "Stay signed in" focused, and keeps them when the member stays', async () => {
    // No stored sign-in: nothing can be sent as the member, as when Haven cannot be reached.
    await getOutbox().put(entry('a'));
    await getOutbox().put(entry('b'));
    const answer = readyToSignOut();
    await expect.poll(() => dialog()?.open).toBe(true);
    expect(dialog()!.getAttribute('aria-labelledby')).toBe('unsent-sign-out-title');
    expect(dialog()!.textContent).toContain("2 journal entries haven't reached Haven yet. Signing out now deletes them from this device.");
    expect(document.activeElement?.textContent).toBe('Stay signed in');
    dialog()!.querySelector<HTMLButtonElement>('[data-unsent-stay]')!.click();
    await expect(answer).resolves.toBe(false);
    expect(dialog()).toBeNull();
    expect(await getOutbox().list()).toHaveLength(2);
  });

  test('"Sign out anyway" lets the sign-out go ahead', async () => {
    await getOutbox().put(entry('a'));
    const answer = readyToSignOut();
    await expect.poll(() => dialog()?.open).toBe(true);
    expect(dialog()!.textContent).toContain("1 journal entry hasn't reached Haven yet. Signing out now deletes it from this device.");
    dialog()!.querySelector<HTMLButtonElement>('[data-unsent-leave]')!.click();
    await expect(answer).resolves.toBe(true);
  });

  test('Escape answers like "Stay signed in"', async () => {
    await getOutbox().put(entry('a'));
    const answer = readyToSignOut();
    await expect.poll(() => dialog()?.open).toBe(true);
    dialog()!.dispatchEvent(new Event('cancel'));
    dialog()!.close();
    await expect(answer).resolves.toBe(false);
  });
});

describe('sendBeforeSignOut', () => {
  test('reports every write a sign-out would delete, without sending when no member is stored', async () => {
    const outbox = createLocalOutbox();
    await outbox.put(entry('a'));
    await outbox.put({ table: 'mood_logs', clientId: 'm', userId: member, payload: { mood: 3 } });
    const waiting = await sendBeforeSignOut(outbox, null);
    expect(waiting.map((item) => item.clientId)).toEqual(['a', 'm']);
    expect(describeUnsent(waiting)).toBe('1 journal entry and 1 check-in');
  });

  test('counts the open entry kept on this device, which a sign-out deletes too, once', async () => {
    const outbox = createLocalOutbox();
    storeDraft(member, { ...newDraft(), body: 'Typed offline, not yet queued' });
    const waiting = await sendBeforeSignOut(outbox, null);
    expect(waiting).toEqual([]);
    const queued = await sendBeforeSignOut(outbox, member);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload['body']).toBe('Typed offline, not yet queued');
    expect(await sendBeforeSignOut(outbox, member)).toHaveLength(1);
  });

  test('leaves out an open entry noted as reached Haven', async () => {
    const draft = { ...newDraft(), body: 'Saved before the flight' };
    storeDraft(member, draft);
    markDraftSaved(draft);
    expect(await sendBeforeSignOut(createLocalOutbox(), member)).toEqual([]);
    storeDraft(member, { ...draft, body: 'Saved before the flight, then more' });
    expect(await sendBeforeSignOut(createLocalOutbox(), member)).toHaveLength(1);
  });
});
