import { Button } from '@/components/ui/button';
import { product, routes } from '@/config/haven';

interface ChatToolbarProps {
  member: boolean;
  sending: boolean;
  onSaveSummary: () => void;
  onNewChat: () => void;
}

/** The chat's top bar: Wren is an AI, whether the chat is kept, and what can be done with it. */
export function ChatToolbar({ member, sending, onSaveSummary, onNewChat }: ChatToolbarProps) {
  return (
    <div className="border-border bg-card flex flex-wrap items-center justify-between gap-2 border-b px-4 py-2">
      <p className="text-sm">
        <strong>{product.companion} is an AI</strong>, not a person.{' '}
        <span className="text-muted-foreground">{member ? 'Saved to your account.' : 'Guest mode: nothing is saved.'}</span>
      </p>
      {/* On a phone the three fit one row (smaller, "to journal" left to screen readers), so the
          messages keep the height of a row of buttons. */}
      <div className="flex flex-wrap gap-1 max-sm:text-sm sm:gap-2">
        <Button variant="ghost" className="max-sm:px-2" onClick={onSaveSummary}>
          {member ? (
            <span>
              Save summary<span className="max-sm:sr-only"> to journal</span>
            </span>
          ) : (
            'Copy summary'
          )}
        </Button>
        <Button variant="ghost" className="max-sm:px-2" onClick={onNewChat} disabled={sending}>
          New chat
        </Button>
        <a href={routes.safetyPlan} className="hover:bg-muted inline-flex min-h-11 items-center rounded-md px-3 font-semibold max-sm:px-2">
          My safety plan
        </a>
      </div>
    </div>
  );
}
