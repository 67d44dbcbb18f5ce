// Corporate page `/{lang}/{slug}`.
import { CorporatePage } from '@/components/pages/corporate-page';
import { corporateScreenMetadata, corporateScreenOf, type ScreenProps } from '@/lib/routing/params';
import { corporateMetadata, loadCorporatePage } from '@/loaders/corporate';

type Props = ScreenProps<{ locale: string; first: string }>;

export const generateMetadata = corporateScreenMetadata<Props>(({ locale, first }) => corporateMetadata(locale, first, null));

export default async function CorporateSlugPage(props: Props) {
  const { locale, first } = await corporateScreenOf(props);
  return <CorporatePage {...await loadCorporatePage(locale, first, null)} />;
}
