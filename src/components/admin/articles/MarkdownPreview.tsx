import { marked } from 'marked';
import { useDeferredValue, useMemo } from 'react';
import { sanitizeArticleHtml } from '@/lib/sanitize';

/**
 * The article as the library will show it: Markdown through `marked`, then the same sanitizer
 * the build uses, so a tag the site would drop is dropped here too. Loaded lazily.
 */
export default function MarkdownPreview({ title, markdown }: { title: string; markdown: string }) {
  const deferred = useDeferredValue(markdown);
  const html = useMemo(() => sanitizeArticleHtml(marked.parse(deferred, { async: false, gfm: true })), [deferred]);
  return (
    <div className="mt-3">
      <p className="font-serif text-3xl font-semibold">{title || 'Untitled article'}</p>
      {/* Sanitized above with the library's own allow-list. */}
      <div className="prose-haven mt-6" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
