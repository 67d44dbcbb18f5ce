// The contacts screen of both audiences: the company's details from the footer content, and the
// consumer contact form or the food-service request form.
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { clientTexts } from '@/i18n/client-texts';
import type { Footer } from '@/lib/cms/site';
import { countryOptions } from '@/lib/forms/countries';
import { privacyPolicyPath } from '@/lib/forms/privacy';
import { homePath } from '@/lib/routing/paths';
import { contactsPath, type ContactsData } from '@/loaders/contacts';
import { REQUEST_TYPE_FRAGMENTS } from '@/lib/forms/foodservice-options';
import { botProtection, samplesLimits } from '@/lib/server/form-settings';
import { PageCrumbs, PageHeading } from '../editorial/page-header';
import { ContactIsland, FoodserviceIsland } from '../forms/contact-islands.client';
import { TitledSection } from '../ui/titled-section';
import { RequestTypeFromHash } from './request-type-from-hash.client';

async function CompanyDetails({ footer }: { footer: Footer }) {
  const t = await getTranslations('contacts');
  const tel = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
  const rows: { key: string; label: string; value: ReactNode }[] = [
    ...(footer.hqPhone
      ? [
          {
            key: 'phone',
            label: t('company.phone'),
            value: (
              <a className="underline" href={tel(footer.hqPhone)}>
                {footer.hqPhone}
              </a>
            ),
          },
        ]
      : []),
    ...(footer.serviceNumber
      ? [
          {
            key: 'service',
            label: t('company.serviceNumber'),
            value: (
              <a className="underline" href={tel(footer.serviceNumber)}>
                {footer.serviceNumber}
              </a>
            ),
          },
        ]
      : []),
    ...(footer.hqEmail
      ? [
          {
            key: 'email',
            label: t('company.email'),
            value: (
              <a className="underline" href={`mailto:${footer.hqEmail}`}>
                {footer.hqEmail}
              </a>
            ),
          },
        ]
      : []),
    ...(footer.hqFax ? [{ key: 'fax', label: t('company.fax'), value: footer.hqFax }] : []),
    ...(footer.vatCode ? [{ key: 'vat', label: t('company.vatCode'), value: footer.vatCode }] : []),
  ];
  return (
    <TitledSection titleId="company-title" title={t('companyTitle')} className="rounded-2xl bg-frost p-6" data-company-details>
      <address className="mt-4 not-italic">
        <p className="font-semibold">{footer.hqName}</p>
        {footer.hqAddress ? <p className="mt-1 whitespace-pre-line">{footer.hqAddress}</p> : null}
        <dl className="mt-4 space-y-2">
          {rows.map((row) => (
            <div key={row.key}>
              <dt className="text-sm font-semibold text-ink-soft">{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </address>
    </TitledSection>
  );
}

export async function ContactsPage({ locale, mode, footer, provinces, products }: ContactsData) {
  const b2b = mode === 'B2B';
  const [t, texts] = await Promise.all([getTranslations('contacts'), clientTexts('form', 'contactForms')]);
  const title = b2b ? t('titleB2B') : t('title');
  const contact = { email: footer?.hqEmail ?? null, phone: footer?.hqPhone ?? null };
  const provinceOptions = provinces.map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }));
  const productOptions = products.map((p) => ({ value: p.documentId, label: p.title }));
  const common = {
    locale,
    provinces: provinceOptions,
    products: productOptions,
    protection: botProtection(),
    contact,
    privacyHref: privacyPolicyPath(locale),
    texts,
  };
  return (
    <>
      <PageCrumbs homeHref={homePath(locale, mode)} crumbs={[{ label: title, href: contactsPath(locale, mode) }]} />
      <PageHeading title={title} intro={b2b ? t('introB2B') : t('intro')} wide />
      <div className="mx-auto mt-10 grid max-w-7xl gap-10 px-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line md:p-8" data-request-type-box={b2b || undefined}>
          {b2b ? (
            <>
              {/* Where "Richiedi i campioni" (#campioni, #samples) and "il kit" (#kit) land: the form, also without JavaScript. */}
              {Object.keys(REQUEST_TYPE_FRAGMENTS).map((anchor) => (
                <span key={anchor} id={anchor} className="block scroll-mt-24" />
              ))}
              <FoodserviceIsland {...common} limits={samplesLimits()} />
              <RequestTypeFromHash />
            </>
          ) : (
            <ContactIsland {...common} countries={countryOptions(locale).map((c) => ({ value: c.code, label: c.name }))} />
          )}
        </div>
        <aside className="order-first lg:order-none">{footer ? <CompanyDetails footer={footer} /> : null}</aside>
      </div>
    </>
  );
}
