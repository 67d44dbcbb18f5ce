import { contentRouter } from '../../../utils/router';

export default contentRouter('api::blog-category.blog-category');
