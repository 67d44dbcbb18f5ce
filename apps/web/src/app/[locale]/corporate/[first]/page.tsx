// Corporate page `/{lang}/{slug}`.
import type { Metadata } from 'next';
import { CorporatePage } from '@/components/pages/corporate-page';
import { corporateScreenOf, type ScreenProps } from '@/lib/routing/params';
import { corporateMetadata, loadCorporatePage } from '@/loaders/corporate';

type Props = ScreenProps<{ locale: string; first: string }>;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, first } = await corporateScreenOf(props);
  return corporateMetadata(locale, first, null);
}

export default async function CorporateSlugPage(props: Props) {
  const { locale, first } = await corporateScreenOf(props);
  const data = await loadCorporatePage(locale, first, null);
  return <CorporatePage {...data} />;
}
