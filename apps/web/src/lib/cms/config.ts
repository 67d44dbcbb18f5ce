// CMS connection settings from the environment. The token fallbacks are local-only values that the
// CMS also uses when its environment does not set them; production must set real ones.
const LOCAL_READ_TOKEN = 'local-only-brina-read-token-0123456789abcdef0123456789abcdef';
const LOCAL_WRITE_TOKEN = 'local-only-brina-write-token-0123456789abcdef0123456789abcdef';

function token(name: string, fallback: string): string {
  const value = process.env[name];
  if (value) return value;
  // The local demo and the tests run production builds against a CMS on this machine.
  if (process.env.NODE_ENV === 'production' && !/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(cmsUrl())) {
    throw new Error(`${name} must be set in production`);
  }
  return fallback;
}

export function cmsUrl(): string {
  return (process.env.CMS_URL ?? 'http://localhost:1337').replace(/\/$/, '');
}

/** Where browsers load CMS media from (defaults to the CMS URL). */
export function cmsMediaUrl(): string {
  return (process.env.CMS_MEDIA_URL ?? cmsUrl()).replace(/\/$/, '');
}

export function cmsApiVersion(): 4 | 5 {
  return process.env.CMS_API_VERSION === '4' ? 4 : 5;
}

export const readToken = () => token('CMS_READ_TOKEN', LOCAL_READ_TOKEN);
export const writeToken = () => token('CMS_WRITE_TOKEN', LOCAL_WRITE_TOKEN);

/** The spec's menu ids, overridable per deployment. */
export const MENU_IDS = {
  footerSitemap: { it: Number(process.env.MENU_FOOTER_SITEMAP_IT ?? 1), en: Number(process.env.MENU_FOOTER_SITEMAP_EN ?? 5) },
  footerLinks: { it: Number(process.env.MENU_FOOTER_LINKS_IT ?? 4), en: Number(process.env.MENU_FOOTER_LINKS_EN ?? 11) },
  navbarB2C: { it: Number(process.env.MENU_NAVBAR_B2C_IT ?? 2), en: Number(process.env.MENU_NAVBAR_B2C_EN ?? 8) },
  navbarB2B: { it: Number(process.env.MENU_NAVBAR_B2B_IT ?? 3), en: Number(process.env.MENU_NAVBAR_B2B_EN ?? 10) },
} as const;

/** Seconds a cached CMS answer stays fresh without a webhook (safety net for missed webhooks). */
export const REVALIDATE_SECONDS = Number(process.env.CMS_REVALIDATE_SECONDS ?? 3600);
