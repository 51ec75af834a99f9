import { lazy, Suspense, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button';
import { createArticle, updateArticle } from '@/lib/queries/admin';
import { getSupabase } from '@/lib/supabase';
import { explain } from '../messages';
import { fieldsFrom, slugify, validateDraft, type ArticleDraft, type DraftErrors } from './article-form';
import { ArticleFieldset } from './ArticleFieldset';

// marked and the sanitizer load only when an editor first asks for the preview.
const MarkdownPreview = lazy(() => import('./MarkdownPreview'));

interface ArticleFormProps {
  id: string | null;
  initial: ArticleDraft;
  categories: [string, string][];
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/** The article editor: fields, a Markdown preview, and save. A failed save keeps every word. */
export function ArticleForm({ id, initial, categories, onSaved, onCancel }: ArticleFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState(false);
  const slugEdited = useRef(id !== null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const change = (patch: Partial<ArticleDraft>) => {
    if (patch.slug !== undefined) slugEdited.current = true;
    setDraft((current) => {
      const next = { ...current, ...patch };
      if (patch.title !== undefined && !slugEdited.current) next.slug = slugify(patch.title);
      return next;
    });
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const fields = fieldsFrom(draft);
      if (id) await updateArticle(getSupabase(), id, fields);
      else await createArticle(getSupabase(), fields);
      const state = fields.published ? 'published' : 'saved as a draft';
      onSaved(`“${fields.title}” was ${state}.`);
    } catch (error) {
      setFailure(explain(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="grid gap-6 lg:grid-cols-2" aria-label="Article">
      <div className="grid gap-5">
        <ArticleFieldset draft={draft} errors={errors} categories={categories} isNew={id === null} onChange={change} />
        {failure && (
          <p role="alert" className="text-crisis font-semibold">
            {failure} Your changes are still here.
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save article'}
          </Button>
          <Button variant="outline" onClick={() => setPreview((open) => !open)} aria-expanded={preview} aria-controls="article-preview">
            {preview ? 'Hide preview' : 'Show preview'}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
      <section
        id="article-preview"
        aria-labelledby="article-preview-heading"
        hidden={!preview}
        className="border-border bg-card rounded-xl border p-5"
      >
        <h3 id="article-preview-heading" className="text-muted-foreground text-sm font-semibold tracking-wide uppercase">
          Preview
        </h3>
        {preview && (
          <Suspense fallback={<p className="text-muted-foreground mt-3">Loading the preview...</p>}>
            <MarkdownPreview title={draft.title} markdown={draft.content} />
          </Suspense>
        )}
      </section>
    </form>
  );
}
