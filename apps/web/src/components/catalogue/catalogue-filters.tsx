// The filter form (checkbox groups), the active-filter count and the reset link.
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { FilterOption } from '@/lib/cms/cards';
import { FilterFormEnhancer } from './filter-form.client';

export type FilterGroup = { key: string; label: string; options: FilterOption[] };

export async function CatalogueFilters({ groups, selected, resetHref }: { groups: FilterGroup[]; selected: Record<string, string[]>; resetHref: string }) {
  const t = await getTranslations('catalogue');
  const active = Object.values(selected).reduce((n, v) => n + v.length, 0);
  return (
    <FilterFormEnhancer label={t('filters')} className="space-y-5 rounded-2xl bg-white p-5 ring-1 ring-line">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-serif text-xl font-semibold">{t('filters')}</h2>
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
                    <input id={id} type="checkbox" name={group.key} value={option.code} defaultChecked={selected[group.key]?.includes(option.code)} className="h-5 w-5 accent-leaf" />
                    <label htmlFor={id}>{option.name}</label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      <div className="flex flex-wrap gap-3">
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
  );
}
