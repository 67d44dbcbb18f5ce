// The product's EU nutrition declaration (Reg. (EU) 1169/2011 art. 30 and Annex XV, issue 37): energy
// in kJ and kcal, fat, of which saturates, carbohydrate, of which sugars, fibre, protein, salt, per
// 100 g and per portion, in a real table (row and column headers) that scrolls on its own on phones.
import { getFormatter, getTranslations } from 'next-intl/server';
import { declarationRows, type NutritionDeclaration } from '@/lib/catalogue/nutrition';
import { portionGrams } from '@/lib/catalogue/cost';
import { TitledSection } from '../ui/titled-section';

export async function NutritionDeclarationView({ nutrition, portionSize }: { nutrition: NutritionDeclaration; portionSize: string | null }) {
  const [t, format] = await Promise.all([getTranslations('productInfo.nutrition'), getFormatter()]);
  const portion = portionGrams(portionSize);
  const rows = declarationRows(nutrition, portion, (value, digits) => format.number(value, { minimumFractionDigits: digits, maximumFractionDigits: digits }));
  const head = [t('per100g'), portion ? t('perPortion', { size: portionSize ?? '' }) : null].filter((h) => h !== null);
  return (
    <TitledSection titleId="nutrition-title" title={t('title')} className="rounded-2xl bg-white p-6 ring-1 ring-line" data-nutrition-declaration>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm tabular-nums sm:text-base" data-nutrition>
          <caption className="pb-2 text-left text-sm text-ink-soft">{t('caption')}</caption>
          <thead>
            <tr className="border-b-2 border-ink">
              <th scope="col" className="py-2 pr-3">
                {t('nutrient')}
              </th>
              {head.map((column) => (
                <th key={column} scope="col" className="py-2 pl-3 text-right">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-line last:border-0" data-nutrient={row.key}>
                <th scope="row" className={`py-2 pr-3 font-normal ${row.sub ? 'pl-4 text-ink-soft' : 'font-semibold'}`}>
                  {t(row.key)}
                </th>
                <td className="whitespace-nowrap py-2 pl-3 text-right">{row.per100g}</td>
                {portion ? <td className="whitespace-nowrap py-2 pl-3 text-right">{row.perPortion}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </TitledSection>
  );
}
