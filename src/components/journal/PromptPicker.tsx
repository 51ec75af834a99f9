import { useStore } from '@nanostores/react';
import { Lightbulb } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { promptGroups } from '@/lib/journal/prompts';
import { $programWeek, applyPrompt } from '@/stores/journal';

/** A disclosure listing prompts by group; the current program week's questions come last. */
export function PromptPicker({ onChosen }: { onChosen: () => void }) {
  const programWeek = useStore($programWeek);
  const [open, setOpen] = useState(false);
  const panel = useId();
  const groups = promptGroups(programWeek);

  return (
    <div>
      <Button variant="outline" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
        <Lightbulb aria-hidden="true" className="size-4" />
        {open ? 'Hide prompts' : 'Use a prompt'}
      </Button>
      <div id={panel} hidden={!open} className="border-border mt-3 grid gap-5 rounded-xl border p-4">
        {groups.map((group) => (
          <section key={group.kind} aria-labelledby={`${panel}-${group.kind}`}>
            <h3 id={`${panel}-${group.kind}`} className="font-sans text-base font-bold">
              {group.label}
            </h3>
            <ul className="mt-2 grid gap-2">
              {group.prompts.map((prompt) => (
                <li key={prompt.text}>
                  <button
                    type="button"
                    className="hover:bg-muted border-border min-h-11 w-full rounded-lg border px-3 py-2 text-left"
                    onClick={() => {
                      applyPrompt(prompt);
                      setOpen(false);
                      onChosen();
                    }}
                  >
                    {prompt.text}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
