// Corporate page `/{lang}/{category}/{slug}`.
import type { Metadata } from 'next';
import { CorporatePage } from '@/components/pages/corporate-page';
import { corporateScreenOf, type ScreenProps } from '@/lib/routing/params';
import { corporateMetadata, loadCorporatePage } from '@/loaders/corporate';

type Props = ScreenProps<{ locale: string; first: string; second: string }>;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, first: category, second: slug } = await corporateScreenOf(props);
  return corporateMetadata(locale, slug, category);
}

export default async function CorporateCategoryPage(props: Props) {
  const { locale, first: category, second: slug } = await corporateScreenOf(props);
  const data = await loadCorporatePage(locale, slug, category);
  return <CorporatePage {...data} />;
}
