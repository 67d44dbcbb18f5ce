// A screen = the route params it reads, the view it renders and its metadata. Page files under
// `app/` export a screen's parts, so each screen has one page file whatever the audience.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { corporateScreenOf, screenOf, type CorporateScreen, type LocaleParams, type Screen, type ScreenName, type ScreenProps } from '@/lib/routing/params';
import type { AudienceMode, Locale } from '@/lib/routing/routes';
import type { SearchParams } from '@/lib/catalogue/filters';

type Parts<S> = {
  render: (screen: S) => ReactNode | Promise<ReactNode>;
  metadata: (screen: S) => Promise<Metadata>;
  /** List screens read `?page=` and filters; reading the query makes a page render per request. */
  readsQuery?: boolean;
};

/** A screen under `[audience]`: 404 where the screen does not exist (audience or language). */
export function audienceScreen<P extends LocaleParams & { audience: string }>(name: ScreenName, parts: Parts<Screen<P>>) {
  return {
    Page: async (props: ScreenProps<P>) => parts.render(await screenOf(props, name, parts.readsQuery)),
    metadata: async (props: ScreenProps<P>) => parts.metadata(await screenOf(props, name, parts.readsQuery)),
  };
}

/** A screen of the corporate tree (its mode is the visitor's previous one). */
export function corporateScreen<P extends LocaleParams>(parts: Parts<CorporateScreen<P>>) {
  return {
    Page: async (props: ScreenProps<P>) => parts.render(await corporateScreenOf(props, parts.readsQuery)),
    metadata: async (props: ScreenProps<P>) => parts.metadata(await corporateScreenOf(props, parts.readsQuery)),
  };
}

/** Parent params every `[audience]` page receives in generateStaticParams. */
export type AudienceStaticParams = { params: { locale: string; audience: string } };
export type { AudienceMode, Locale, SearchParams };
