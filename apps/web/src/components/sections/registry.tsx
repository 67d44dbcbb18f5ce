// Sections render through one typed registry keyed by the CMS component name (without the
// `sections.` prefix): one CMS component, one React file each.
import type { ComponentType } from 'react';
import type { Section } from '@/lib/cms/sections';
import type { AudienceMode, Locale } from '@/lib/routing/routes';
import { AccordionSection } from './accordion';
import { CtaBannerSection } from './cta-banner';
import { DownloadsListSection } from './downloads-list';
import { HeroSection } from './hero';
import { ImageTextSection } from './image-text';
import { NewsListSection } from './news-list';
import { ProductCarouselSection } from './product-carousel';
import { QuizTeaserSection } from './quiz-teaser';
import { RecipeCarouselSection } from './recipe-carousel';
import { RichTextSection } from './rich-text-section';
import type { SectionProps } from './types';
import { VideoSection } from './video';

type Registry = { [K in Section['kind']]: ComponentType<SectionProps<K>> };

export const SECTION_REGISTRY: Registry = {
  hero: HeroSection,
  'rich-text': RichTextSection,
  'image-text': ImageTextSection,
  'product-carousel': ProductCarouselSection,
  'recipe-carousel': RecipeCarouselSection,
  'cta-banner': CtaBannerSection,
  video: VideoSection,
  accordion: AccordionSection,
  'downloads-list': DownloadsListSection,
  'news-list': NewsListSection,
  'quiz-teaser': QuizTeaserSection,
};

function renderSection<K extends Section['kind']>(section: Extract<Section, { kind: K }>, props: Omit<SectionProps<K>, 'section'>) {
  const Component = SECTION_REGISTRY[section.kind as K] as ComponentType<SectionProps<K>>;
  return <Component key={section.id} section={section} {...props} />;
}

export function Sections({
  sections,
  locale,
  mode,
  firstIsPageHeading = false,
}: {
  sections: Section[];
  locale: Locale;
  mode: AudienceMode;
  firstIsPageHeading?: boolean;
}) {
  return <>{sections.map((section, i) => renderSection(section, { locale, mode, first: firstIsPageHeading && i === 0, nearTop: i < 2 }))}</>;
}
