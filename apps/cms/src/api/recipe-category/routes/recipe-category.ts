import { contentRouter } from '../../../utils/router';

export default contentRouter('api::recipe-category.recipe-category');
