// Cook mode's data, read on the server: each step with its timers and ingredients at the chosen
// servings (lib/catalogue/cook-steps.ts: planCookSteps), a first step for the ingredients no step
// names, and the dialog's words; the button and dialog are client code.
import { getTranslations } from 'next-intl/server';
import { planCookSteps } from '@/lib/catalogue/cook-steps';
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
  const scale = (quantity: string | null) => (quantity && recipe.servings && servings ? scaleQuantity(quantity, recipe.servings, servings, locale) : quantity);
  const ingredients = recipe.ingredients.map((i) => ({ id: i.id, name: i.name, quantity: scale(i.quantity) }));
  const plan = planCookSteps(recipe.steps, ingredients, {
    cookingMinutes: recipe.cookingTime,
    cookingLabel: (minutes) => t('cookingTimer', { count: minutes }),
    scale,
  });
  const steps: CookStep[] = recipe.steps.map((s, n) => ({
    id: s.id,
    title: s.title ?? tc('stepN', { n: n + 1 }),
    text: s.text,
    timers: plan.steps[n]?.timers ?? [],
    ingredients: plan.steps[n]?.ingredients ?? [],
  }));
  if (plan.before.length) steps.unshift({ id: 'before', title: t('beforeTitle'), text: t('beforeText'), timers: [], ingredients: plan.before });
  return <CookModeButton title={recipe.title} steps={steps} texts={texts} />;
}
