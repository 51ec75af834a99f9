import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { listArticles } from '@/lib/queries/admin';
import { getSupabase } from '@/lib/supabase';
import { ArticlesIntro } from '../AdminPending';
import { LoadState } from '../LoadState';
import { Notice, siteUpdateNote, type NoticeText } from '../Notice';
import { useLoad } from '../use-load';
import { ArticleEditor } from './ArticleEditor';
import { ArticleTable } from './ArticleTable';

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: string };

/** Articles: the list with publish, unpublish and delete, and the editor for new and existing ones. */
export function ArticlesPanel({ categories }: { categories: [string, string][] }) {
  const client = getSupabase();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [notice, setNotice] = useState<NoticeText | null>(null);
  const articles = useLoad(() => listArticles(client), 'articles');

  const changed = (message: string) => {
    setNotice({ text: `${message} ${siteUpdateNote}`, tone: 'info' });
    setMode({ kind: 'list' });
    articles.reload();
  };

  return (
    <section aria-labelledby="admin-articles-heading" className="space-y-4">
      <ArticlesIntro
        heading={mode.kind === 'list' ? 'Articles' : mode.kind === 'new' ? 'New article' : 'Edit article'}
        action={
          mode.kind === 'list' && (
            <Button
              onClick={() => {
                setNotice(null);
                setMode({ kind: 'new' });
              }}
            >
              New article
            </Button>
          )
        }
      />
      <Notice message={notice?.text ?? null} tone={notice?.tone} />
      {mode.kind === 'list' ? (
        <LoadState loaded={articles} what="articles">
          {(rows) => (
            <ArticleTable
              rows={rows}
              onEdit={(id) => setMode({ kind: 'edit', id })}
              onChanged={changed}
              onNotice={(text) => setNotice({ text, tone: 'error' })}
            />
          )}
        </LoadState>
      ) : (
        <ArticleEditor
          id={mode.kind === 'edit' ? mode.id : null}
          categories={categories}
          onSaved={changed}
          onCancel={() => setMode({ kind: 'list' })}
        />
      )}
    </section>
  );
}
