// Food-service loaders: chef online, product choice and tailored solutions (Italian-only single
// types) and the channel pages; their metadata and which channels are prerendered. Each loader
// decides the 404; a page's metadata reads the same cached lookup.
import 'server-only';
import type { Metadata } from 'next';
import { cache } from 'react';
import { swallow } from '@/lib/cms/client';
import { getChannel, getFoodservicePage, listChannels, type ChannelTeaser, type FoodservicePageModel } from '@/lib/cms/page';
import { B2B_CHANNEL } from '@/lib/content/b2b-channel';
import { listSlugDocs } from '@/lib/content/registry';
import { staticParent, type AudienceStaticParams, orNotFound } from '@/lib/routing/params';
import { pathFor } from '@/lib/routing/paths';
import type { Locale, RouteName } from '@/lib/routing/routes';
import { documentMetadata, foundMetadata } from '@/lib/seo/metadata';
import { withSectionData } from './sections';

const ROUTE: Record<FoodservicePageModel, RouteName> = {
  'chef-online-page': 'B2B-chef-online',
  'product-choice-page': 'B2B-product-choice',
  'tailored-solutions-page': 'B2B-tailored-solutions',
};

/** The page in Italian; null in English (these screens are Italian only). Once per request. */
const findFoodservicePage = cache(async (model: FoodservicePageModel, locale: Locale) => {
  const path = pathFor(ROUTE[model], locale);
  if (!path) return null;
  const page = await withSectionData(await getFoodservicePage(model), locale, 'B2B');
  return page ? { page, path } : null;
});

/** The page, and for tailored solutions the channels it lists; 404 without the page. */
export async function loadFoodservicePage(model: FoodservicePageModel, locale: Locale) {
  const found = orNotFound(await findFoodservicePage(model, locale));
  const channels: ChannelTeaser[] = model === 'tailored-solutions-page' ? await swallow('channels', () => listChannels(locale), []) : [];
  return { model, locale, ...found, channels };
}
export type FoodservicePageData = Awaited<ReturnType<typeof loadFoodservicePage>>;

export function foodservicePageMetadata(model: FoodservicePageModel, locale: Locale): Promise<Metadata> {
  return foundMetadata(findFoodservicePage(model, locale), (found) => {
    const { page, path } = found;
    return documentMetadata(page, { pathname: path, locale, description: page.intro, image: page.cover });
  });
}

// ---- Channels

export const channelPath = (locale: Locale, slug: string) => pathFor(B2B_CHANNEL.routes.detail.B2B, locale, { slug });

const findChannel = cache(async (locale: Locale, slug: string) => withSectionData(await getChannel(locale, slug), locale, 'B2B'));

export async function loadChannel(locale: Locale, slug: string) {
  return { locale, channel: orNotFound(await findChannel(locale, slug)) };
}
export type ChannelData = Awaited<ReturnType<typeof loadChannel>>;

export function channelMetadata(locale: Locale, slug: string): Promise<Metadata> {
  return foundMetadata(findChannel(locale, slug), (channel) =>
    documentMetadata(channel, { pathname: channelPath(locale, slug), locale, description: channel.excerpt, image: channel.cover }),
  );
}

/** Channels are food-service-only. */
export async function channelStaticParams(args: AudienceStaticParams) {
  const at = staticParent(args);
  if (!at || at.mode !== 'B2B') return [];
  return (await swallow('channel static params', () => listSlugDocs(B2B_CHANNEL, at.locale), [])).map((c) => ({ slug: c.slug }));
}
