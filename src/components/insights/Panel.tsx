import type { ReactNode } from 'react';

/** A titled card on the insights page. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-border bg-card rounded-2xl border p-5 md:p-6">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <div className="mt-3 grid gap-3">{children}</div>
    </section>
  );
}
