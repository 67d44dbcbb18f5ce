import { CmsImage } from '../ui/cms-image';
import { IMAGE_SIZES } from '../ui/image-sizes';
import { CtaButton } from './cta-button';
import type { SectionProps } from './types';

export function HeroSection({ section, first, nearTop }: SectionProps<'hero'>) {
  const Heading = first ? 'h1' : 'h2';
  const dark = section.theme === 'dark';
  return (
    <section className={`relative overflow-hidden ${dark ? 'bg-ink text-white' : 'bg-frost'}`} data-section="hero">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 md:grid-cols-2 md:py-20">
        <div>
          {section.eyebrow ? <p className={`text-sm font-semibold uppercase tracking-widest ${dark ? 'text-sun' : 'text-leaf'}`}>{section.eyebrow}</p> : null}
          <Heading className="mt-2 font-serif text-4xl font-bold leading-tight md:text-5xl">{section.title}</Heading>
          {section.subtitle ? <p className="mt-4 max-w-xl text-lg">{section.subtitle}</p> : null}
          <div className="mt-8 flex flex-wrap gap-3">
            {section.cta ? <CtaButton cta={section.cta} variant={dark ? 'light' : 'solid'} /> : null}
            {section.secondaryCta ? <CtaButton cta={section.secondaryCta} variant={dark ? 'outline-light' : 'outline'} /> : null}
          </div>
        </div>
        {section.image ? (
          <CmsImage
            media={section.image}
            sizes={IMAGE_SIZES.halfMd}
            priority={first}
            eager={nearTop}
            className="h-auto w-full rounded-3xl object-cover shadow-lg"
          />
        ) : null}
      </div>
    </section>
  );
}
