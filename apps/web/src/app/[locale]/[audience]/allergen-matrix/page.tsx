// Allergen matrix (food service): filtered by category and line through the query, so it renders
// per request (from the cached product data).
import type { Metadata } from 'next';
import { AllergenMatrixPage } from '@/components/foodservice/allergen-matrix-page';
import { screenOf, type ScreenProps } from '@/lib/routing/params';
import { allergenMatrixMetadata, loadAllergenMatrix } from '@/loaders/foodservice-tools';

type Props = ScreenProps<{ locale: string; audience: string }>;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale } = await screenOf(props, 'allergen-matrix');
  return allergenMatrixMetadata(locale);
}

export default async function AllergenMatrix(props: Props) {
  const { locale, searchParams } = await screenOf(props, 'allergen-matrix', true);
  const data = await loadAllergenMatrix(locale, searchParams);
  return <AllergenMatrixPage {...data} />;
}
