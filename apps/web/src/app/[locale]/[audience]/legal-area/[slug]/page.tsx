// Legal area page of both audiences, ISR.
import type { Metadata } from 'next';
import { LegalAreaPage } from '@/components/editorial/legal-page';
import { screenOf, type ScreenProps } from '@/lib/routing/params';
import { legalMetadata, legalStaticParams, loadLegalPage } from '@/loaders/editorial';

type Props = ScreenProps<{ locale: string; audience: string; slug: string }>;

export const revalidate = 3600;
export const generateStaticParams = legalStaticParams;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, mode, slug } = await screenOf(props, 'legal-area-slug');
  return legalMetadata(locale, mode, slug);
}

export default async function LegalPage(props: Props) {
  const { locale, mode, slug } = await screenOf(props, 'legal-area-slug');
  const data = await loadLegalPage(locale, mode, slug);
  return <LegalAreaPage {...data} />;
}
