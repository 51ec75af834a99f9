import { buttonVariants } from '@/components/ui/button-variants';
import { routes } from '@/config/haven';
import { filtersToQuery, pageSize, type DirectoryFilters } from '@/lib/partners/filters';

interface PaginationProps {
  filters: DirectoryFilters;
  total: number;
  onPage: (page: number) => void;
}

/** Previous and next links that work as links (shareable) and move the island without a reload. */
export function Pagination({ filters, total, onPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  const link = (page: number, label: string, rel: 'prev' | 'next') => (
    <a
      href={`${routes.findPartners}${filtersToQuery({ ...filters, page })}`}
      rel={rel}
      className={buttonVariants({ variant: 'outline' })}
      onClick={(event) => {
        event.preventDefault();
        onPage(page);
      }}
    >
      {label}
    </a>
  );
  return (
    <nav aria-label="Pages of results" className="mt-8 flex flex-wrap items-center justify-between gap-3">
      <span>{filters.page > 1 && link(filters.page - 1, 'Previous page', 'prev')}</span>
      <p aria-current="page">
        Page {filters.page} of {pages}
      </p>
      <span>{filters.page < pages && link(filters.page + 1, 'Next page', 'next')}</span>
    </nav>
  );
}
