import { useId } from 'react';

interface Props {
  legend: string;
  levels: readonly { value: number; label: string }[];
  value: number | null;
  onChange: (value: number | null) => void;
  /** Optional scales can be cleared by choosing the selected level again. */
  optional?: boolean;
}

/** A 1–5 scale as native radio buttons (arrow keys move between levels), styled as tiles. */
export function ScaleField({ legend, levels, value, onChange, optional = false }: Props) {
  const name = useId();
  return (
    <fieldset>
      <legend className="font-semibold">
        {legend}
        {optional && <span className="text-muted-foreground font-normal"> (optional)</span>}
      </legend>
      <div className="mt-2 grid grid-cols-5 gap-2">
        {levels.map((level) => (
          <label
            key={level.value}
            className="border-border has-checked:border-primary has-checked:bg-secondary has-focus-visible:outline-ring flex min-h-14 cursor-pointer flex-col items-center justify-center rounded-lg border-2 px-1 py-2 text-center text-sm has-focus-visible:outline-3 has-focus-visible:outline-offset-2"
          >
            <input
              type="radio"
              name={name}
              value={level.value}
              checked={value === level.value}
              className="sr-only"
              onChange={() => onChange(level.value)}
              onClick={() => optional && value === level.value && onChange(null)}
            />
            <span aria-hidden="true" className="text-lg font-bold">
              {level.value}
            </span>
            <span>{level.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
