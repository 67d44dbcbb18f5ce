// Site-wide loads of spec section 7 (menus, footer, newsletter, filter lists, geography): failures
// are swallowed and logged, the page renders without that part.
import type { AudienceMode, Locale } from '../routing/routes';
import { cmsGet, swallow } from './client';
import { MENU_IDS } from './config';
import { mapFooter, mapMenu, mapNewsletter } from './mappers';
import { list, str } from './read';
import { TAGS } from './tags';
import type { Footer, Menu, Newsletter } from './types';

const globalTags = (model: string) => [TAGS.global, TAGS.type(model)];

async function menu(id: number): Promise<Menu | null> {
  const { data } = await cmsGet(`/api/menus/${id}`, { query: { nested: true, populate: '*' }, tags: globalTags('menu') });
  return mapMenu(data);
}

export function getNavbar(mode: AudienceMode, locale: Locale): Promise<Menu | null> {
  const id = (mode === 'B2B' ? MENU_IDS.navbarB2B : MENU_IDS.navbarB2C)[locale];
  return swallow(`navbar ${mode} ${locale}`, () => menu(id), null);
}

export function getFooterMenus(locale: Locale): Promise<{ sitemap: Menu | null; links: Menu | null }> {
  return Promise.all([
    swallow(`footer sitemap ${locale}`, () => menu(MENU_IDS.footerSitemap[locale]), null),
    swallow(`footer links ${locale}`, () => menu(MENU_IDS.footerLinks[locale]), null),
  ]).then(([sitemap, links]) => ({ sitemap, links }));
}

export function getFooter(locale: Locale): Promise<Footer | null> {
  return swallow(`footer ${locale}`, async () => {
    const { data } = await cmsGet('/api/footer', { query: { nested: true, populate: '*', locale }, tags: globalTags('footer') });
    return mapFooter(data);
  }, null);
}

/** Built-in fallback when neither the asked locale nor Italian can be loaded (spec section 9). */
export const NEWSLETTER_FALLBACK: Newsletter = {
  title: 'Iscriviti alla newsletter di Brina',
  backgroundImage: null,
  showNameFields: true,
  confirmMessage: 'Iscrizione alla newsletter completata con successo.',
};

/** Newsletter settings: the asked locale, else Italian, else the built-in fallback. */
export async function getNewsletter(locale: Locale): Promise<Newsletter> {
  const load = async (l: Locale) => {
    const { data } = await cmsGet('/api/newsletter-global', { query: { locale: l, populate: 'background_image' }, tags: globalTags('newsletter-global') });
    const mapped = mapNewsletter(data);
    if (!mapped) throw new Error(`newsletter ${l} is empty`);
    return mapped;
  };
  const asked = await swallow(`newsletter ${locale}`, () => load(locale), null);
  if (asked) return asked;
  if (locale !== 'it') {
    const italian = await swallow('newsletter it (fallback)', () => load('it'), null);
    if (italian) return italian;
  }
  return NEWSLETTER_FALLBACK;
}

export type FilterItem = { name: string; code: string };

/** The product filter lists (product lines, diets, typologies, cutting types): page size 250. */
export function getFilterList(type: 'product-lines' | 'diets' | 'product-typologies' | 'cutting-types', locale: Locale): Promise<FilterItem[]> {
  return swallow(`${type} ${locale}`, async () => {
    const model = type === 'product-typologies' ? 'product-typology' : type.replace(/s$/, '');
    const { data } = await cmsGet(`/api/${type}`, { query: { 'pagination[pageSize]': 250, locale }, tags: [TAGS.type(model)] });
    return list(data).map((i) => ({ name: str(i, 'name') ?? '', code: str(i, 'code') ?? '' }));
  }, []);
}
