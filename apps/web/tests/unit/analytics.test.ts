// The tag manager's data: route events name the spec's route and page type for public URLs in both
// modes and languages; Consent Mode signals follow the visitor's choice; only real container ids load GTM.
import { describe, expect, it } from 'vitest';
import { routeEvent } from '@/lib/analytics';
import { consentState, validGtmId } from '@/lib/tag-manager';

const at = (pathname: string, search = '') => routeEvent({ origin: 'https://www.brina.example', pathname, search }, 'Titolo', false);

describe('route event', () => {
  it.each([
    ['/it', 'index', 'home', 'B2C', 'it'],
    ['/en/foodservice', 'B2B-index', 'home', 'B2B', 'en'],
    ['/it/prodotti/verdure/piselli', 'products-category-slug', 'product', 'B2C', 'it'],
    ['/en/foodservice/products/vegetables/peas', 'B2B-products-category-slug', 'product', 'B2B', 'en'],
    ['/it/foodservice/ricette', 'B2B-recipes', 'recipe-list', 'B2B', 'it'],
    ['/en/recipes/desserts', 'recipes-category', 'recipe-category', 'B2C', 'en'],
    ['/it/blog/stagionalita/piselli-raccolti-all-alba', 'blog-category-slug', 'blog-article', 'B2C', 'it'],
    ['/it/news', 'news-slug', 'news', 'CORPORATE', 'it'],
    ['/en/manifest', 'manifesto', 'page', 'B2C', 'en'],
    ['/it/chi-siamo', 'page-slug', 'page', 'CORPORATE', 'it'],
    ['/it/foodservice/ricerca', 'B2B-search', 'search', 'B2B', 'it'],
    ['/it/eventi', 'events', 'event-list', 'B2C', 'it'],
    ['/en/foodservice/events/milan-food-service-fair', 'B2B-events-slug', 'event', 'B2B', 'en'],
    ['/it/press-area/nuovo-stabilimento', 'press-area-slug', 'press', 'B2C', 'it'],
    ['/it/foodservice/chef-in-linea', 'B2B-chef-online', 'page', 'B2B', 'it'],
  ])('%s is %s (%s)', (pathname, routeName, pageType, siteMode, locale) => {
    expect(at(pathname)).toMatchObject({ event: 'route', routeName, pageType, siteMode, locale });
  });

  it('carries the full URL with its query but no hash, and the given title', () => {
    const event = at('/it/prodotti', '?diets=VEGAN&page=2');
    expect(event.url).toBe('https://www.brina.example/it/prodotti?diets=VEGAN&page=2');
    expect(event.title).toBe('Titolo');
  });

  it('marks a 404 page and URLs outside the route table as not-found', () => {
    expect(routeEvent({ origin: 'https://x', pathname: '/it/non-esiste', search: '' }, '404', true)).toMatchObject({
      routeName: 'page-slug',
      pageType: 'not-found',
    });
    expect(at('/it/a/b/c')).toMatchObject({ routeName: 'page-too-deep', pageType: 'not-found' });
    expect(at('/de/produkte')).toMatchObject({ routeName: null, pageType: 'not-found', locale: null });
  });
});

describe('Consent Mode', () => {
  it('denies all four v2 signals without consent and grants them per category', () => {
    expect(consentState({ analytics: false, marketing: false })).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentState({ analytics: true, marketing: false })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentState({ analytics: false, marketing: true })).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });

  it('accepts only container ids of the GTM shape', () => {
    expect(validGtmId(' GTM-AB12CD ')).toBe('GTM-AB12CD');
    expect(validGtmId(undefined)).toBeNull();
    expect(validGtmId('')).toBeNull();
    expect(validGtmId('UA-12345-1')).toBeNull();
    expect(validGtmId('GTM-AB12"><script>')).toBeNull();
  });
});
