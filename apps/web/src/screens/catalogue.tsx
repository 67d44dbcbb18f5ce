// Catalogue screens of both audiences: product and recipe lists, category lists and detail pages.
import { CatalogueList, catalogueListMetadata } from '@/components/catalogue/catalogue-list';
import { ProductDetailView, loadProductPage, productMetadata } from '@/components/catalogue/product-detail';
import { RecipeDetailView, loadRecipePage, recipeMetadata } from '@/components/catalogue/recipe-detail';
import { audienceScreen } from './define';

type Audience = { locale: string; audience: string };
type Category = Audience & { category: string };
type Detail = Category & { slug: string };

export const productList = audienceScreen<Audience>('products', {
  render: (s) => <CatalogueList kind="product" {...s} />,
  metadata: (s) => catalogueListMetadata({ kind: 'product', ...s }),
  readsQuery: true,
});
export const productCategory = audienceScreen<Category>('products-category', {
  render: (s) => <CatalogueList kind="product" {...s} />,
  metadata: (s) => catalogueListMetadata({ kind: 'product', ...s }),
  readsQuery: true,
});
export const productDetail = audienceScreen<Detail>('products-category-slug', { render: async (s) => <ProductDetailView {...await loadProductPage(s)} />, metadata: productMetadata });

export const recipeList = audienceScreen<Audience>('recipes', {
  render: (s) => <CatalogueList kind="recipe" {...s} />,
  metadata: (s) => catalogueListMetadata({ kind: 'recipe', ...s }),
  readsQuery: true,
});
export const recipeCategory = audienceScreen<Category>('recipes-category', {
  render: (s) => <CatalogueList kind="recipe" {...s} />,
  metadata: (s) => catalogueListMetadata({ kind: 'recipe', ...s }),
  readsQuery: true,
});
export const recipeDetail = audienceScreen<Detail>('recipes-category-slug', { render: async (s) => <RecipeDetailView {...await loadRecipePage(s)} />, metadata: recipeMetadata });
