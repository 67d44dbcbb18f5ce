// Mappers: normalised CMS JSON → the site's types (media formats, menus, cards, sections).
import { beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => {
  process.env.CMS_MEDIA_URL = 'https://cdn.example';
});

const media = {
  url: '/uploads/spinach.jpg',
  alternativeText: 'Leaf spinach on a plate',
  width: 1600,
  height: 1067,
  mime: 'image/jpeg',
  formats: {
    large: { url: '/uploads/large_spinach.jpg', width: 1280, height: 854 },
    thumbnail: { url: '/uploads/thumbnail_spinach.jpg', width: 234, height: 156 },
    small: { url: '/uploads/small_spinach.jpg', width: 500, height: 333 },
  },
};

describe('mappers', () => {
  it('media: absolute URLs, alt text, formats sorted by width', async () => {
    const { mapMedia } = await import('@/lib/cms/media');
    const m = mapMedia(media);
    expect(m?.url).toBe('https://cdn.example/uploads/spinach.jpg');
    expect(m?.alt).toBe('Leaf spinach on a plate');
    expect(m?.formats.map((f) => f.width)).toEqual([234, 500, 1280]);
    expect(mapMedia(null)).toBeNull();
    expect(mapMedia({ alternativeText: 'no url' })).toBeNull();
  });

  it('menu: positions, children, call to action and banner', async () => {
    const { mapMenu } = await import('@/lib/cms/site');
    const menu = mapMenu({
      menu_id: 2,
      title: 'Navbar',
      items: [
        {
          id: 1,
          title: 'Prodotti',
          url: '/it/prodotti',
          position: 'sinistra',
          children: [{ id: 5, title: 'Verdure', subtitle: 'Dai campi', url: '/it/prodotti/verdure' }],
          cta_label: 'Tutti',
          cta_url: '/it/prodotti',
          banner_title: 'Novità',
          banner_image: media,
        },
        { id: 2, title: 'Instagram', url: 'https://instagram.com/x', target: '_blank', position: 'destra', children: [] },
      ],
    });
    expect(menu?.id).toBe(2);
    expect(menu?.items[0]).toMatchObject({ position: 'left', cta: { label: 'Tutti', url: '/it/prodotti' }, banner: { title: 'Novità' } });
    expect(menu?.items[0]?.children[0]).toMatchObject({ title: 'Verdure', subtitle: 'Dai campi', external: false });
    expect(menu?.items[1]).toMatchObject({ position: 'right', external: true });
  });

  it('product and recipe cards', async () => {
    const { mapProductCard, mapRecipeCard } = await import('@/lib/cms/cards');
    const product = mapProductCard({
      documentId: 'p1',
      title: 'Spinaci',
      slug: 'spinaci',
      images: [media],
      b2c_category: { slug: 'verdure', name: 'Verdure' },
      b2b_category: null,
      isHero: true,
    });
    expect(product).toMatchObject({ documentId: 'p1', slug: 'spinaci', isHero: true, b2cCategory: { slug: 'verdure' }, b2bCategory: null });
    const recipe = mapRecipeCard({
      documentId: 'r1',
      title: 'Risotto',
      slug: 'risotto',
      prep_time: 10,
      cooking_time: 20,
      difficulty: 'medium',
      category: { slug: 'primi', name: 'Primi' },
    });
    expect(recipe).toMatchObject({ totalMinutes: 30, difficulty: 'medium', isHero: false, category: { slug: 'primi' } });
    // A value the schema does not allow (the generated type refuses it): read as no difficulty.
    expect(mapRecipeCard({ documentId: 'r2', difficulty: 'impossible' as 'easy' }).difficulty).toBeNull();
  });

  it('sections: known components mapped by name, unknown ones dropped', async () => {
    const { mapSections } = await import('@/lib/cms/sections');
    const sections = mapSections([
      { __component: 'sections.hero', id: 1, title: 'Ciao', image: media, cta: { label: 'Vai', url: '/it' } },
      { __component: 'sections.unknown', id: 2 },
      { __component: 'sections.quiz-teaser', id: 3, title: 'Quiz', quiz_slug: 'q', cta_label: 'Gioca' },
      { __component: 'sections.quiz-teaser', id: 4, title: 'No slug' },
    ]);
    expect(sections.map((s) => s.kind)).toEqual(['hero', 'quiz-teaser']);
    expect(sections[0]).toMatchObject({ id: 'sections.hero-1', cta: { label: 'Vai', external: false } });
  });
});
