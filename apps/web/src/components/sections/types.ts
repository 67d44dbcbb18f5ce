import type { Section } from '@/lib/cms/sections';
import type { AudienceMode, Locale } from '@/lib/routing/routes';

/** `first`: the page's heading section (its picture is the LCP); `nearTop`: one of the first two sections, whose pictures may show in the first screen and never load lazily. */
export type SectionProps<K extends Section['kind']> = {
  section: Extract<Section, { kind: K }>;
  locale: Locale;
  mode: AudienceMode;
  first: boolean;
  nearTop: boolean;
};
