import { setRequestLocale } from 'next-intl/server';
import { RecipeDetailPage, recipeMetadata } from '@/components/catalogue/recipe-detail';
import { swallow } from '@/lib/cms/client';
import { listAllSlugs } from '@/lib/cms/catalogue';
import { LOCALES, type Locale } from '@/lib/routing/routes';

type Props = { params: Promise<{ locale: string; category: string; slug: string }> };

// Prerendered at build, refreshed by the CMS webhook (ISR); new documents render on first visit.
export const revalidate = 3600;

export async function generateStaticParams() {
  const lists = await Promise.all(LOCALES.map(async (locale) => (await swallow('recipes static params', () => listAllSlugs('recipes', locale), [])).map((d) => ({ locale, slug: d.slug, category: d.b2b }))));
  return lists.flat().filter((p): p is { locale: Locale; slug: string; category: string } => Boolean(p.category));
}

export async function generateMetadata({ params }: Props) {
  const { locale, category, slug } = await params;
  return recipeMetadata({ locale: locale as Locale, mode: 'B2B', category: decodeURIComponent(category), slug: decodeURIComponent(slug) });
}

export default async function Page({ params }: Props) {
  const { locale, category, slug } = await params;
  setRequestLocale(locale);
  return <RecipeDetailPage locale={locale as Locale} mode="B2B" category={decodeURIComponent(category)} slug={decodeURIComponent(slug)} />;
}
