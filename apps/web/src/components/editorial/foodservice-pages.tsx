// Food-service pages: chef online, product choice and tailored solutions (Italian only, single
// types), and the channel detail (`/soluzioni-e-idee-su-misura/{slug}`, `/channels/{slug}`).
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/sections/rich-text';
import type { ChannelTeaser, EditorialPage } from '@/lib/cms/page';
import type { Locale } from '@/lib/routing/routes';
import { pathFor } from '@/lib/routing/paths';
import { channelPath, type ChannelData, type FoodservicePageData } from '@/loaders/foodservice';
import { CmsImage } from '../ui/cms-image';
import { IMAGE_SIZES } from '../ui/image-sizes';
import { SectionPage } from './section-page';

async function ChannelList({ locale, channels }: { locale: Locale; channels: ChannelTeaser[] }) {
  const t = await getTranslations('editorial');
  if (!channels.length) return null;
  return (
    <section aria-labelledby="channels-title" className="mx-auto max-w-7xl px-4 py-12" data-channels>
      <h2 id="channels-title" className="font-serif text-3xl font-semibold">
        {t('channelsTitle')}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {channels.map((c) => (
          <li
            key={c.documentId}
            className="relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line transition hover:shadow-md"
            data-channel-card={c.slug}
          >
            {c.cover ? <CmsImage media={c.cover} sizes={IMAGE_SIZES.thirdMd} className="aspect-[3/2] w-full object-cover" decorative /> : null}
            <div className="flex flex-1 flex-col gap-2 p-5">
              <h3 className="font-serif text-xl font-semibold">
                <Link href={channelPath(locale, c.slug)} className="after:absolute after:inset-0">
                  {c.title}
                </Link>
              </h3>
              {c.excerpt ? <p className="text-sm text-ink-soft">{c.excerpt}</p> : null}
              <p className="mt-auto pt-2 font-semibold text-leaf" aria-hidden="true">
                {t('discoverChannel')} →
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

async function ChefContact({ page }: { page: EditorialPage }) {
  if (!page.contactEmail && !page.contactPhone) return null;
  const t = await getTranslations('editorial');
  return (
    <section aria-labelledby="chef-contact-title" className="mx-auto max-w-7xl px-4 pt-10" data-chef-contact>
      <div className="rounded-3xl bg-white p-8 ring-1 ring-line">
        <h2 id="chef-contact-title" className="font-serif text-2xl font-semibold">
          {t('chefContactTitle')}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {page.contactEmail ? (
            <div>
              <dt className="text-sm text-ink-soft">{t('email')}</dt>
              <dd>
                <a href={`mailto:${page.contactEmail}`} className="text-lg font-semibold text-leaf underline-offset-2 hover:underline">
                  {page.contactEmail}
                </a>
              </dd>
            </div>
          ) : null}
          {page.contactPhone ? (
            <div>
              <dt className="text-sm text-ink-soft">{t('phone')}</dt>
              <dd>
                <a href={`tel:${page.contactPhone.replace(/[^\d+]/g, '')}`} className="text-lg font-semibold text-leaf underline-offset-2 hover:underline">
                  {page.contactPhone}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    </section>
  );
}

export function FoodservicePage({ model, locale, page, path, channels }: FoodservicePageData) {
  const lead =
    model === 'chef-online-page' ? (
      <ChefContact page={page} />
    ) : model === 'tailored-solutions-page' ? (
      <ChannelList locale={locale} channels={channels} />
    ) : null;
  return <SectionPage kind={model} locale={locale} mode="B2B" crumbs={[{ label: page.title, href: path }]} page={page} lead={lead} />;
}

export async function ChannelPage({ locale, channel }: ChannelData) {
  const t = await getTranslations('editorial');
  const tailored = pathFor('B2B-tailored-solutions', locale);
  const path = channelPath(locale, channel.slug);
  // The tailored-solutions page exists only in Italian; in English the channel hangs off home.
  const crumbs = [...(tailored ? [{ label: t('tailoredSolutions'), href: tailored }] : []), { label: channel.title, href: path }];
  const lead = channel.content ? (
    <div className="mx-auto max-w-3xl px-4 pt-10 text-lg" data-article-body>
      <RichText markdown={channel.content} />
    </div>
  ) : null;
  return <SectionPage kind="channel" locale={locale} mode="B2B" crumbs={crumbs} page={{ ...channel, intro: channel.excerpt }} lead={lead} />;
}
