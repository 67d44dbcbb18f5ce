// Recipe detail for another number of servings (`…?servings=8`): the proxy rewrites the query here,
// one page per number, rendered on its first visit and cached like the recipe page (ISR).
import { RecipeDetailView } from '@/components/catalogue/recipe-detail';
import { parseServings } from '@/lib/catalogue/servings';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { loadRecipe, recipeMetadata } from '@/loaders/catalogue';

type Props = AudienceProps<{ category: string; slug: string; servings: string }>;

export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export const generateMetadata = screenMetadata<Props>('recipes-category-slug', ({ locale, mode, category, slug }) =>
  recipeMetadata(locale, mode, category, slug),
);

export default async function RecipeServingsPage(props: Props) {
  const { locale, mode, category, slug, servings } = await screenOf(props, 'recipes-category-slug');
  return <RecipeDetailView {...await loadRecipe(locale, mode, category, slug, parseServings(servings))} />;
}
