import { categoryFiltersController } from '../../../utils/category-filters';

export default categoryFiltersController('api::b2c-product-category.b2c-product-category', 'b2c_category');
