import { RecipeCard } from '../catalogue/recipe-card';
import { Carousel } from './carousel';
import type { SectionProps } from './types';

export function RecipeCarouselSection({ section, locale, mode, nearTop }: SectionProps<'recipe-carousel'>) {
  return (
    <Carousel
      section={section}
      mode={mode}
      nearTop={nearTop}
      card={(r, imageLoading) => <RecipeCard recipe={r} locale={locale} mode={mode} imageLoading={imageLoading} />}
    />
  );
}
