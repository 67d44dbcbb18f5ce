import { contentRouter } from '../../../utils/router';

export default contentRouter('api::product-choice-page.product-choice-page');
