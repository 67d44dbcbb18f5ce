// Recipe detail: prerendered at build, refreshed by the CMS webhook (ISR).
import { RecipeDetailView } from '@/components/catalogue/recipe-detail';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { catalogueStaticParams, loadRecipe, recipeMetadata } from '@/loaders/catalogue';

type Props = AudienceProps<{ category: string; slug: string }>;

export const revalidate = 3600;
export const generateStaticParams = catalogueStaticParams('recipes');

export const generateMetadata = screenMetadata<Props>('recipes-category-slug', ({ locale, mode, category, slug }) =>
  recipeMetadata(locale, mode, category, slug),
);

export default async function RecipePage(props: Props) {
  const { locale, mode, category, slug } = await screenOf(props, 'recipes-category-slug');
  return <RecipeDetailView {...await loadRecipe(locale, mode, category, slug)} />;
}
