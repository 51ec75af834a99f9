import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Table } from '@/components/ui/table';
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

  const actions = (row: ArticleSummary) => (
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
  );

  return (
    <>
      <Table
        className="sm:min-w-[40rem]"
        stacked
        caption="All articles, most recently changed first"
        empty="There are no articles yet. Start with New article."
        // Text cells get more room above (pt/pb outrank the table's py) to sit level with the buttons' labels.
        columns={[
          {
            header: 'Title',
            cellClassName: 'pt-3 pb-3',
            cell: (row) => (
              <>
                <span className="font-semibold">{row.title}</span>
                <span className="text-muted-foreground block text-sm">/{row.slug}</span>
              </>
            ),
          },
          { header: 'State', cellClassName: 'pt-3 pb-3', cell: (row) => (row.published ? 'Published' : 'Draft') },
          { header: 'Last changed', cellClassName: 'pt-3 pb-3 text-sm', cell: (row) => formatDateTime(row.updated_at) },
          { header: 'Actions', cell: actions },
        ]}
        rows={rows}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-article-slug': row.slug })}
        alignTop
      />
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
    </>
  );
}
