// Corporate page `/{lang}/{category}/{slug}`.
import { CorporatePage } from '@/components/pages/corporate-page';
import { corporateScreenMetadata, corporateScreenOf, type ScreenProps } from '@/lib/routing/params';
import { corporateMetadata, loadCorporatePage } from '@/loaders/corporate';

type Props = ScreenProps<{ locale: string; first: string; second: string }>;

export const generateMetadata = corporateScreenMetadata<Props>(({ locale, first: category, second: slug }) => corporateMetadata(locale, slug, category));

export default async function CorporateCategoryPage(props: Props) {
  const { locale, first: category, second: slug } = await corporateScreenOf(props);
  return <CorporatePage {...await loadCorporatePage(locale, slug, category)} />;
}
