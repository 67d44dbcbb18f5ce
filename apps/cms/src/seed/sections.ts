// Turns seed sections into Strapi dynamic-zone entries for one locale.
import { VIDEOS } from './data/editorial';
import type { LinkSeed, SectionSeed } from './data/types';
import type { SeedContext } from './context';
import type { SeedLocale } from './i18n';

const link = (l: SeedLocale, cta?: LinkSeed) => (cta ? { label: cta.label[l], url: cta.url[l], target: cta.target ?? '_self' } : null);

export async function sectionData(ctx: SeedContext, list: SectionSeed[], l: SeedLocale) {
  const product = (key: string) => ctx.ids.get('api::product.product', key);
  const recipe = (key: string) => ctx.ids.get('api::recipe.recipe', key);
  const out: Record<string, unknown>[] = [];
  for (const s of list) {
    const base = { __component: s.component };
    switch (s.component) {
      case 'sections.hero':
        out.push({
          ...base,
          eyebrow: s.eyebrow?.[l],
          title: s.title[l],
          subtitle: s.subtitle?.[l],
          image: await ctx.media.image(s.image, l),
          cta: link(l, s.cta),
          secondary_cta: link(l, s.secondary_cta),
          theme: s.theme ?? 'frost',
        });
        break;
      case 'sections.rich-text':
        out.push({ ...base, title: s.title?.[l], body: s.body[l] });
        break;
      case 'sections.image-text':
        out.push({
          ...base,
          title: s.title[l],
          body: s.body?.[l],
          image: await ctx.media.image(s.image, l),
          image_position: s.image_position ?? 'left',
          cta: link(l, s.cta),
        });
        break;
      case 'sections.product-carousel':
        out.push({ ...base, title: s.title[l], subtitle: s.subtitle?.[l], products: s.products.map(product), cta: link(l, s.cta) });
        break;
      case 'sections.recipe-carousel':
        out.push({ ...base, title: s.title[l], subtitle: s.subtitle?.[l], recipes: s.recipes.map(recipe), cta: link(l, s.cta) });
        break;
      case 'sections.cta-banner':
        out.push({
          ...base,
          title: s.title[l],
          text: s.text?.[l],
          image: s.image ? await ctx.media.image(s.image, l) : null,
          cta: link(l, s.cta),
          theme: s.theme ?? 'frost',
        });
        break;
      case 'sections.video': {
        const video = VIDEOS.find((v) => v.key === s.video_key);
        if (!video) throw new Error(`Seed: section video "${s.video_key}" is not in VIDEOS`);
        out.push({
          ...base,
          title: s.title[l],
          description: s.description?.[l],
          video: await ctx.media.video(video.poster),
          poster: await ctx.media.image(video.poster, l),
          transcript: (s.transcript ?? video.transcript)[l],
        });
        break;
      }
      case 'sections.accordion':
        out.push({ ...base, title: s.title?.[l], items: s.items.map((i) => ({ question: i.question[l], answer: i.answer[l] })) });
        break;
      case 'sections.downloads-list':
        out.push({ ...base, title: s.title[l], category: ctx.ids.get('api::download-category.download-category', s.category), limit: s.limit ?? 6 });
        break;
      case 'sections.news-list':
        out.push({ ...base, title: s.title[l], limit: s.limit ?? 3, cta: link(l, s.cta) });
        break;
      case 'sections.quiz-teaser':
        out.push({
          ...base,
          title: s.title[l],
          text: s.text?.[l],
          quiz_slug: s.quiz_slug,
          cta_label: s.cta_label[l],
          image: s.image ? await ctx.media.image(s.image, l) : null,
        });
        break;
    }
  }
  return out;
}
