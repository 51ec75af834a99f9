import { Button } from '@/components/ui/button';

interface StatusFilterProps<T extends string> {
  /** Names the group for screen readers: "Show partners". */
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** A row of toggle buttons choosing which list to show. */
export function StatusFilter<T extends string>({ label, options, value, onChange }: StatusFilterProps<T>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <Button
          key={option.value}
          variant={option.value === value ? 'primary' : 'outline'}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
