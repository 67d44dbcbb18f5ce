import type { Section } from '@/lib/cms/sections';
import type { AudienceMode, Locale } from '@/lib/routing/routes';

export type SectionProps<K extends Section['kind']> = { section: Extract<Section, { kind: K }>; locale: Locale; mode: AudienceMode; first: boolean };
