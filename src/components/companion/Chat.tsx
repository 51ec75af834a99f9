import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { User } from '@supabase/supabase-js';
import { product, routes } from '@/config/haven';
import { getSupabase } from '@/lib/supabase';
import { saveSummaryToJournal } from '@/lib/queries/companion';
import {
  $chat,
  currentSummary,
  newConversation,
  openConversation,
  preloadScreen,
  removeMessage,
  send,
  type ChatMessage,
} from '@/stores/companion';
import { toast } from '@/stores/toast';
import type { Chip } from '../../../supabase/functions/_shared/companion/types.ts';
import { ChatToolbar } from './ChatToolbar';
import { Composer } from './Composer';
import { HistoryPanel } from './HistoryPanel';
import { MessageItem } from './MessageItem';
import { RichText } from './RichText';
import { ReportDialog } from './ReportDialog';

const STARTERS: Chip[] = [
  { label: 'Not great' },
  { label: 'Okay, I guess' },
  { label: 'Mood check-in', action: 'start:check-in' },
  { label: 'Try a calming exercise', action: 'menu:exercises' },
];

const WELCOME = `Hi, I’m ${product.companion}, an AI companion. I’m here to listen, help you reflect, and guide short exercises like box breathing or sorting worries. **How are you feeling today?**`;

/**
 * Where the log scrolls to for its newest message: the bottom, unless that message is a reply
 * taller than the log (a crisis card with its words, a long exercise step on a phone). That one
 * opens at its start, so the card's heading and first lines are read first, not its last line.
 */
function scrollTarget(area: HTMLElement): number {
  const newest = area.querySelector<HTMLElement>(':scope > ol > li:last-child');
  if (newest?.dataset['role'] !== 'assistant' || newest.offsetHeight <= area.clientHeight) return area.scrollHeight;
  const gap = parseFloat(getComputedStyle(area).paddingTop);
  return area.scrollTop + newest.getBoundingClientRect().top - area.getBoundingClientRect().top - gap;
}

/** The person's message just before a reply: what the reply answered. */
function promptFor(messages: ChatMessage[], reply: ChatMessage | null): string | null {
  if (!reply) return null;
  const at = messages.findIndex((m) => m.key === reply.key);
  return messages.slice(0, Math.max(at, 0)).findLast((m) => m.role === 'user')?.text ?? null;
}

/**
 * The conversation: messages, quick replies, the composer, and (for members) saved history.
 * `focusComposer` puts focus in the message box (right after the disclosure, whose button is gone).
 */
export function Chat({ user, focusComposer = false }: { user: User | null; focusComposer?: boolean }) {
  const chat = useStore($chat);
  const member = Boolean(user);
  const [reporting, setReporting] = useState<ChatMessage | null>(null);
  const [version, setVersion] = useState(0);
  const panel = useRef<HTMLElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const shown = useRef(false);

  const newestText = chat.messages.at(-1)?.text;
  // The newest message in view inside the log, and the chat on screen right under the site header
  // with the composer at the bottom (the panel is exactly that tall). At once the first time. Run
  // again when the quick replies change, since they change the log's height.
  useLayoutEffect(() => {
    const area = log.current;
    if (!area) return;
    const behavior = shown.current && document.documentElement.dataset['motion'] !== 'reduce' ? 'smooth' : 'auto';
    shown.current = true;
    area.scrollTo({ top: scrollTarget(area), behavior });
    panel.current?.scrollIntoView({ block: 'end', behavior });
  }, [chat.messages.length, newestText, chat.chips]);
  useEffect(() => {
    if (!chat.sending) setVersion((v) => v + 1);
  }, [chat.sending]);
  useEffect(() => void preloadScreen(), []);

  async function saveSummary() {
    const summary = currentSummary();
    if (!summary) {
      toast({ title: 'Nothing to save yet', description: 'Chat for a little while or finish an exercise, then save a summary.' });
      return;
    }
    if (!member) {
      await navigator.clipboard?.writeText(`${summary.title}\n\n${summary.body}`).catch(() => undefined);
      toast({ title: 'Summary copied', description: 'Sign in to save summaries straight to your private journal.' });
      return;
    }
    const { error } = await saveSummaryToJournal(getSupabase(), summary);
    if (error)
      toast({
        title: 'Not saved',
        description: 'The summary could not be saved to your journal. Please try again.',
        variant: 'destructive',
      });
    else toast({ title: 'Saved to your journal', description: summary.title });
  }

  function onChip(chip: Chip) {
    if (chip.action === 'open:safety-plan') {
      window.open(routes.safetyPlan, '_blank', 'noopener');
      return;
    }
    if (chip.action === 'save-summary') {
      void saveSummary();
      return;
    }
    void send(chip.label, chip.action);
  }

  const onDelete = useCallback((message: ChatMessage) => {
    removeMessage(message).catch((error: unknown) => {
      toast({ title: 'Not deleted', description: (error as Error).message, variant: 'destructive' });
    });
  }, []);

  const chips = chat.messages.length === 0 ? STARTERS : chat.chips;

  return (
    <div className={member ? 'grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]' : ''}>
      <section
        ref={panel}
        aria-label={`Chat with ${product.companion}`}
        className="border-border bg-background flex h-(--below-header) min-w-0 flex-col overflow-hidden rounded-2xl border"
      >
        <ChatToolbar member={member} sending={chat.sending} onSaveSummary={() => void saveSummary()} onNewChat={newConversation} />
        <div ref={log} role="log" aria-live="polite" aria-label="Messages" tabIndex={0} className="min-h-32 flex-1 overflow-y-auto p-4">
          <ol className="flex flex-col gap-4">
            {chat.messages.length === 0 && (
              <li data-role="welcome" className="flex flex-col items-start gap-1">
                <p className="text-muted-foreground text-xs font-semibold">{product.companion} (AI)</p>
                <div className="bg-card border-border max-w-[min(100%,38rem)] rounded-2xl border px-4 py-3">
                  <RichText text={WELCOME} />
                </div>
              </li>
            )}
            {chat.messages.map((m) => (
              <MessageItem key={m.key} message={m} member={member} onReport={setReporting} onDelete={onDelete} />
            ))}
          </ol>
        </div>
        <Composer chips={chips} sending={chat.sending} focus={focusComposer} onSend={(text) => void send(text)} onChip={onChip} />
      </section>
      {user && (
        <HistoryPanel
          userId={user.id}
          currentId={chat.conversationId}
          version={version}
          onOpen={(id) =>
            void openConversation(id).catch(() =>
              toast({ title: 'Not opened', description: 'That conversation could not be loaded.', variant: 'destructive' }),
            )
          }
          onCleared={(ids) => {
            if (ids === 'all' || (chat.conversationId && ids.includes(chat.conversationId))) newConversation();
          }}
        />
      )}
      <ReportDialog
        message={reporting}
        prompt={promptFor(chat.messages, reporting)}
        member={member}
        open={reporting !== null}
        onOpenChange={(open) => !open && setReporting(null)}
      />
    </div>
  );
}
