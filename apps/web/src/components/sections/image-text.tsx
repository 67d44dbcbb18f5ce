import { CmsImage } from '../ui/cms-image';
import { IMAGE_SIZES } from '../ui/image-sizes';
import { CtaButton } from './cta-button';
import { RichText } from './rich-text';
import type { SectionProps } from './types';

export function ImageTextSection({ section, nearTop }: SectionProps<'image-text'>) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12" data-section="image-text">
      <div className={`grid items-center gap-10 md:grid-cols-2 ${section.imagePosition === 'right' ? 'md:[&>*:first-child]:order-2' : ''}`}>
        {section.image ? (
          <CmsImage media={section.image} sizes={IMAGE_SIZES.halfMd} eager={nearTop} className="h-auto w-full rounded-3xl object-cover" />
        ) : (
          <div />
        )}
        <div>
          <h2 className="font-serif text-3xl font-semibold">{section.title}</h2>
          {section.body ? <RichText markdown={section.body} className="mt-4" /> : null}
          {section.cta ? (
            <div className="mt-6">
              <CtaButton cta={section.cta} />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
