import { contentRouter } from '../../../utils/router';

export default contentRouter('api::b2b-product-category.b2b-product-category');
