import { CmsImage } from '../ui/cms-image';
import { CtaButton } from './cta-button';
import type { SectionProps } from './types';

export function CtaBannerSection({ section }: SectionProps<'cta-banner'>) {
  const dark = section.theme === 'dark';
  return (
    <section className="mx-auto max-w-7xl px-4 py-10" data-section="cta-banner">
      <div
        className={`grid items-center gap-6 overflow-hidden rounded-3xl p-8 md:grid-cols-[1fr_auto] md:p-12 ${dark ? 'bg-ink text-white' : 'bg-frost-deep'}`}
      >
        <div>
          <h2 className="font-serif text-3xl font-semibold">{section.title}</h2>
          {section.text ? <p className="mt-3 max-w-2xl text-lg">{section.text}</p> : null}
          {section.cta ? (
            <div className="mt-6">
              <CtaButton cta={section.cta} variant={dark ? 'light' : 'solid'} />
            </div>
          ) : null}
        </div>
        {section.image ? <CmsImage media={section.image} sizes="288px" className="h-48 w-72 rounded-2xl object-cover" /> : null}
      </div>
    </section>
  );
}
