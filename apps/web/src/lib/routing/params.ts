// Route params of the app tree → typed screen arguments: the locale, the audience (from the
// `[audience]` segment) and the decoded path parameters. Anything unknown or malformed is a 404.
import 'server-only';
import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getLocale, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { SearchParams } from '../catalogue/filters';
import { AUDIENCE_SEGMENT, DEFAULT_LOCALE, LOCALES, ROUTES, isRouteName, type AudienceMode, type Locale, type RouteName } from './routes';

/** A screen's name without its audience prefix (`B2B-chef-online` → `chef-online`). */
export type ScreenName = { [K in RouteName]: K extends `B2B-${infer B}` ? B : K }[RouteName];

export type LocaleParams = { locale: string };
export type ScreenProps<P extends LocaleParams = LocaleParams> = { params: Promise<P>; searchParams?: Promise<SearchParams> };
/** The props of a page under `[audience]`, with its own path params `P`. */
export type AudienceProps<P extends Record<string, string | string[] | undefined> = Record<never, string>> = ScreenProps<
  { locale: string; audience: string } & P
>;

/** The locale of a route; an unknown one is a 404. Also tells next-intl (static rendering). */
export function localeOf(params: LocaleParams): Locale {
  const { locale } = params;
  if (!hasLocale(LOCALES, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

export function audienceOf(segment: string | undefined): AudienceMode {
  if (segment === AUDIENCE_SEGMENT.B2C) return 'B2C';
  if (segment === AUDIENCE_SEGMENT.B2B) return 'B2B';
  notFound();
}

/** The route a screen has in an audience, or null when the screen does not exist there. */
export function routeOf(screen: ScreenName, mode: AudienceMode): RouteName | null {
  const name = mode === 'B2B' ? `B2B-${screen}` : screen;
  return isRouteName(name) && ROUTES[name].mode === mode ? name : null;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    notFound();
  }
}

type Decoded<P> = { [K in keyof Omit<P, 'locale' | 'audience'>]: P[K] extends string[] | undefined ? string[] | undefined : string };

function decodeAll<P extends LocaleParams>(params: P): Decoded<P> {
  const out: Record<string, string | string[] | undefined> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key === 'locale' || key === 'audience') continue;
    out[key] = Array.isArray(value) ? value.map((v: string) => decode(v)) : typeof value === 'string' ? decode(value) : undefined;
  }
  return out as Decoded<P>;
}

export type Screen<P extends LocaleParams> = Decoded<P> & { locale: Locale; mode: AudienceMode; searchParams: SearchParams };

/**
 * The arguments of a screen under `[audience]`: locale, audience mode and decoded params. A screen
 * that does not exist in this audience or language (an Italian-only one in English) is a 404.
 */
export async function screenOf<P extends LocaleParams & { audience: string }>(
  props: ScreenProps<P>,
  screen: ScreenName,
  readsQuery = false,
): Promise<Screen<P>> {
  // Reading the query makes a page dynamic: only list screens (filters, pages) ask for it.
  const [params, searchParams] = await Promise.all([props.params, readsQuery && props.searchParams ? props.searchParams : Promise.resolve({})]);
  const locale = localeOf(params);
  const mode = audienceOf(params.audience);
  const route = routeOf(screen, mode);
  if (route === null || (locale === 'en' && ROUTES[route].en === null)) notFound();
  return { ...decodeAll(params), locale, mode, searchParams };
}

type ParamsOf<Props> = Props extends ScreenProps<infer P> ? P : never;

/**
 * A screen's `generateMetadata`: the same `screenOf` call as its page (so the same 404s), then the
 * loader module's metadata function of the screen's arguments.
 */
export function screenMetadata<Props extends AudienceProps = AudienceProps>(
  screen: ScreenName,
  metadata: (args: Screen<ParamsOf<Props>>) => Promise<Metadata> | Metadata,
  readsQuery = false,
): (props: Props) => Promise<Metadata> {
  // screenOf decodes every param of Props: its answer is the screen of Props' params.
  return async (props) => metadata((await screenOf(props, screen, readsQuery)) as Screen<ParamsOf<Props>>);
}

/** The arguments of a corporate screen (its mode comes from the visitor's previous one). */
export type CorporateScreen<P extends LocaleParams> = Decoded<P> & { locale: Locale; searchParams: SearchParams };

export async function corporateScreenOf<P extends LocaleParams>(props: ScreenProps<P>, readsQuery = false): Promise<CorporateScreen<P>> {
  const [params, searchParams] = await Promise.all([props.params, readsQuery && props.searchParams ? props.searchParams : Promise.resolve({})]);
  return { ...decodeAll(params), locale: localeOf(params), searchParams };
}

/** A corporate screen's `generateMetadata`, from the same `corporateScreenOf` call as its page. */
export function corporateScreenMetadata<Props extends ScreenProps>(
  metadata: (args: CorporateScreen<ParamsOf<Props>>) => Promise<Metadata> | Metadata,
  readsQuery = false,
): (props: Props) => Promise<Metadata> {
  return async (props) => metadata((await corporateScreenOf(props, readsQuery)) as CorporateScreen<ParamsOf<Props>>);
}

/** Parent params every `[audience]` page receives in generateStaticParams. */
export type AudienceStaticParams = { params: { locale: string; audience: string } };

/** The locale and audience of a static-params call; null for an unknown one (nothing prerendered). */
export function staticParent({ params }: AudienceStaticParams): { locale: Locale; mode: AudienceMode } | null {
  const mode = params.audience === AUDIENCE_SEGMENT.B2B ? 'B2B' : params.audience === AUDIENCE_SEGMENT.B2C ? 'B2C' : null;
  return hasLocale(LOCALES, params.locale) && mode ? { locale: params.locale, mode } : null;
}

/** What a loader looked up; nothing found is the 404 page. */
export function orNotFound<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) notFound();
  return value;
}

/** A path that matches no screen: the 404 page inside the layout it falls in. */
export function noScreen(): never {
  notFound();
}

/** The locale next-intl resolved for this request (for not-found boundaries, which get no params). */
export async function currentLocale(): Promise<Locale> {
  const locale = await getLocale();
  return hasLocale(LOCALES, locale) ? locale : DEFAULT_LOCALE;
}
