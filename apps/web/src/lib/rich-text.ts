// CMS rich text (markdown, possibly with HTML) → safe HTML: no scripts, no event handlers, no
// javascript: URLs. Links starting with `quiz:` are kept as quiz links for the quiz overlay.
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'em', 'b', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'sup', 'sub', 'span'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel', 'data-quiz'], th: ['scope'], td: ['colspan'], span: ['lang'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel', 'quiz'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const quiz = /^quiz:([\w-]+)$/.exec(href)?.[1];
      if (quiz) return { tagName, attribs: { href: `#quiz-${quiz}`, 'data-quiz': quiz } };
      if (/^https?:\/\//.test(href)) return { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } };
      return { tagName, attribs };
    },
    h1: 'h2',
  },
};

export function renderRichText(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  return sanitizeHtml(html, OPTIONS);
}
