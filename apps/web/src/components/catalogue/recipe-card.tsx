import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { RecipeCard as Recipe } from '@/lib/cms/types';
import { recipeHref } from '@/lib/routing/links';
import type { AudienceMode, Locale } from '@/lib/routing/routes';
import { CmsImage } from '../ui/cms-image';

export async function RecipeCard({ recipe, locale, mode, headingLevel = 3 }: { recipe: Recipe; locale: Locale; mode: AudienceMode; headingLevel?: 2 | 3 }) {
  const t = await getTranslations('sections');
  const href = recipeHref(recipe, locale, mode);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line transition hover:shadow-md" data-recipe-card>
      {recipe.image ? <CmsImage media={recipe.image} sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw" className="aspect-[3/2] w-full object-cover" /> : null}
      <div className="flex flex-1 flex-col p-4">
        <Heading className="font-serif text-lg font-semibold">
          {href ? (
            <Link href={href} className="after:absolute after:inset-0 focus-visible:outline-none">
              {recipe.title}
            </Link>
          ) : (
            recipe.title
          )}
        </Heading>
        <p className="mt-2 flex gap-3 text-sm text-ink-soft">
          {recipe.totalMinutes !== null ? <span>{t('minutes', { count: recipe.totalMinutes })}</span> : null}
          {recipe.difficulty ? <span>{t(`difficulty.${recipe.difficulty}`)}</span> : null}
        </p>
      </div>
    </article>
  );
}
