import { inAudience } from '@/lib/cms/cards';
import { RecipeCard } from '../catalogue/recipe-card';
import { Carousel } from './carousel';
import type { SectionProps } from './types';

export function RecipeCarouselSection({ section, locale, mode, nearTop }: SectionProps<'recipe-carousel'>) {
  return (
    <Carousel id={section.id} title={section.title} subtitle={section.subtitle} cta={section.cta} kind="recipe-carousel">
      {section.recipes
        .filter((r) => inAudience(r, mode))
        .map((r, i) => (
          <li key={r.documentId}>
            <RecipeCard recipe={r} locale={locale} mode={mode} imageLoading={nearTop && i < 3 ? 'eager' : 'lazy'} />
          </li>
        ))}
    </Carousel>
  );
}
