import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/field';

interface Props {
  label: string;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  /** At most this many tags (the import accepts 20). */
  max?: number;
}

const clean = (value: string) => value.trim().toLowerCase().slice(0, 40);

/** Tags as removable chips; Enter or a comma adds what is typed. */
export function TagInput({ label, tags, onChange, max = 20 }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const add = (value: string) => {
    const additions = value.split(',').map(clean).filter(Boolean);
    const next = [...new Set([...tags, ...additions])].slice(0, max);
    if (next.length !== tags.length) onChange(next);
    setText('');
  };
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={`${label}: chosen`}>
          {tags.map((tag) => (
            <li key={tag} className="bg-secondary text-secondary-foreground flex items-center rounded-full pl-3">
              {tag}
              <button
                type="button"
                className="hover:bg-muted inline-flex size-11 items-center justify-center rounded-full"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(tags.filter((other) => other !== tag))}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Input
        id={id}
        value={text}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        onChange={(event) => {
          if (!event.target.value.includes(',')) return setText(event.target.value);
          add(event.target.value);
          // A lone comma leaves the text as it was (empty), so nothing renders again, and Preact,
          // unlike React, does not put a controlled value back by itself: clear the box here.
          event.target.value = '';
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add(text);
          }
        }}
        onBlur={() => text.trim() && add(text)}
      />
      <p id={`${id}-hint`} className="text-muted-foreground text-sm">
        Press Enter or type a comma after each tag, for example: work, sleep, family.
      </p>
    </div>
  );
}
