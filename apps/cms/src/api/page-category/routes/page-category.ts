import { contentRouter } from '../../../utils/router';

export default contentRouter('api::page-category.page-category');
