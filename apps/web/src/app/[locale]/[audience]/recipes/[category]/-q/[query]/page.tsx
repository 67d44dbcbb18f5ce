// Recipe category list with filters or a page number: one page per canonical query (lib/catalogue/canonical.ts),
// rendered on its first visit, then cached like the list itself and refreshed by the CMS webhook.
// The proxy rewrites `…?diets=VEGAN` here and redirects every other spelling to the canonical one.
import { CatalogueList } from '@/components/catalogue/catalogue-list';
import { queryFromSegment } from '@/lib/catalogue/canonical';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { catalogueListMetadata, loadCatalogueList } from '@/loaders/catalogue';

type Props = AudienceProps<{ category: string; query: string }>;

export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export const generateMetadata = screenMetadata<Props>('recipes-category', ({ locale, mode, category, query }) =>
  catalogueListMetadata('recipe', locale, mode, category, queryFromSegment(query)),
);

export default async function FilteredRecipeCategoryPage(props: Props) {
  const { locale, mode, category, query } = await screenOf(props, 'recipes-category');
  return <CatalogueList {...await loadCatalogueList('recipe', locale, mode, category, queryFromSegment(query))} />;
}
