import sanitizeHtml from 'sanitize-html';

/**
 * Article HTML comes from the database, where editors write Markdown: keep the structure
 * Markdown produces and drop everything else (scripts, event handlers, iframes, styles,
 * `javascript:` links).
 */
export function sanitizeArticleHtml(html: string) {
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'a',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'b',
      'i',
      'blockquote',
      'code',
      'pre',
      'hr',
      'br',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'sup',
      'sub',
      'del',
    ],
    allowedAttributes: { a: ['href', 'title', 'rel'], h2: ['id'], h3: ['id'], h4: ['id'], th: ['scope'] },
    allowedSchemes: ['https', 'http', 'mailto', 'tel', 'sms'],
    transformTags: {
      a: (tagName, attribs) => {
        const external = /^https?:\/\//.test(attribs['href'] ?? '');
        return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs };
      },
      h1: 'h2',
    },
  });
}
