import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { getSupabase } from '@/lib/supabase';
import { deleteAllConversations, deleteConversation, listConversations, type ConversationRow } from '@/lib/queries/companion';
import { toast } from '@/stores/toast';
import { Dialog } from '@/components/ui/dialog';

interface HistoryPanelProps {
  userId: string;
  currentId: string | null;
  /** Changes whenever a message was sent, so the list refreshes. */
  version: number;
  onOpen: (id: string) => void;
  onCleared: (ids: string[] | 'all') => void;
}

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A member's saved conversations: open one, delete one, or delete them all. */
export function HistoryPanel({ userId, currentId, version, onOpen, onCleared }: HistoryPanelProps) {
  const [rows, setRows] = useState<ConversationRow[] | null>(null);
  const [confirm, setConfirm] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void listConversations(getSupabase()).then(({ data, error: failed }) => {
      if (!live) return;
      if (failed) setError('Your conversations could not be loaded.');
      else setRows(data ?? []);
    });
    return () => {
      live = false;
    };
  }, [version, userId]);

  async function remove(id: string) {
    const { error: failed } = await deleteConversation(getSupabase(), id);
    if (failed) {
      toast({ title: 'Not deleted', description: 'That conversation could not be deleted. Please try again.', variant: 'destructive' });
      return;
    }
    setRows((r) => (r ?? []).filter((row) => row.id !== id));
    onCleared([id]);
  }

  async function removeAll() {
    const { error: failed } = await deleteAllConversations(getSupabase(), userId);
    setConfirm(false);
    if (failed) {
      toast({ title: 'Not deleted', description: 'Your conversations could not be deleted. Please try again.', variant: 'destructive' });
      return;
    }
    setRows([]);
    onCleared('all');
    toast({ title: 'Conversations deleted', description: 'Every conversation with Wren has been removed from your account.' });
  }

  return (
    <section
      aria-labelledby="wren-history-title"
      className="border-border bg-card flex min-w-0 flex-col rounded-2xl border p-4 lg:max-h-(--below-header)"
    >
      <h2 id="wren-history-title" className="text-lg font-semibold">
        Your conversations
      </h2>
      {error && <p className="text-crisis mt-2 text-sm">{error}</p>}
      {rows === null && !error && <p className="text-muted-foreground mt-2 text-sm">Loading...</p>}
      {rows?.length === 0 && <p className="text-muted-foreground mt-2 text-sm">No saved conversations yet.</p>}
      {rows && rows.length > 0 && (
        // On a wide screen the list scrolls inside the panel, which is as tall as the chat beside it.
        // Its focusable buttons make it reachable by keyboard; long titles end in an ellipsis and
        // stay whole in the button's name and in a tooltip.
        <ul className="-mx-1.5 mt-1.5 grid min-h-0 grid-cols-1 gap-1 overflow-y-auto p-1.5">
          {rows.map((row) => (
            <li key={row.id} className="flex min-w-0 items-center gap-1">
              <button
                type="button"
                aria-current={row.id === currentId ? 'true' : undefined}
                onClick={() => onOpen(row.id)}
                className="hover:bg-muted aria-[current=true]:bg-secondary min-h-11 min-w-0 flex-1 rounded-md px-2 text-left text-sm"
              >
                <span className="block truncate font-semibold" title={row.title || undefined}>
                  {row.title || 'Conversation'}
                </span>
                <span className="text-muted-foreground block text-xs">{when(row.last_message_at)}</span>
              </button>
              <button
                type="button"
                onClick={() => void remove(row.id)}
                aria-label={`Delete conversation: ${row.title || 'Conversation'}`}
                className="text-muted-foreground hover:text-foreground min-h-11 min-w-11 rounded-md text-sm underline"
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      {rows && rows.length > 0 && (
        <Button variant="outline" className="mt-3 w-full shrink-0" onClick={() => setConfirm(true)}>
          Delete all conversations
        </Button>
      )}
      <Dialog
        open={confirm}
        onOpenChange={setConfirm}
        title="Delete all conversations?"
        description="This removes every conversation with Wren from your account. It can't be undone."
      >
        <div className="flex flex-wrap gap-3">
          <Button variant="crisis" onClick={() => void removeAll()}>
            Delete all
          </Button>
          <Button variant="outline" onClick={() => setConfirm(false)}>
            Keep them
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
