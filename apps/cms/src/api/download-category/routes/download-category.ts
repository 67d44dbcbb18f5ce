import { contentRouter } from '../../../utils/router';

export default contentRouter('api::download-category.download-category');
