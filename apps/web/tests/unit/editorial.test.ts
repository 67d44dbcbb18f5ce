// Editorial mappers (CMS JSON → site types) and the Article/NewsArticle structured data.
import { describe, expect, it, vi } from 'vitest';
import { mapArticle } from '@/lib/cms/article';
import { groupDownloads, isoSeconds, mapVideo } from '@/lib/cms/downloads';
import { mapAttachment } from '@/lib/cms/media';
import { mapLandingPage } from '@/lib/cms/page';
import { mapLocalizations, mapPage, slugOf } from '@/lib/cms/read';
import { articleJsonLd } from '@/lib/seo/json-ld';

// The JSON-LD helpers share siteUrl() with the page metadata, whose module reaches the CMS client.
vi.mock('server-only', () => ({}));

const pdf = {
  id: 1,
  url: '/uploads/press_bilancio_2025_it.pdf',
  name: 'press-bilancio-2025-it.pdf',
  alternativeText: null,
  caption: null,
  mime: 'application/pdf',
  size: 0.91,
  ext: '.pdf',
};

describe('editorial mappers', () => {
  it('maps an article with its category, attachments and SEO', () => {
    const article = mapArticle({
      id: 6,
      documentId: 'doc6',
      title: 'Verdure d’inverno',
      slug: 'verdure-d-inverno',
      excerpt: 'Anche quando fa freddo…',
      content: '## Titolo\n\nTesto',
      date: '2026-01-20',
      author: 'Davide Casadei',
      reading_minutes: 4,
      available_b2c: true,
      available_b2b: false,
      cover: { url: '/uploads/cover.jpg', alternativeText: 'Cimette', width: 1600, height: 1067, formats: {} },
      category: { slug: 'stagionalita', name: 'Stagionalità', description: null },
      // A null in the list (not what the schema's type allows) is left out.
      attachments: [pdf, null as never],
      seo: { meta_title: 'T', meta_description: 'D', no_index: false, share_image: null },
      updatedAt: '2026-11-22T04:23:12.190Z',
    });
    expect(article).toMatchObject({
      documentId: 'doc6',
      slug: 'verdure-d-inverno',
      author: 'Davide Casadei',
      readingMinutes: 4,
      availableB2c: true,
      availableB2b: false,
      category: { slug: 'stagionalita', name: 'Stagionalità' },
    });
    expect(article.cover?.url).toMatch(/\/uploads\/cover\.jpg$/);
    expect(article.attachments).toHaveLength(1);
    expect(article.seo.title).toBe('T');
  });

  it('labels attachments from caption, alternative text or file name, with type and size', () => {
    expect(mapAttachment(pdf)).toMatchObject({ label: 'press bilancio 2025 it', ext: 'PDF', sizeKb: 0.91, mime: 'application/pdf' });
    expect(mapAttachment({ ...pdf, caption: 'Bilancio 2025' })?.label).toBe('Bilancio 2025');
    expect(mapAttachment({ url: '/uploads/v.webm', mime: 'video/webm', name: 'v.webm' })?.ext).toBe('WEBM');
    expect(mapAttachment(null)).toBeNull();
  });

  it('groups downloads by category in the categories’ order, leaving out empty categories', () => {
    const groups = groupDownloads(
      [
        { name: 'Certificazioni', slug: 'certificazioni', order: 3 },
        { name: 'Schede tecniche', slug: 'schede-tecniche', order: 1 },
        { name: 'Cataloghi', slug: 'cataloghi', order: 2 },
      ],
      [
        { documentId: 'a', title: 'Certificato biologico', category: { slug: 'certificazioni' } },
        { documentId: 'b', title: 'Catalogo 2026', category: { slug: 'cataloghi' } },
        { documentId: 'c', title: 'Senza categoria', category: null },
      ],
    );
    expect(groups.map((g) => g.slug)).toEqual(['cataloghi', 'certificazioni', null]);
    expect(groups[0]?.name).toBe('Cataloghi');
    expect(groups[2]?.items[0]?.title).toBe('Senza categoria');
  });

  it('maps landing pages with their mode and sections', () => {
    const page = mapLandingPage({
      title: 'Mense',
      slug: 'mense-scolastiche',
      mode: 'B2B',
      sections: [
        { __component: 'sections.rich-text', id: 1, body: 'x' },
        // A component the schema does not have (a CMS newer than the site): left out.
        { __component: 'sections.unknown' as 'sections.video', id: 2 },
      ],
    });
    expect(page.mode).toBe('B2B');
    expect(page.sections.map((s) => s.kind)).toEqual(['rich-text']);
    expect(mapLandingPage({ slug: 'x' }).mode).toBe('B2C');
  });

  it('maps videos with the uploaded file and the transcript', () => {
    const video = mapVideo({
      documentId: 'v',
      title: 'Dal campo',
      slug: 'dal-campo',
      video: { url: '/uploads/v.webm', mime: 'video/webm', name: 'v.webm', size: 609.16, ext: '.webm' },
      poster: null,
      transcript: 'Testo',
      duration_seconds: 195,
      video_url: null,
    });
    expect(video.file).toMatchObject({ ext: 'WEBM', mime: 'video/webm' });
    expect(video.durationSeconds).toBe(195);
    expect(video.transcript).toBe('Testo');
  });

  it('reads localizations', () => {
    expect(mapLocalizations([{ locale: 'en', slug: 'meet-creatu' }, { locale: 'de', slug: 'x' }, { locale: 'it' }], slugOf)).toEqual({ en: 'meet-creatu' });
  });

  it('pages are 0-based', () => {
    const paged = mapPage({ data: [{ slug: 'a' }], meta: { pagination: { page: 2, pageSize: 1, pageCount: 3, total: 3 } } }, (r) => r.slug);
    expect(paged).toEqual({ items: ['a'], page: 1, pageCount: 3, total: 3 });
  });

  it('writes durations in ISO 8601', () => {
    expect(isoSeconds(195)).toBe('PT3M15S');
    expect(isoSeconds(3600)).toBe('PT1H');
    expect(isoSeconds(0)).toBe('PT0S');
    expect(isoSeconds(null)).toBeUndefined();
  });
});

