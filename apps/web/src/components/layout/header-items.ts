// What the header's client components receive from the CMS navbar: titles, links and one picture
// per banner (src and srcset), not the CMS media record with every format. Everything here is
// serialised into each page's RSC payload.
import type { CtaLink } from '@/lib/cms/media';
import type { Menu, MenuItem } from '@/lib/cms/site';

/** The banner picture is shown at 340 CSS pixels. */
export const BANNER_WIDTH = 340;

export type HeaderBanner = {
  title: string;
  subtitle: string | null;
  cta: CtaLink | null;
  image: { src: string; srcSet: string | undefined; alt: string } | null;
};

/** A menu item as the header's client leaf gets it: the banner picture reduced to what it shows. */
export type HeaderItem = Omit<MenuItem, 'banner'> & { banner: HeaderBanner | null };

export function headerItems(menu: Menu | null): HeaderItem[] {
  return (menu?.items ?? []).map(({ banner, ...item }) => {
    const media = banner?.image;
    // Candidates from 1x to 2x of the shown width; the original when no format is large enough.
    const fits = media?.formats.filter((f) => f.width >= BANNER_WIDTH && f.width <= 2 * BANNER_WIDTH * 1.25) ?? [];
    const image = media
      ? { src: fits[0]?.url ?? media.url, srcSet: fits.length > 1 ? fits.map((f) => `${f.url} ${f.width}w`).join(', ') : undefined, alt: media.alt }
      : null;
    return { ...item, banner: banner ? { title: banner.title, subtitle: banner.subtitle, cta: banner.cta, image } : null };
  });
}

/** The footer's site map, where the header's ☰ leads without JavaScript (mobile-drawer, site-footer). */
export const SITE_MENU_ID = 'site-menu';
