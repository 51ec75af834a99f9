import { Progress as RadixProgress } from 'radix-ui';
import { cn } from '@/lib/utils';

interface ProgressProps {
  /** 0 to `max`; anything else (or no number) shows an indeterminate bar (spec section 5). */
  value: number | null | undefined;
  max?: number;
  label: string;
  className?: string;
}

export function progressValue(value: unknown, max = 100): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max ? value : null;
}

/**
 * A progress bar. Its edge (`--input`) stands 3:1 off the surface around it and the filled part 3:1
 * off the track, in every theme (WCAG 1.4.11); with forced colours the filled part is the system's text colour.
 */
export function Progress({ value, max = 100, label, className }: ProgressProps) {
  const checked = progressValue(value, max);
  return (
    <RadixProgress.Root
      value={checked}
      max={max}
      aria-label={label}
      data-slot="progress"
      className={cn('bg-muted border-input relative h-3 w-full overflow-hidden rounded-full border', className)}
    >
      <RadixProgress.Indicator
        className="bg-primary h-full transition-transform duration-300 data-[state=indeterminate]:w-1/3 data-[state=indeterminate]:animate-pulse forced-colors:bg-[CanvasText]"
        style={checked === null ? undefined : { transform: `translateX(-${100 - (checked / max) * 100}%)` }}
      />
    </RadixProgress.Root>
  );
}
