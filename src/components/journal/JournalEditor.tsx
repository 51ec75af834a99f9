import { useStore } from '@nanostores/react';
import { Plus, Trash2, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/field';
import { $draft, $entries, clearPrompt, editDraft, newEntry } from '@/stores/journal';
import { DeleteEntryDialog } from './DeleteEntryDialog';
import { MoodLinkSelect } from './MoodLinkSelect';
import { PromptPicker } from './PromptPicker';
import { SaveStatus } from './SaveStatus';
import { TagInput } from './TagInput';

/** The open entry: title, prompt, text, tags and an optional check-in, saved as you type. */
export function JournalEditor() {
  const draft = useStore($draft);
  const saved = useStore($entries).some((entry) => entry.client_id === draft.clientId);
  const [deleting, setDeleting] = useState(false);
  const body = useRef<HTMLTextAreaElement>(null);

  return (
    <section aria-labelledby="journal-editor-heading" className="border-border bg-card rounded-2xl border p-5 md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="journal-editor-heading" tabIndex={-1} className="text-2xl font-semibold">
          {saved ? 'Editing an entry' : 'New entry'}
        </h2>
        <SaveStatus />
      </div>

      <div className="mt-4 grid gap-5">
        <Field label="Title (optional)">
          {(control) => (
            <Input
              {...control}
              value={draft.title}
              maxLength={200}
              autoComplete="off"
              onChange={(event) => editDraft({ title: event.target.value })}
            />
          )}
        </Field>

        <PromptPicker onChosen={() => body.current?.focus()} />
        {draft.promptText && (
          <div className="bg-secondary text-secondary-foreground flex items-start justify-between gap-3 rounded-lg p-3">
            <p id="journal-prompt">
              <span className="font-semibold">Prompt: </span>
              {draft.promptText}
            </p>
            <Button variant="ghost" className="shrink-0 px-3" onClick={clearPrompt}>
              <X aria-hidden="true" className="size-4" />
              Remove prompt
            </Button>
          </div>
        )}

        <Field label="Your entry" hint="Only you can read this. It is kept on this device as you type and saved to your account.">
          {(control) => (
            <Textarea
              {...control}
              ref={body}
              aria-describedby={[control['aria-describedby'], draft.promptText ? 'journal-prompt' : ''].filter(Boolean).join(' ')}
              value={draft.body}
              rows={12}
              className="min-h-64 leading-relaxed"
              onChange={(event) => editDraft({ body: event.target.value })}
            />
          )}
        </Field>

        <TagInput label="Tags (optional)" tags={draft.tags} onChange={(tags) => editDraft({ tags })} />
        <MoodLinkSelect value={draft.moodLogId} onChange={(moodLogId) => editDraft({ moodLogId })} />

        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void newEntry()}>
            <Plus aria-hidden="true" className="size-4" />
            New entry
          </Button>
          {saved && (
            <Button variant="outline" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Delete entry
            </Button>
          )}
        </div>
      </div>
      <DeleteEntryDialog open={deleting} onOpenChange={setDeleting} clientId={draft.clientId} />
    </section>
  );
}
