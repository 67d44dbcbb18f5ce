// Issue 27: the publish check's pure rules (src/publishing/rules.ts), without the CMS: how a site
// link is read against the public path table, which slugs are lower-case-kebab, the SEO limits,
// and that images are found inside components and dynamic zones.
import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, badSlugs, internalLinks, missingAltText, routeCandidates, seoOverLimits } from '../src/publishing/rules.ts';

const types = (url) => routeCandidates(url).map((c) => c.segments.map((s) => `${s.type.split('.').pop()}=${s.value}`).join(','));

describe('site links', () => {
  it('fixed screens need nothing else; query and fragment are ignored', () => {
    for (const url of ['/it', '/en/', '/it/ricette?page=2', '/en/products#top', '/it/foodservice/chef-in-linea', '/it/news'])
      expect(types(url), url).toEqual(['']);
  });

  it('dynamic segments name the documents that must exist, in the link language', () => {
    expect(routeCandidates('/en/products/vegetables/leaf-spinach')).toEqual([
      {
        locale: 'en',
        segments: [
          { type: 'api::b2c-product-category.b2c-product-category', value: 'vegetables' },
          { type: 'api::product.product', value: 'leaf-spinach' },
        ],
      },
    ]);
    expect(types('/it/azienda/filiera')).toEqual(['page-category=azienda,page=filiera']);
    expect(types('/it/news/nuovo-stabilimento')).toContain('news=nuovo-stabilimento');
  });

  it("a described type's detail page names its type (generated from the website's descriptors)", () => {
    expect(types('/it/eventi/porte-aperte-cesena')).toContain('event=porte-aperte-cesena');
    expect(types('/en/foodservice/events/milan-fair')).toContain('event=milan-fair');
    expect(types('/it/press-area/nuovo-stabilimento')).toContain('press-release=nuovo-stabilimento');
    expect(types('/en/foodservice/channels/schools')).toContain('b2b-channel=schools');
  });

  it('no page: another language, an Italian path in English, an Italian-only screen in English, too deep', () => {
    for (const url of ['/de/prodotti', '/prodotti', 'https://example.com/it', '/it/a/b/c', '/it/news/a/b']) expect(routeCandidates(url), url).toEqual([]);
    // /en/prodotti can only be a corporate page called "prodotti", which must then exist.
    expect(types('/en/prodotti')).toEqual(['page=prodotti']);
    expect(types('/en/lavora-con-noi')).toEqual(['page=lavora-con-noi']);
  });
});

describe('slugs, SEO and images', () => {
  it('slugs are lower-case-kebab', () => {
    for (const good of ['piselli', 'piselli-fini', 'mix-4-verdure', '14-verdure']) expect(SLUG_PATTERN.test(good), good).toBe(true);
    for (const bad of ['Piselli', 'piselli_fini', 'piselli--fini', '-piselli', 'piselli-', 'piselli.fini', 'pìselli', ''])
      expect(SLUG_PATTERN.test(bad), bad).toBe(false);
    expect(badSlugs({ slug: 'Piselli' }, { attributes: { slug: { type: 'uid' } } })).toHaveLength(1);
  });

  it('SEO title 60 and description 160 characters at most', () => {
    const schema = { attributes: { seo: { type: 'component', component: 'shared.seo' } } };
    expect(seoOverLimits({ seo: { meta_title: 'x'.repeat(60), meta_description: 'y'.repeat(160) } }, schema)).toEqual([]);
    expect(seoOverLimits({ seo: { meta_title: 'x'.repeat(61), meta_description: 'y'.repeat(161) } }, schema).map((p) => p.path)).toEqual([
      'seo.meta_title',
      'seo.meta_description',
    ]);
  });

  it('finds images without alternative text and internal links in components and dynamic zones', () => {
    const schemas = new Map([
      ['sections.hero', { attributes: { image: { type: 'media' }, cta: { type: 'component', component: 'shared.link' } } }],
      ['shared.link', { attributes: { url: { type: 'string' } } }],
    ]);
    const page = { attributes: { cover: { type: 'media' }, sections: { type: 'dynamiczone', components: ['sections.hero'] } } };
    const doc = {
      cover: { name: 'ok.jpg', mime: 'image/jpeg', alternativeText: 'Un campo di piselli' },
      sections: [{ __component: 'sections.hero', image: { name: 'bare.jpg', mime: 'image/jpeg', alternativeText: ' ' }, cta: { url: '/it/prodotti' } }],
    };
    expect(missingAltText(doc, page, schemas).map((p) => p.path)).toEqual(['sections[0].image']);
    expect(missingAltText({ cover: { name: 'doc.pdf', mime: 'application/pdf' } }, page, schemas)).toEqual([]);
    expect(internalLinks(doc, page, schemas)).toEqual([{ path: 'sections[0].cta.url', url: '/it/prodotti' }]);
  });
});
