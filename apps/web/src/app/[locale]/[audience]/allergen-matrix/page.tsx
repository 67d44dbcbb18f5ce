// Allergen matrix (food service): filtered by category and line through the query, so it renders
// per request (from the cached product data).
import { AllergenMatrixPage } from '@/components/foodservice/allergen-matrix-page';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { allergenMatrixMetadata, loadAllergenMatrix } from '@/loaders/foodservice-tools';

export const generateMetadata = screenMetadata('allergen-matrix', ({ locale }) => allergenMatrixMetadata(locale));

export default async function AllergenMatrix(props: AudienceProps) {
  const { locale, searchParams } = await screenOf(props, 'allergen-matrix', true);
  return <AllergenMatrixPage {...await loadAllergenMatrix(locale, searchParams)} />;
}
