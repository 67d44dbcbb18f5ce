// Legal area page of both audiences, ISR.
import { LegalAreaPage } from '@/components/editorial/legal-page';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { legalMetadata, legalStaticParams, loadLegalPage } from '@/loaders/editorial';

type Props = AudienceProps<{ slug: string }>;

export const revalidate = 3600;
export const generateStaticParams = legalStaticParams;

export const generateMetadata = screenMetadata<Props>('legal-area-slug', ({ locale, mode, slug }) => legalMetadata(locale, mode, slug));

export default async function LegalPage(props: Props) {
  const { locale, mode, slug } = await screenOf(props, 'legal-area-slug');
  return <LegalAreaPage {...await loadLegalPage(locale, mode, slug)} />;
}
