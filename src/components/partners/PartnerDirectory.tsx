import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { routes } from '@/config/haven';
import {
  countFilters,
  defaultFilters,
  filtersToQuery,
  hasFilters,
  pageSize,
  parseFilters,
  type DirectoryFilters as Filters,
} from '@/lib/partners/filters';
import type { DirectoryPage } from '@/lib/partners/types';
import type { UsState } from '@/lib/partners/vocabulary';
import { searchPartners } from '@/lib/queries/partners';
import { DirectoryFilters } from './DirectoryFilters';
import { FilterPanel, filterToggleId } from './FilterPanel';
import { Pagination } from './Pagination';
import { PartnerCard } from './PartnerCard';

interface PartnerDirectoryProps {
  /** The first page with no filters, read at build time, so the page works before (and without) JavaScript. */
  initial: DirectoryPage;
  states: UsState[];
  languages: string[];
  insurers: string[];
}

type Load = { status: 'ready' } | { status: 'loading' } | { status: 'error' };

function summary(filters: Filters, total: number) {
  if (total === 0) return hasFilters(filters) ? 'No professionals match these filters.' : 'No professionals are listed yet.';
  const first = (filters.page - 1) * pageSize + 1;
  const last = Math.min(total, filters.page * pageSize);
  const noun = total === 1 ? 'professional' : 'professionals';
  return total <= pageSize ? `${total} ${noun} found.` : `Showing ${first}–${last} of ${total} ${noun}.`;
}

/** The directory: filters from the URL, live results from `search_partners`, pages of ten. */
export default function PartnerDirectory({ initial, states, languages, insurers }: PartnerDirectoryProps) {
  const [filters, setFilters] = useState<Filters>(defaultFilters);
  const [page, setPage] = useState<DirectoryPage>(initial);
  const [load, setLoad] = useState<Load>({ status: 'ready' });
  const [enhanced, setEnhanced] = useState(false);
  const latest = useRef(0);
  const heading = useRef<HTMLHeadingElement>(null);

  const run = useCallback(async (next: Filters) => {
    const ticket = ++latest.current;
    setFilters(next);
    setLoad({ status: 'loading' });
    try {
      // supabase-js loads on the first live search: the unfiltered first page needs none.
      const { getSupabase } = await import('@/lib/supabase');
      const result = await searchPartners(getSupabase(), next);
      if (ticket !== latest.current) return;
      setPage(result);
      setLoad({ status: 'ready' });
    } catch {
      if (ticket === latest.current) setLoad({ status: 'error' });
    }
  }, []);

  useEffect(() => {
    setEnhanced(true);
    const fromUrl = () => {
      const next = parseFilters(window.location.search);
      if (hasFilters(next) || next.page > 1 || next.sort !== 'name') void run(next);
      else {
        latest.current += 1;
        setFilters(next);
        setPage(initial);
        setLoad({ status: 'ready' });
      }
    };
    fromUrl();
    window.addEventListener('popstate', fromUrl);
    return () => window.removeEventListener('popstate', fromUrl);
  }, [initial, run]);

  const change = (next: Filters, focusResults = false) => {
    window.history.pushState(null, '', `${routes.findPartners}${filtersToQuery(next)}`);
    void run(next);
    if (focusResults) heading.current?.focus();
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr] lg:gap-8">
      <aside aria-labelledby={filterToggleId} className="self-start">
        <FilterPanel active={countFilters(filters)} onShowResults={enhanced ? () => heading.current?.focus() : undefined}>
          <DirectoryFilters filters={filters} states={states} languages={languages} insurers={insurers} onChange={(next) => change(next)} />
          {hasFilters(filters) && (
            <a
              href={routes.findPartners}
              className="mt-4 inline-flex min-h-11 items-center font-semibold underline"
              onClick={(e) => (e.preventDefault(), change(defaultFilters))}
            >
              Clear all filters
            </a>
          )}
        </FilterPanel>
      </aside>
      <section aria-labelledby="results-heading" aria-busy={load.status === 'loading'}>
        <h2 id="results-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold">
          Professionals
        </h2>
        <p role="status" className="text-muted-foreground mt-1 mb-4">
          {load.status === 'loading' ? 'Loading...' : load.status === 'error' ? '' : summary(filters, page.total)}
        </p>
        {load.status === 'error' && (
          <div role="alert" className="border-crisis/50 mb-4 rounded-xl border p-4">
            <p>The directory could not be searched just now. Please check your connection and try again.</p>
            <Button className="mt-3" variant="outline" onClick={() => void run(filters)}>
              Try again
            </Button>
          </div>
        )}
        {page.total === 0 && load.status === 'ready' && hasFilters(filters) && (
          <p className="bg-muted rounded-xl p-5">
            Nobody matches every filter yet. Try removing one, such as insurance or fee, or choose telehealth to see professionals licensed
            in your state who work online.
          </p>
        )}
        {page.total === 0 && load.status === 'ready' && !hasFilters(filters) && (
          <p data-slot="directory-empty" className="bg-muted rounded-xl p-5">
            Haven lists each professional only after checking their license by hand, so the directory starts empty and grows as they join.
            Please check back soon. If you would like support sooner, the{' '}
            <a className="underline" href={routes.getHelp}>
              Get help page
            </a>{' '}
            lists free services you can reach today.
          </p>
        )}
        <ul className="grid gap-5 data-[loading=true]:opacity-60" data-loading={load.status === 'loading'}>
          {page.rows.map((partner) => (
            <li key={partner.id}>
              <PartnerCard partner={partner} />
            </li>
          ))}
        </ul>
        {enhanced && <Pagination filters={filters} total={page.total} onPage={(p) => change({ ...filters, page: p }, true)} />}
      </section>
    </div>
  );
}
