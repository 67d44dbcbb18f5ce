import { categoryFiltersController } from '../../../utils/category-filters';

export default categoryFiltersController('api::b2b-product-category.b2b-product-category', 'b2b_category');
