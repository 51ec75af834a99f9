import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** The admin sections, in tab order: [value in the address (#partners), label]. */
export const adminSections = [
  ['articles', 'Articles'],
  ['partners', 'Partners'],
  ['safety', 'Safety'],
  ['users', 'Users'],
  ['analytics', 'Analytics'],
  ['activity', 'Activity'],
] as const;

/**
 * Every tab in view at any width: rows of equal cells on a phone (three at 390 px, fewer with
 * larger text), one row from sm up. Never a sideways scroll that hides tabs.
 */
export const tabListClass =
  'border-border grid grid-cols-[repeat(auto-fill,minmax(min(100%,6.5rem),1fr))] gap-1 border-b sm:flex sm:flex-wrap';
export const tabClass =
  'text-muted-foreground hover:bg-muted hover:text-foreground data-[state=active]:border-primary data-[state=active]:bg-secondary data-[state=active]:text-secondary-foreground min-h-11 rounded-t-md border-b-4 border-transparent px-4 font-semibold';

/** The top of the Articles section; the list's heading, whose button opens the editor. */
export function ArticlesIntro({ heading, action }: { heading: string; action?: ReactNode }) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-articles-heading" className="text-2xl font-semibold">
          {heading}
        </h2>
        {action}
      </div>
      <p className="text-muted-foreground">
        Published articles appear in the library. Every change is saved to the activity log, and the public site is rebuilt in the
        background.
      </p>
    </>
  );
}

/** The Articles section before its code and rows are in: its heading and words, New article disabled. */
export function ArticlesPending() {
  return (
    <section aria-labelledby="admin-articles-heading" aria-busy="true" className="space-y-4">
      <ArticlesIntro heading="Articles" action={<Button disabled>New article</Button>} />
      <p className="min-h-6" />
      <p role="status" className="text-muted-foreground py-6">
        Loading articles...
      </p>
    </section>
  );
}

/**
 * The admin area as the page's HTML draws it, while the code loads and the access is checked:
 * the section tabs (not yet working, so hidden from assistive technology) over the Articles
 * section, the one that opens first.
 */
export function AdminPending() {
  return (
    <div>
      <div aria-hidden="true" className={tabListClass}>
        {adminSections.map(([value, label]) => (
          <span key={value} data-state={value === 'articles' ? 'active' : undefined} className={`${tabClass} inline-flex items-center`}>
            {label}
          </span>
        ))}
      </div>
      <div className="pt-6">
        <ArticlesPending />
      </div>
    </div>
  );
}
