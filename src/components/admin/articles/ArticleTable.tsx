import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { routes } from '@/config/haven';
import { deleteArticle, updateArticle, type ArticleSummary } from '@/lib/queries/admin';
import { getSupabase } from '@/lib/supabase';
import { explain, formatDateTime } from '../messages';

interface ArticleTableProps {
  rows: ArticleSummary[];
  onEdit: (id: string) => void;
  /** After a change was saved, with a sentence saying what happened. */
  onChanged: (message: string) => void;
  /** A failure to report without leaving the list. */
  onNotice: (message: string) => void;
}

/** Every article with its state and the actions that need no editor. */
export function ArticleTable({ rows, onEdit, onChanged, onNotice }: ArticleTableProps) {
  const client = getSupabase();
  const [busy, setBusy] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ArticleSummary | null>(null);

  const run = async (id: string, action: () => Promise<void>, message: string) => {
    setBusy(id);
    try {
      await action();
      onChanged(message);
    } catch (error) {
      onNotice(explain(error));
    } finally {
      setBusy(null);
    }
  };

  if (rows.length === 0) return <p className="text-muted-foreground">There are no articles yet. Start with New article.</p>;

  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left">
        <caption className="sr-only">All articles, most recently changed first</caption>
        <thead className="border-border border-b">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Title
            </th>
            <th scope="col" className="py-2 pr-3">
              State
            </th>
            <th scope="col" className="py-2 pr-3">
              Last changed
            </th>
            <th scope="col" className="py-2">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-border border-b align-top" data-article-slug={row.slug}>
              <td className="py-3 pr-3">
                <span className="font-semibold">{row.title}</span>
                <span className="text-muted-foreground block text-sm">/{row.slug}</span>
              </td>
              <td className="py-3 pr-3">{row.published ? 'Published' : 'Draft'}</td>
              <td className="py-3 pr-3 text-sm">{formatDateTime(row.updated_at)}</td>
              <td className="py-2">
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" onClick={() => onEdit(row.id)} aria-label={`Edit ${row.title}`}>
                    Edit
                  </Button>
                  <Button
                    variant="outline"
                    disabled={busy === row.id}
                    aria-label={`${row.published ? 'Unpublish' : 'Publish'} ${row.title}`}
                    onClick={() =>
                      void run(
                        row.id,
                        () => updateArticle(client, row.id, { published: !row.published }),
                        row.published ? `“${row.title}” is now a draft.` : `“${row.title}” is published.`,
                      )
                    }
                  >
                    {row.published ? 'Unpublish' : 'Publish'}
                  </Button>
                  {row.published && (
                    <a href={routes.article(row.slug)} className="inline-flex min-h-11 items-center px-2 underline">
                      View<span className="sr-only"> {row.title} on the site</span>
                    </a>
                  )}
                  <Button variant="ghost" className="text-crisis" onClick={() => setDeleting(row)} aria-label={`Delete ${row.title}`}>
                    Delete
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this article?"
        description={
          deleting ? `“${deleting.title}” will be removed from the library for good. To hide it for now, unpublish it instead.` : ''
        }
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setDeleting(null)}>
            Keep it
          </Button>
          <Button
            variant="crisis"
            onClick={() => {
              const target = deleting;
              setDeleting(null);
              if (target) void run(target.id, () => deleteArticle(client, target.id), `“${target.title}” was deleted.`);
            }}
          >
            Delete article
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
