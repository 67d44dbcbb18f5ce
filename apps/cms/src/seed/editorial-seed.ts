// Seeds blog, news, press, downloads, videos, legal, landing, corporate and food-service pages, homes, quiz.
import * as E from './data/editorial';
import type { SectionSeed, SinglePageSeed } from './data/types';
import type { SeedContext } from './context';
import { sectionData } from './sections';
import { inLanguage, type SeedLocale } from './i18n';

// Within the limits the publish check enforces (src/publishing/rules.ts: title 60, description 160),
// cut at a word with an ellipsis.
const fit = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`);
const seo = (title: string, description: string) => ({ meta_title: fit(`${title} | Brina`, 60), meta_description: fit(description, 160) });

/** What every page made of sections has in a language: title, slug, sections, SEO (described by `description`). */
async function sectionPage(
  ctx: SeedContext,
  page: { title: Record<SeedLocale, string>; slug: Record<SeedLocale, string>; sections: SectionSeed[] },
  l: SeedLocale,
  description: string,
) {
  return { title: page.title[l], slug: page.slug[l], sections: await sectionData(ctx, page.sections, l), seo: seo(page.title[l], description) };
}

export async function seedEditorial(ctx: SeedContext) {
  const { writer, media, ids } = ctx;

  for (const c of E.BLOG_CATEGORIES) {
    ids.set(
      'api::blog-category.blog-category',
      c.key,
      await writer.upsert('api::blog-category.blog-category', { slug: c.slug }, () => ({
        name: c.name,
        slug: c.slug,
        description: c.description,
        available_b2c: c.b2c,
        available_b2b: c.b2b,
      })),
    );
  }
  for (const a of E.BLOG_ARTICLES) {
    await writer.upsert('api::blog-article.blog-article', { slug: a.slug }, async () => ({
      title: a.title,
      slug: a.slug,
      excerpt: a.excerpt,
      content: a.content,
      date: a.date,
      author: a.author,
      reading_minutes: a.reading_minutes,
      cover: await media.image(a.image, 'it'),
      category: ids.get('api::blog-category.blog-category', a.category),
      available_b2c: a.b2c,
      available_b2b: a.b2b,
      seo: seo(a.title, a.excerpt),
    }));
  }
  for (const n of E.NEWS) {
    await writer.upsert('api::news.news', { slug: n.slug.it }, async (l) => {
      const title = n.title[l];
      if (!title) return null;
      return {
        title,
        slug: n.slug[l],
        excerpt: n.excerpt[l],
        content: n.content[l],
        date: n.date,
        cover: await media.image(n.image, l),
        available_b2c: n.b2c,
        available_b2b: n.b2b,
        seo: seo(title, n.excerpt[l] ?? title),
      };
    });
  }
  for (const p of E.PRESS) {
    await writer.upsert('api::press-release.press-release', { slug: p.slug.it }, async (l) => ({
      ...inLanguage(p, l, 'title', 'slug', 'excerpt', 'content'),
      date: p.date,
      cover: await media.image(p.image, l),
      attachments: await Promise.all(
        p.attachments.map((a) => media.pdf(`${a.key}-${l}`, a.title[l], [p.title[l], p.date, 'Brina Società Cooperativa Agricola', p.excerpt[l]])),
      ),
      seo: seo(p.title[l], p.excerpt[l]),
    }));
  }
  for (const c of E.DOWNLOAD_CATEGORIES) {
    ids.set(
      'api::download-category.download-category',
      c.key,
      await writer.upsert('api::download-category.download-category', { slug: c.slug.it }, (l) => ({ ...inLanguage(c, l, 'name', 'slug'), order: c.order })),
    );
  }
  for (const d of E.DOWNLOADS) {
    await writer.upsert('api::download.download', { title: d.title.it }, async (l) => ({
      ...inLanguage(d, l, 'title', 'description'),
      file: await media.pdf(`download-${d.key}-${l}`, d.title[l], [d.description[l], 'Brina Società Cooperativa Agricola']),
      cover: await media.image(d.image, l),
      category: ids.get('api::download-category.download-category', d.category),
      available_b2c: d.b2c,
      available_b2b: d.b2b,
    }));
  }
  for (const v of E.VIDEOS) {
    await writer.upsert('api::video-download.video-download', { slug: v.slug.it }, async (l) => ({
      ...inLanguage(v, l, 'title', 'slug', 'description', 'transcript'),
      duration_seconds: v.duration_seconds,
      video: await media.video(v.poster),
      poster: await media.image(v.poster, l),
      available_b2c: v.b2c,
      available_b2b: v.b2b,
    }));
  }
  for (const p of E.LEGAL) {
    await writer.upsert('api::legal-page.legal-page', { slug: p.slug.it }, (l) => ({
      ...inLanguage(p, l, 'title', 'slug', 'content'),
      updated_on: p.updated_on,
      available_b2c: p.b2c,
      available_b2b: p.b2b,
      seo: seo(p.title[l], p.title[l]),
    }));
  }
  for (const c of E.PAGE_CATEGORIES) {
    ids.set(
      'api::page-category.page-category',
      c.key,
      await writer.upsert('api::page-category.page-category', { slug: c.slug.it }, (l) => inLanguage(c, l, 'name', 'slug')),
    );
  }
}

/** Pages made of sections link products and recipes, so they are seeded after the catalogue. */
export async function seedPages(ctx: SeedContext) {
  const { writer, media, ids } = ctx;
  for (const p of E.LANDINGS) {
    await writer.upsert('api::landing-page.landing-page', { slug: p.slug.it }, async (l) => ({ ...(await sectionPage(ctx, p, l, p.title[l])), mode: p.mode }));
  }
  for (const p of E.PAGES) {
    await writer.upsert('api::page.page', { slug: p.slug.it }, async (l) => ({
      ...(await sectionPage(ctx, p, l, p.intro[l])),
      intro: p.intro[l],
      category: p.category ? ids.get('api::page-category.page-category', p.category) : null,
    }));
  }
  for (const c of E.CHANNELS) {
    await writer.upsert('api::b2b-channel.b2b-channel', { slug: c.slug.it }, async (l) => ({
      ...inLanguage(c, l, 'title', 'slug', 'excerpt', 'content'),
      cover: await media.image(c.image, l),
      sections: await sectionData(ctx, c.sections, l),
      seo: seo(c.title[l], c.excerpt[l]),
    }));
  }
  const single = async (uid: string, page: SinglePageSeed, extra: (l: SeedLocale) => Promise<Record<string, unknown>>) =>
    writer.upsert(uid, null, async (l) => ({
      title: page.title[l],
      intro: page.intro[l],
      sections: await sectionData(ctx, page.sections, l),
      seo: seo(page.title[l], page.intro[l]),
      ...(await extra(l)),
    }));
  const hero = async (page: SinglePageSeed, l: SeedLocale) => ({
    hero: page.image ? { title: page.title[l], subtitle: page.intro[l], image: await media.image(page.image, l), theme: 'frost' } : null,
  });
  const cover = async (page: SinglePageSeed, l: SeedLocale) => ({ cover: page.image ? await media.image(page.image, l) : null });
  await single('api::home-page.home-page', E.HOME_B2C, (l) => hero(E.HOME_B2C, l));
  await single('api::foodservice-home-page.foodservice-home-page', E.HOME_B2B, (l) => hero(E.HOME_B2B, l));
  await single('api::manifesto.manifesto', E.MANIFESTO, (l) => cover(E.MANIFESTO, l));
  await single('api::chef-online-page.chef-online-page', E.CHEF_ONLINE, async (l) => ({
    ...(await cover(E.CHEF_ONLINE, l)),
    contact_email: 'chef@brina.example',
    contact_phone: '+39 0547 000 150',
  }));
  await single('api::product-choice-page.product-choice-page', E.PRODUCT_CHOICE, (l) => cover(E.PRODUCT_CHOICE, l));
  await single('api::tailored-solutions-page.tailored-solutions-page', E.TAILORED_SOLUTIONS, (l) => cover(E.TAILORED_SOLUTIONS, l));

  const q = E.QUIZ;
  await writer.upsert('api::quiz.quiz', { slug: q.slug }, async (l) => ({
    title: q.title[l],
    slug: q.slug,
    statements: await Promise.all(
      q.statements.map(async (s) => ({
        statement: s.statement[l],
        correct_answer: s.correct_answer,
        answer: s.answer[l],
        question_image: await media.image(s.image, l),
        answer_image: await media.image({ ...s.image, key: `${s.image.key}-answer` }, l),
      })),
    ),
    final_image: await media.image(q.final.image, l),
    final_title: q.final.title[l],
    final_description: q.final.description[l],
    final_cta_label: q.final.cta_label[l],
    final_cta_link: q.final.cta_link[l],
  }));
}
