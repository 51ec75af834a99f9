import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** Wide enough for the filters to sit beside the results (Tailwind's `lg`, as in the directory's grid). */
const besideResults = '(min-width: 64rem)';

/** The id of the panel's toggle, whose words ("Filters (2) active") can name the region around it. */
export const filterToggleId = 'filters-toggle';

interface FilterPanelProps {
  /** How many filters narrow the list now, shown on the toggle: "Filters (2)", read as "Filters (2) active". */
  active: number;
  /** Closes the panel and moves on to the results; offered on narrow screens once the page is interactive. */
  onShowResults?: (() => void) | undefined;
  children: ReactNode;
}

/**
 * The directory's filters behind a native disclosure, so on a phone the results come first. It
 * is rendered closed, opens and closes without JavaScript and from the keyboard, and is opened
 * once the page is interactive wherever the filters sit beside the results.
 */
export function FilterPanel({ active, onShowResults, children }: FilterPanelProps) {
  const panel = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const wide = window.matchMedia(besideResults);
    const openWhenWide = () => {
      if (wide.matches && panel.current) panel.current.open = true;
    };
    openWhenWide();
    wide.addEventListener('change', openWhenWide);
    return () => wide.removeEventListener('change', openWhenWide);
  }, []);

  const showResults = () => {
    if (panel.current) panel.current.open = false;
    onShowResults?.();
  };

  return (
    <details ref={panel} data-slot="filter-panel" className="group border-border bg-card rounded-xl border">
      <summary
        id={filterToggleId}
        className="flex min-h-12 cursor-pointer list-none items-center gap-3 rounded-xl px-4 text-lg font-semibold [&::-webkit-details-marker]:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-5 shrink-0" />
        <span className="flex-1">
          {active > 0 ? `Filters (${active})` : 'Filters'}
          {active > 0 && <span className="sr-only"> active</span>}
        </span>
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="border-border border-t px-4 pt-4 pb-5">
        {children}
        {onShowResults && (
          <Button className="mt-4 w-full lg:hidden" onClick={showResults}>
            Show results
          </Button>
        )}
      </div>
    </details>
  );
}
