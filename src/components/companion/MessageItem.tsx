import { memo } from 'react';
import { CrisisCard } from '@/components/ui/crisis-card';
import { product } from '@/config/haven';
import { cn } from '@/lib/utils';
import type { ChatMessage } from '@/stores/companion';
import { BoxBreathing } from './BoxBreathing';
import { RichText } from './RichText';

interface MessageItemProps {
  message: ChatMessage;
  member: boolean;
  onReport: (message: ChatMessage) => void;
  onDelete: (message: ChatMessage) => void;
}

const EXERCISE_NAMES: Record<string, string> = {
  'box-breathing': 'Box breathing',
  'slow-breathing': '4-7-8 breathing',
  kindness: 'Loving-kindness meditation',
  grounding: '5-4-3-2-1 grounding',
  'body-scan': 'Body scan',
  meditation: 'Two-minute meditation',
  sleep: 'Wind down for sleep',
  'thought-record': 'Thought record',
  'worry-time': 'Worry time',
  activation: 'One small activity',
  gratitude: 'Three good things',
  'check-in': 'Mood check-in',
};

/** One turn in the chat: the person's message, a notice, or Wren's reply with its card and tools. */
export const MessageItem = memo(function MessageItem({ message, member, onReport, onDelete }: MessageItemProps) {
  if (message.role === 'notice') {
    return (
      <li data-role="notice" className="border-primary/40 bg-secondary text-secondary-foreground rounded-lg border p-3 text-sm">
        <p>
          <strong>Reminder:</strong> {message.text.replace(/^A reminder: /, '')}
        </p>
      </li>
    );
  }
  const mine = message.role === 'user';
  return (
    <li
      data-role={message.role}
      data-pending={message.pending || undefined}
      className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}
    >
      <p className="text-muted-foreground text-xs font-semibold">{mine ? 'You' : `${product.companion} (AI)`}</p>
      {message.card && (
        <div className="w-full">
          <CrisisCard title={message.card.kind === 'crisis' ? 'You don’t have to face this alone' : 'Support is here if you need it'}>
            <p className="mt-1">
              Trained people, not an AI. The 988 Lifeline and the Crisis Text Line are free, confidential and open 24/7.
            </p>
          </CrisisCard>
        </div>
      )}
      {message.pending && !message.text ? (
        <p role="status" className="bg-muted text-muted-foreground rounded-2xl px-4 py-3 italic">
          {product.companion} is thinking…
        </p>
      ) : (
        <div
          className={cn(
            'max-w-[min(100%,38rem)] rounded-2xl px-4 py-3 wrap-anywhere',
            mine ? 'bg-primary text-primary-foreground' : 'bg-card border-border border',
            message.failed && 'border-crisis/60 border-2',
          )}
        >
          {mine ? <p className="whitespace-pre-wrap">{message.text}</p> : <RichText text={message.text} />}
          {message.exercise && !mine && (
            <p className="text-muted-foreground mt-2 text-sm">
              {EXERCISE_NAMES[message.exercise.kind]}: step {message.exercise.step} of {message.exercise.total}
            </p>
          )}
          {message.exercise?.kind === 'box-breathing' && message.exercise.step === 1 && <BoxBreathing />}
        </div>
      )}
      {!message.pending && !message.failed && (
        // Shown once the reply is complete: the log (a live region) would otherwise read out
        // "Report this reply, Delete" after every message.
        <div className="flex gap-1" aria-live="off">
          {!mine && (
            <button
              type="button"
              className="text-muted-foreground hover:text-foreground min-h-11 px-2 text-sm underline"
              onClick={() => onReport(message)}
            >
              Report this reply
            </button>
          )}
          {(member ? message.id : true) && (
            <button
              type="button"
              className="text-muted-foreground hover:text-foreground min-h-11 px-2 text-sm underline"
              onClick={() => onDelete(message)}
              aria-label={mine ? 'Delete your message' : `Delete ${product.companion}'s reply`}
            >
              Delete
            </button>
          )}
        </div>
      )}
    </li>
  );
});
