import { emotionWords } from '@/lib/insights/scales';

interface Props {
  value: readonly string[];
  onChange: (emotions: string[]) => void;
}

/** Emotion words as checkboxes shown as chips. */
export function EmotionPicker({ value, onChange }: Props) {
  const toggle = (word: string) => onChange(value.includes(word) ? value.filter((other) => other !== word) : [...value, word]);
  return (
    <fieldset>
      <legend className="font-semibold">
        Words for how you feel <span className="text-muted-foreground font-normal">(optional)</span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {emotionWords.map((word) => (
          <label
            key={word}
            className="border-border has-checked:border-primary has-checked:bg-secondary has-focus-visible:outline-ring inline-flex min-h-11 cursor-pointer items-center rounded-full border-2 px-4 has-focus-visible:outline-3 has-focus-visible:outline-offset-2"
          >
            <input type="checkbox" className="sr-only" checked={value.includes(word)} onChange={() => toggle(word)} />
            {word}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
