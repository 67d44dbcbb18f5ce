import { contentRouter } from '../../../utils/router';

export default contentRouter('api::product-line.product-line');
