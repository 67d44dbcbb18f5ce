// Recipe list (filters in the URL).
import { recipeList } from '@/screens/catalogue';

export const generateMetadata = recipeList.metadata;
export default recipeList.Page;
