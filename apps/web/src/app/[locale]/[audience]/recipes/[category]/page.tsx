// Recipe category list.
import { recipeCategory } from '@/screens/catalogue';

export const generateMetadata = recipeCategory.metadata;
export default recipeCategory.Page;
