// The filter form (checkbox groups), the active-filter count and the reset link; below `md` it
// waits behind a "Filtra" button with the count, so the results start in the first screen.
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { FilterOption } from '@/lib/cms/cards';
import { FilterFormEnhancer } from './filter-form.client';
import { FilterSheet } from './filter-sheet.client';

export type FilterGroup = { key: string; label: string; options: FilterOption[] };

export async function CatalogueFilters({ groups, selected, resetHref }: { groups: FilterGroup[]; selected: Record<string, string[]>; resetHref: string }) {
  const t = await getTranslations('catalogue');
  const active = Object.values(selected).reduce((n, v) => n + v.length, 0);
  const summary = (
    <>
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M4 6h16M7 12h10M10 18h4" />
      </svg>
      <span>{t('filters')}</span>
      {active ? (
        <span className="rounded-full bg-leaf px-2 text-sm text-white" aria-hidden="true" data-filter-count>
          {active}
        </span>
      ) : null}
      <span className="sr-only">({t('activeFilters', { count: active })})</span>
      <span className="ml-auto hidden text-sm font-normal text-ink-soft group-open:inline md:group-open:hidden" aria-hidden="true">
        {t('closeFilters')} ✕
      </span>
    </>
  );
  return (
    <FilterSheet summary={summary}>
      <FilterFormEnhancer label={t('filters')} action={resetHref} className="space-y-5 bg-white p-5 md:rounded-2xl md:ring-1 md:ring-line">
        <div className="flex items-center justify-between gap-2">
          {/* On phones the sheet's button above already says it. */}
          <h2 className="font-serif text-xl font-semibold max-md:sr-only">{t('filters')}</h2>
          <p className="text-sm text-ink-soft" aria-live="polite" data-active-filters={active}>
            {t('activeFilters', { count: active })}
          </p>
        </div>
        {groups
          .filter((g) => g.options.length)
          .map((group) => (
            <fieldset key={group.key}>
              <legend className="mb-2 font-semibold">{group.label}</legend>
              <ul className="space-y-1">
                {group.options.map((option) => {
                  const id = `filter-${group.key}-${option.code}`;
                  return (
                    <li key={option.code} className="flex items-center gap-2">
                      <input
                        id={id}
                        type="checkbox"
                        name={group.key}
                        value={option.code}
                        defaultChecked={selected[group.key]?.includes(option.code)}
                        className="h-5 w-5 accent-leaf"
                      />
                      <label htmlFor={id}>{option.name}</label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ))}
        <div className="flex flex-wrap gap-3 max-md:sticky max-md:bottom-0 max-md:-mx-5 max-md:-mb-5 max-md:border-t max-md:border-line max-md:bg-white max-md:px-5 max-md:py-3">
          <button type="submit" className="rounded-full bg-leaf px-5 py-2 font-semibold text-white hover:bg-leaf-dark">
            {t('applyFilters')}
          </button>
          {active ? (
            <Link href={resetHref} className="rounded-full border-2 border-leaf px-5 py-2 font-semibold text-leaf hover:bg-frost" data-reset-filters>
              {t('resetFilters')}
            </Link>
          ) : null}
        </div>
      </FilterFormEnhancer>
    </FilterSheet>
  );
}
