import { getArticle } from '@/lib/queries/admin';
import { getSupabase } from '@/lib/supabase';
import { LoadState } from '../LoadState';
import { useLoad } from '../use-load';
import { draftFrom, emptyDraft } from './article-form';
import { ArticleForm } from './ArticleForm';

interface ArticleEditorProps {
  /** The article to edit, or null for a new one. */
  id: string | null;
  categories: [string, string][];
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/** Loads the article being edited (a new one starts empty) and hands it to the form. */
export function ArticleEditor({ id, categories, onSaved, onCancel }: ArticleEditorProps) {
  const client = getSupabase();
  const article = useLoad(async () => (id ? draftFrom(await getArticle(client, id)) : emptyDraft), id ?? 'new');
  return (
    <LoadState loaded={article} what="the article">
      {(draft) => <ArticleForm key={id ?? 'new'} id={id} initial={draft} categories={categories} onSaved={onSaved} onCancel={onCancel} />}
    </LoadState>
  );
}
