import { RecipeCard } from '../catalogue/recipe-card';
import type { RecipeCard as RecipeCardData } from '@/lib/cms/cards';
import { cardCarousel } from './carousel';

export const RecipeCarouselSection = cardCarousel<RecipeCardData>((recipe, page) => <RecipeCard recipe={recipe} {...page} />);
