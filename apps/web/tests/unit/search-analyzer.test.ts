import { describe, expect, it } from 'vitest';
import { analyze, analyzeTerms } from '@/lib/search/analyzer';
import { escapeHtml, excerpt, highlight } from '@/lib/search/highlight';
import { endsInWord, MAX_QUERY_LENGTH, sanitizeQuery } from '@/lib/search/query';

const words = (text: string, locale: 'it' | 'en') => analyze(text, locale).map((t) => t.word);

describe('search analyzer: Italian', () => {
  it('stems plural and singular to the same term', () => {
    expect(analyzeTerms('insalate', 'it')).toEqual(analyzeTerms('insalata', 'it'));
    expect(analyzeTerms('piselli', 'it')).toEqual(analyzeTerms('pisello', 'it'));
    expect(analyzeTerms('insalata', 'it')).not.toEqual(analyzeTerms('insalatiera', 'it'));
  });

  it('drops elided articles and prepositions, with a plain or a typographic apostrophe', () => {
    expect(words("l'insalata dell'orto", 'it')).toEqual(['insalata', 'orto']);
    expect(words('L’insalata dell’orto', 'it')).toEqual(['insalata', 'orto']);
    expect(words("un'insalata all'olio, c'è", 'it')).toEqual(['insalata', 'olio']);
    // Elided forms that are not in the stop list on their own.
    expect(words("quest'orto, quell’insalata, bell'aspetto", 'it')).toEqual(['orto', 'insalata', 'aspetto']);
    // Not every apostrophe is an elision: the word before it stays when it is not an article.
    expect(words("Sant'Anna", 'it')).toEqual(['sant', 'anna']);
  });

  it('removes stop words', () => {
    expect(words('il risotto con i piselli e la menta', 'it')).toEqual(['risotto', 'piselli', 'menta']);
  });

  it('folds accents for matching, with or without the accent in the stop list', () => {
    expect(analyzeTerms('qualità', 'it')).toEqual(analyzeTerms('qualita', 'it'));
    expect(analyzeTerms('caffè', 'it')).toEqual(analyzeTerms('CAFFE', 'it'));
    expect(analyzeTerms('qualità', 'it')).toHaveLength(1);
    // "perché" is an Italian stop word; typed without its accent it must be one too.
    expect(analyzeTerms('perché', 'it')).toEqual([]);
    expect(analyzeTerms('perche', 'it')).toEqual([]);
    expect(analyzeTerms('perché surgelare', 'it')).toEqual(analyzeTerms('perche surgelare', 'it'));
  });

  it('keeps the displayed text intact and reports where each word is', () => {
    const text = 'Città del gusto';
    const [first] = analyze(text, 'it');
    expect(first?.word).toBe('citta');
    expect(text.slice(first?.start, first?.end)).toBe('Città');
  });
});

describe('search analyzer: English', () => {
  it('stems and removes stop words', () => {
    expect(analyzeTerms('the tomatoes', 'en')).toEqual(analyzeTerms('tomato', 'en'));
    expect(words('peas and the mint', 'en')).toEqual(['peas', 'mint']);
  });

  it('drops the possessive and stop-word contractions', () => {
    expect(words("Grandma's peas", 'en')).toEqual(['grandma', 'peas']);
    expect(words('Grandma’s peas', 'en')).toEqual(['grandma', 'peas']);
    expect(words("don't stir it's ready", 'en')).toEqual(['stir', 'ready']);
  });

  it('folds accents', () => {
    expect(analyzeTerms('café purée', 'en')).toEqual(analyzeTerms('cafe puree', 'en'));
  });
});

describe('search highlighting', () => {
  const isSpinaci = (t: { term: string }) => t.term === analyzeTerms('spinaci', 'it')[0];
  const analyzeIt = (text: string) => analyze(text, 'it');

  it('escapes markup and marks only the matching words', () => {
    const text = 'Spinaci <b>& "bio"</b> spinaci';
    expect(highlight(text, analyze(text, 'it'), isSpinaci)).toBe('<mark>Spinaci</mark> &lt;b&gt;&amp; &quot;bio&quot;&lt;/b&gt; <mark>spinaci</mark>');
    expect(escapeHtml(`<script>alert('x')</script>`)).toBe('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
  });

  it('cuts a long body around the first match', () => {
    const body = `${'verdura fresca '.repeat(30)}spinaci in foglia ${'tenera e buona '.repeat(30)}`;
    const html = excerpt(body, analyzeIt, isSpinaci);
    expect(html.startsWith('\u2026')).toBe(true);
    expect(html.endsWith('\u2026')).toBe(true);
    expect(html).toContain('<mark>spinaci</mark> in foglia');
    expect(html.length).toBeLessThan(260);
  });

  it('finds a match deep into a long body, across the chunks it is read in', () => {
    const body = `${'condizioni generali di vendita '.repeat(400)}Consegna dell’ordine con spinaci. ${'altre clausole '.repeat(100)}`;
    const html = excerpt(body, analyzeIt, isSpinaci);
    expect(html).toMatch(/^\u2026.*dell’ordine con <mark>spinaci<\/mark>\..*\u2026$/);
  });

  it('starts at the beginning when nothing in the body matches', () => {
    const body = 'Un contorno semplice.';
    expect(excerpt(body, analyzeIt, isSpinaci)).toBe('Un contorno semplice.');
  });
});

describe('search query sanitising', () => {
  it('trims, collapses whitespace and strips control and invisible characters', () => {
    expect(sanitizeQuery('  spinaci\u0000\t\n  in\u200b foglia \u202e ')).toBe('spinaci in foglia');
  });

  it('caps the length without splitting a character', () => {
    const q = sanitizeQuery('🥦'.repeat(2000));
    expect(Array.from(q)).toHaveLength(MAX_QUERY_LENGTH);
    expect(q).toBe('🥦'.repeat(MAX_QUERY_LENGTH));
  });

  it('turns anything but a string into an empty query', () => {
    expect(sanitizeQuery(['a', 'b'])).toBe('');
    expect(sanitizeQuery(undefined)).toBe('');
  });

  it('tells whether the last word may still be being typed', () => {
    expect(endsInWord('spina')).toBe(true);
    expect(endsInWord('spinaci ')).toBe(false);
  });
});
