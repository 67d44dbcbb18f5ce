import { contentRouter } from '../../../utils/router';

export default contentRouter('api::recipe-rating.recipe-rating');
