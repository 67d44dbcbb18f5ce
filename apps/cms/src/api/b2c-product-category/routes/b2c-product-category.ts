import { contentRouter } from '../../../utils/router';

export default contentRouter('api::b2c-product-category.b2c-product-category');
