import { setRequestLocale } from 'next-intl/server';
import { BlogArticlePage, blogArticleMetadata } from '@/components/editorial/blog';
import { swallow } from '@/lib/cms/client';
import { listBlogSlugs } from '@/lib/cms/editorial';
import type { Locale } from '@/lib/routing/routes';

type Props = { params: Promise<{ locale: string; category: string; slug: string }> };

// Prerendered at build, refreshed by the CMS webhook (ISR); new articles render on first visit.
export const revalidate = 3600;

/** The blog is Italian only: English URLs are 404. */
export async function generateStaticParams() {
  const articles = await swallow('blog static params', () => listBlogSlugs(), []);
  return articles.filter((a) => a.availableB2c && a.category).map((a) => ({ locale: 'it', category: a.category as string, slug: a.slug }));
}

export async function generateMetadata({ params }: Props) {
  const { locale, category, slug } = await params;
  return blogArticleMetadata({ locale: locale as Locale, mode: 'B2C', category: decodeURIComponent(category), slug: decodeURIComponent(slug) });
}

export default async function Page({ params }: Props) {
  const { locale, category, slug } = await params;
  setRequestLocale(locale);
  return <BlogArticlePage locale={locale as Locale} mode="B2C" category={decodeURIComponent(category)} slug={decodeURIComponent(slug)} />;
}
