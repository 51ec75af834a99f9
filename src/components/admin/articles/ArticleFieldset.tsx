import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { routes } from '@/config/haven';
import { articleLimits, type ArticleDraft, type DraftErrors } from './article-form';

interface ArticleFieldsetProps {
  draft: ArticleDraft;
  errors: DraftErrors;
  categories: [string, string][];
  isNew: boolean;
  onChange: (patch: Partial<ArticleDraft>) => void;
}

const count = (text: string, [min, max]: readonly [number, number]) => `${min} to ${max} characters; now ${text.trim().length}.`;

/** The article's fields; validation and saving live in ArticleForm. */
export function ArticleFieldset({ draft, errors, categories, isNew, onChange }: ArticleFieldsetProps) {
  const knownCategory = categories.some(([key]) => key === draft.category);
  return (
    <>
      <Field label="Title" hint={`${count(draft.title, articleLimits.title)} It is the heading and the page title.`} error={errors.title}>
        {(control) => <Input {...control} value={draft.title} onChange={(e) => onChange({ title: e.target.value })} />}
      </Field>
      <Field
        label="Web address (slug)"
        hint={
          isNew
            ? `Filled in from the title. The page will be at ${routes.article(draft.slug || '…')}.`
            : `Changing it moves the page to ${routes.article(draft.slug || '…')}; old links will stop working.`
        }
        error={errors.slug}
      >
        {(control) => (
          <Input
            {...control}
            value={draft.slug}
            spellCheck={false}
            autoCapitalize="none"
            onChange={(e) => onChange({ slug: e.target.value })}
          />
        )}
      </Field>
      <Field label="Category" error={errors.category}>
        {(control) => (
          <Select {...control} value={draft.category} onChange={(e) => onChange({ category: e.target.value })}>
            <option value="">Choose a category</option>
            {!knownCategory && draft.category && <option value={draft.category}>{draft.category}</option>}
            {categories.map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label="Summary"
        hint={`${count(draft.excerpt, articleLimits.excerpt)} Shown on cards and in search results.`}
        error={errors.excerpt}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            className="min-h-24"
            value={draft.excerpt}
            onChange={(e) => onChange({ excerpt: e.target.value })}
          />
        )}
      </Field>
      <Field
        label="Article (Markdown)"
        hint="Use ## for headings, - for lists and **bold**. Reading time is worked out for you."
        error={errors.content}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={16}
            className="font-mono text-sm"
            value={draft.content}
            onChange={(e) => onChange({ content: e.target.value })}
          />
        )}
      </Field>
      <Field label="Author" hint="Leave empty to credit Haven Editorial." error={errors.author_name}>
        {(control) => <Input {...control} value={draft.author_name} onChange={(e) => onChange({ author_name: e.target.value })} />}
      </Field>
      <Field label="Search keywords" hint={`Up to ${articleLimits.keywords}, separated by commas.`} error={errors.seo_keywords}>
        {(control) => <Input {...control} value={draft.seo_keywords} onChange={(e) => onChange({ seo_keywords: e.target.value })} />}
      </Field>
      <Field
        label="Related articles"
        hint={`Up to ${articleLimits.related} slugs, separated by commas. Leave empty to suggest others from the same category.`}
        error={errors.related_articles}
      >
        {(control) => (
          <Input
            {...control}
            value={draft.related_articles}
            spellCheck={false}
            onChange={(e) => onChange({ related_articles: e.target.value })}
          />
        )}
      </Field>
      <label className="flex min-h-11 items-center gap-3 font-semibold">
        <input type="checkbox" className="size-5" checked={draft.published} onChange={(e) => onChange({ published: e.target.checked })} />
        Published (shown in the library)
      </label>
    </>
  );
}
