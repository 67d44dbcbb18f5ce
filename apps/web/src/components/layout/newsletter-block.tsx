// The site-wide newsletter block above the footer: title and background picture from the CMS's
// newsletter settings (or the built-in fallback), and the signup form.
import { clientTexts } from '@/i18n/client-texts';
import type { Newsletter } from '@/lib/cms/site';
import type { Locale } from '@/lib/routing/routes';
import { privacyPolicyPath } from '@/lib/forms/privacy';
import { botProtection, newsletterConfirmDays } from '@/lib/server/form-settings';
import type { CompanyContact } from '../forms/form-feedback';
import { NewsletterIsland } from '../forms/newsletter-island.client';
import { CmsImage } from '../ui/cms-image';

type Props = { newsletter: Newsletter; locale: Locale; mode: 'B2C' | 'B2B'; contact: CompanyContact };

export async function NewsletterBlock({ newsletter, locale, mode, contact }: Props) {
  const texts = await clientTexts('form', 'newsletter');
  return (
    <section aria-labelledby="newsletter-title" className="relative mt-16 overflow-hidden bg-leaf-dark no-print" data-newsletter>
      {newsletter.backgroundImage ? (
        <CmsImage media={newsletter.backgroundImage} decorative sizes="100vw" className="absolute inset-0 h-full w-full object-cover" />
      ) : null}
      <div aria-hidden="true" className="absolute inset-0 bg-ink/70" />
      <div className="relative mx-auto grid max-w-7xl items-start gap-8 px-4 py-12 lg:grid-cols-[2fr_3fr] lg:py-16">
        <h2 id="newsletter-title" className="font-serif text-3xl font-semibold text-white md:text-4xl" data-newsletter-title>
          {newsletter.title}
        </h2>
        <div className="rounded-2xl bg-white p-6 text-ink shadow-lg">
          <NewsletterIsland
            locale={locale}
            mode={mode}
            showNameFields={newsletter.showNameFields}
            protection={botProtection()}
            contact={contact}
            privacyHref={privacyPolicyPath(locale)}
            confirmDays={newsletterConfirmDays()}
            texts={texts}
          />
        </div>
      </div>
    </section>
  );
}
