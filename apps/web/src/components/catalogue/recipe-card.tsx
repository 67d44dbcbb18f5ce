import { getTranslations } from 'next-intl/server';
import type { RecipeCard as Recipe } from '@/lib/cms/cards';
import { recipeHref } from '@/lib/routing/links';
import { ContentCard, type CatalogueCardProps } from './content-card';

export async function RecipeCard({ recipe, locale, mode, headingLevel = 3, ...image }: CatalogueCardProps & { recipe: Recipe }) {
  const [t, tc] = await Promise.all([getTranslations('sections'), getTranslations('catalogue')]);
  return (
    <ContentCard kind="recipe" href={recipeHref(recipe, locale, mode)} title={recipe.title} image={recipe.image} headingLevel={headingLevel} {...image}>
      <p className="mt-2 flex flex-wrap gap-x-3 text-sm text-ink-soft">
        {recipe.totalMinutes !== null ? <span>{t('minutes', { count: recipe.totalMinutes })}</span> : null}
        {recipe.difficulty ? <span>{t(`difficulty.${recipe.difficulty}`)}</span> : null}
        {recipe.rating && recipe.rating.count > 0 && recipe.rating.average !== null ? (
          <span data-card-rating>{tc('cardRating', { average: recipe.rating.average.toLocaleString(locale), count: recipe.rating.count })}</span>
        ) : null}
      </p>
    </ContentCard>
  );
}