describe('Article JSON-LD', () => {
  it('describes a news item as a NewsArticle with publisher, dates and page', () => {
    const ld = articleJsonLd({
      type: 'NewsArticle',
      headline: 'Campagna piselli',
      description: 'D',
      image: null,
      datePublished: '2026-06-18',
      dateModified: null,
      author: null,
      path: '/it/news/campagna-piselli-2026',
      locale: 'it',
    });
    expect(ld['@type']).toBe('NewsArticle');
    expect(ld.datePublished).toBe('2026-06-18');
    expect(ld.dateModified).toBe('2026-06-18');
    expect(ld.author).toMatchObject({ '@type': 'Organization' });
    expect(ld.publisher.logo.url).toMatch(/brina-logo\.svg$/);
    expect(ld.mainEntityOfPage['@id']).toMatch(/\/it\/news\/campagna-piselli-2026$/);
  });
  it('names the author of a blog article and keeps the headline within 110 characters', () => {
    const ld = articleJsonLd({ type: 'Article', headline: 'x'.repeat(150), author: 'Davide Casadei', path: '/it/blog/a/b', locale: 'it' });
    expect(ld.author).toEqual({ '@type': 'Person', name: 'Davide Casadei' });
    expect(ld.headline.length).toBeLessThanOrEqual(110);
  });
});

describe('stored rich text', () => {
  it('renders the browser test’s XSS attempt harmless', async () => {
    const { renderRichText } = await import('@/lib/rich-text');
    const html = renderRichText('Testo.\n\n<script>window.__xss=1</script>\n\n<img src=x onerror="window.__xss=2">\n\n[x](javascript:window.__xss=3)');
    expect(html).toContain('Testo.');
    expect(html).toContain('<a>x</a>');
    expect(html).not.toMatch(/<script|<img|onerror|javascript:/i);
  });
  it('keeps a one-line attempt inert (the markdown link stays text inside the HTML block)', async () => {
    const { renderRichText } = await import('@/lib/rich-text');
    const html = renderRichText('<script>window.__xss=1</script><img src=x onerror="window.__xss=2">[x](javascript:window.__xss=3)');
    expect(html).not.toMatch(/<script|<img|onerror|href=/i);
  });
});
