// Cook mode's data, read on the server: each step with the timers it names and the ingredients it
// mentions (at the chosen servings), and the dialog's words; the button and dialog are client code.
import { getTranslations } from 'next-intl/server';
import { stepIngredients, stepTimers } from '@/lib/catalogue/cook-steps';
import { scaleQuantity } from '@/lib/catalogue/servings';
import type { RecipeDetail } from '@/lib/cms/recipe';
import type { Locale } from '@/lib/routing/routes';
import { CookModeButton } from './cook-mode-button.client';
import type { CookStep, CookTexts } from './cook-mode.client';

const KEYS = [
  'open',
  'title',
  'stepOf',
  'previous',
  'next',
  'close',
  'forThisStep',
  'startTimer',
  'timers',
  'timerLeft',
  'timerDone',
  'stopTimer',
  'dismissTimer',
  'wakeOn',
  'wakeNone',
  'hint',
] as const satisfies readonly (keyof CookTexts)[];

const PLACEHOLDERS = { title: '{title}', n: '{n}', total: '{total}', time: '{time}', step: '{step}' };

export async function RecipeCookMode({ recipe, servings, locale }: { recipe: RecipeDetail; servings: number | null; locale: Locale }) {
  const [t, tc] = await Promise.all([getTranslations('catalogue.cookMode'), getTranslations('catalogue')]);
  // The words keep their placeholders ({n}, {time}…) for the dialog to fill as it runs: formatted
  // with the placeholders themselves as values (the catalogue is compiled, not raw text).
  const texts = Object.fromEntries(KEYS.map((key) => [key, t(key, PLACEHOLDERS)])) as CookTexts;
  const ingredients = recipe.ingredients.map((i) => ({
    id: i.id,
    name: i.name,
    quantity: i.quantity && recipe.servings && servings ? scaleQuantity(i.quantity, recipe.servings, servings, locale) : i.quantity,
  }));
  const steps: CookStep[] = recipe.steps.map((s, n) => {
    const mentioned = new Set(stepIngredients(s.text, ingredients));
    return {
      id: s.id,
      title: s.title ?? tc('stepN', { n: n + 1 }),
      text: s.text,
      timers: stepTimers(s.text),
      ingredients: ingredients.filter((i) => mentioned.has(i.id)),
    };
  });
  return <CookModeButton title={recipe.title} steps={steps} texts={texts} />;
}
