import { describe, expect, it } from 'vitest';
import { renderRichText } from '@/lib/rich-text';

describe('rich text from the CMS', () => {
  it('renders markdown', () => {
    expect(renderRichText('## Title\n\nSome **bold** text')).toContain('<h2>Title</h2>');
  });
  it('removes scripts, event handlers and javascript: links', () => {
    const html = renderRichText('<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a><p onclick="alert(4)">y</p>');
    expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
  });
  it('keeps quiz: links as quiz links', () => {
    expect(renderRichText('[Gioca](quiz:surgelati-vero-o-falso)')).toContain('data-quiz="surgelati-vero-o-falso"');
  });
  it('opens external links safely', () => {
    expect(renderRichText('[x](https://example.com)')).toContain('rel="noopener noreferrer"');
  });
});
