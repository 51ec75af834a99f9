import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { product } from '@/config/haven';
import type { Chip } from '../../../supabase/functions/_shared/companion/types.ts';

interface ComposerProps {
  chips: Chip[];
  sending: boolean;
  /** Focus the message box when it appears. */
  focus?: boolean;
  onSend: (text: string, action?: string) => void;
  onChip: (chip: Chip) => void;
}

/** Quick replies plus a free-text box. Enter sends; Shift+Enter adds a line. */
export function Composer({ chips, sending, focus = false, onSend, onChip }: ComposerProps) {
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const quickReplies = useRef<HTMLUListElement>(null);
  /** A quick reply was chosen and the reply to it has not come yet. */
  const chose = useRef(false);
  useEffect(() => {
    if (focus) box.current?.focus();
  }, [focus]);
  // A chosen quick reply is usually replaced by the reply's own, and focus would fall to the top of
  // the page: it goes to the first new quick reply instead (the message box when there is none; not
  // first, since on a phone that opens the keyboard over the reply). Focus the person moved stays.
  useEffect(() => {
    if (sending || !chose.current) return;
    chose.current = false;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    (quickReplies.current?.querySelector('button') ?? box.current)?.focus();
  }, [chips, sending]);

  function submit() {
    const value = text.trim();
    if (!value || sending) return;
    onSend(value);
    setText('');
    box.current?.focus();
  }

  return (
    <div className="border-border bg-card grid grid-cols-1 gap-3 border-t p-3">
      {chips.length > 0 && (
        <ul ref={quickReplies} aria-label="Quick replies" className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={`${chip.action ?? ''}${chip.label}`}>
              {/* aria-disabled, not disabled, while a reply is coming: a disabled button drops focus to the page. */}
              <button
                type="button"
                aria-disabled={sending || undefined}
                onClick={() => {
                  if (sending) return;
                  chose.current = true;
                  onChip(chip);
                }}
                className="border-primary/50 bg-secondary text-secondary-foreground hover:bg-secondary/70 min-h-11 rounded-full border px-4 text-sm font-semibold aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
              >
                {chip.label}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor="wren-message" className="sr-only">
          Message {product.companion}
        </label>
        <textarea
          id="wren-message"
          ref={box}
          value={text}
          rows={2}
          maxLength={4000}
          placeholder="Type how you’re feeling, or tap a quick reply"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
          className="border-input bg-background max-h-48 min-h-11 min-w-0 flex-1 resize-y rounded-md border px-3 py-2"
        />
        <Button type="submit" disabled={sending || !text.trim()}>
          Send
        </Button>
      </form>
    </div>
  );
}
