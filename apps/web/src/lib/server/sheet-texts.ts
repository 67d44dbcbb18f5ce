// The texts of the PDFs (specification sheet, allergen matrix) in a language, from the messages.
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { AllergenCode } from '@/lib/catalogue/allergens';
import type { Locale } from '@/lib/routing/routes';
import type { SheetTexts } from './spec-sheet';

export async function sheetTexts(locale: Locale): Promise<SheetTexts> {
  const [t, info, allergens, catalogue] = await Promise.all([
    getTranslations({ locale, namespace: 'specSheet' }),
    getTranslations({ locale, namespace: 'productInfo' }),
    getTranslations({ locale, namespace: 'allergens' }),
    getTranslations({ locale, namespace: 'catalogue' }),
  ]);
  return {
    t: (key, values) => t(key as Parameters<typeof t>[0], values),
    info: (key, values) => info(key as Parameters<typeof info>[0], values),
    allergen: (code: AllergenCode) => allergens(code),
    method: (method) => catalogue(`method.${method}` as Parameters<typeof catalogue>[0]),
  };
}
