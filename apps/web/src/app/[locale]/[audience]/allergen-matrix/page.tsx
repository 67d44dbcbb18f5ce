// Allergen matrix (food service): filtered by category and line through the query, so it renders
// per request (from the cached product data).
import { AllergenMatrixPage } from '@/components/foodservice/allergen-matrix-page';
import { screenMetadata, screenOf, type ScreenProps } from '@/lib/routing/params';
import { allergenMatrixMetadata, loadAllergenMatrix } from '@/loaders/foodservice-tools';

type Props = ScreenProps<{ locale: string; audience: string }>;

export const generateMetadata = screenMetadata<Props>('allergen-matrix', ({ locale }) => allergenMatrixMetadata(locale));

export default async function AllergenMatrix(props: Props) {
  const { locale, searchParams } = await screenOf(props, 'allergen-matrix', true);
  const data = await loadAllergenMatrix(locale, searchParams);
  return <AllergenMatrixPage {...data} />;
}
