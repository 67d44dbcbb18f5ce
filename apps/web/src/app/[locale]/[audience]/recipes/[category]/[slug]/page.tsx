// Recipe detail: prerendered at build, refreshed by the CMS webhook (ISR).
import { recipeDetail } from '@/screens/catalogue';
import { catalogueStaticParams } from '@/screens/static-params';

export const revalidate = 3600;
export const generateStaticParams = catalogueStaticParams('recipes');
export const generateMetadata = recipeDetail.metadata;
export default recipeDetail.Page;
