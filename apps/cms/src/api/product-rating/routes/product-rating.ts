import { contentRouter } from '../../../utils/router';

export default contentRouter('api::product-rating.product-rating');
