// Recipe detail: prerendered at build, refreshed by the CMS webhook (ISR).
import { RecipeDetailView } from '@/components/catalogue/recipe-detail';
import { screenMetadata, screenOf, type ScreenProps } from '@/lib/routing/params';
import { catalogueStaticParams, loadRecipe, recipeMetadata } from '@/loaders/catalogue';

type Props = ScreenProps<{ locale: string; audience: string; category: string; slug: string }>;

export const revalidate = 3600;
export const generateStaticParams = catalogueStaticParams('recipes');

export const generateMetadata = screenMetadata<Props>('recipes-category-slug', ({ locale, mode, category, slug }) =>
  recipeMetadata(locale, mode, category, slug),
);

export default async function RecipePage(props: Props) {
  const { locale, mode, category, slug } = await screenOf(props, 'recipes-category-slug');
  const data = await loadRecipe(locale, mode, category, slug);
  return <RecipeDetailView {...data} />;
}
