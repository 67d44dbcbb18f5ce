// Which detail pages are prerendered at build, per locale and audience (ISR refreshes them; a new
// document renders on first visit). A CMS failure at build prerenders none and logs it.
import { hasLocale } from 'next-intl';
import { swallow } from '@/lib/cms/client';
import { listLegalPages } from '@/lib/cms/page';
import { listBlogSlugs, listChannelSlugs, listLandingSlugs, listPressSlugs } from '@/lib/cms/slugs';
import { AUDIENCE_SEGMENT, LOCALES, type AudienceMode, type Locale } from '@/lib/routing/routes';
import type { AudienceStaticParams } from './define';

function parent({ params }: AudienceStaticParams): { locale: Locale; mode: AudienceMode } | null {
  const mode = params.audience === AUDIENCE_SEGMENT.B2B ? 'B2B' : params.audience === AUDIENCE_SEGMENT.B2C ? 'B2C' : null;
  return hasLocale(LOCALES, params.locale) && mode ? { locale: params.locale, mode } : null;
}

export async function blogStaticParams(args: AudienceStaticParams) {
  const at = parent(args);
  if (!at || at.locale !== 'it') return [];
  const articles = await swallow('blog static params', () => listBlogSlugs(), []);
  return articles.flatMap((a) => ((at.mode === 'B2B' ? a.availableB2b : a.availableB2c) && a.category ? [{ category: a.category, slug: a.slug }] : []));
}

export async function landingStaticParams(args: AudienceStaticParams) {
  const at = parent(args);
  if (!at) return [];
  const pages = await swallow('landing static params', () => listLandingSlugs(at.locale), []);
  return pages.filter((p) => p.mode === at.mode).map((p) => ({ slug: p.slug }));
}

export async function legalStaticParams(args: AudienceStaticParams) {
  const at = parent(args);
  if (!at) return [];
  const pages = await swallow('legal static params', () => listLegalPages(at.locale), []);
  return pages.filter((p) => (at.mode === 'B2B' ? p.availableB2b : p.availableB2c)).map((p) => ({ slug: p.slug }));
}

/** Press releases are consumer-only; channels are food-service-only. */
export async function pressStaticParams(args: AudienceStaticParams) {
  const at = parent(args);
  if (!at || at.mode !== 'B2C') return [];
  return (await swallow('press static params', () => listPressSlugs(at.locale), [])).map((p) => ({ slug: p.slug }));
}

export async function channelStaticParams(args: AudienceStaticParams) {
  const at = parent(args);
  if (!at || at.mode !== 'B2B') return [];
  return (await swallow('channel static params', () => listChannelSlugs(at.locale), [])).map((c) => ({ slug: c.slug }));
}
