import { contentRouter } from '../../../utils/router';

export default contentRouter('api::blog-article.blog-article');
