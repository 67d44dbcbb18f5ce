// CMS rich text (markdown, possibly with HTML) → safe HTML: no scripts, no event handlers, no
// javascript: URLs. Links starting with `quiz:` are kept as quiz links for the quiz overlay.
// Also → plain text, for the search index.
import { marked, type Token, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'sup',
    'sub',
    'span',
  ],
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

// The named entities editors' HTML uses in practice (quotes, dashes, Italian accented vowels).
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '\u2019',
  lsquo: '\u2018',
  rdquo: '\u201D',
  ldquo: '\u201C',
  laquo: '\u00AB',
  raquo: '\u00BB',
  hellip: '\u2026',
  ndash: '\u2013',
  mdash: '\u2014',
  copy: '\u00A9',
  euro: '\u20AC',
  deg: '\u00B0',
  agrave: 'à',
  egrave: 'è',
  eacute: 'é',
  igrave: 'ì',
  ograve: 'ò',
  ugrave: 'ù',
  Agrave: 'À',
  Egrave: 'È',
  Eacute: 'É',
  Igrave: 'Ì',
  Ograve: 'Ò',
  Ugrave: 'Ù',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (!name.startsWith('#')) return ENTITIES[name] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Tokens whose children are blocks (joined by a space); other tokens' children are inline text. */
const BLOCK_PARENTS = new Set(['blockquote', 'list_item']);

function tokenText(token: Token): string {
  switch (token.type) {
    case 'space':
    case 'hr':
    case 'br':
    case 'def':
    case 'checkbox':
      return ' ';
    case 'html':
      // Raw HTML in the markdown: its text counts, its tags do not.
      return ` ${(token as Tokens.HTML).text.replace(/<[^>]*>/g, ' ')} `;
    case 'list':
      return (token as Tokens.List).items.map(tokenText).join(' ');
    case 'table': {
      const table = token as Tokens.Table;
      return [...table.header, ...table.rows.flat()].map((cell) => cell.tokens.map(tokenText).join('')).join(' ');
    }
  }
  if ('tokens' in token && token.tokens?.length) return token.tokens.map(tokenText).join(BLOCK_PARENTS.has(token.type) ? ' ' : '');
  return 'text' in token && typeof token.text === 'string' ? token.text : '';
}

/** The words of CMS rich text without markup (link targets and HTML tags dropped), on one line. */
export function richTextToPlain(markdown: string | null | undefined): string {
  if (!markdown) return '';
  const text = marked.lexer(markdown, { gfm: true }).map(tokenText).join(' ');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}
