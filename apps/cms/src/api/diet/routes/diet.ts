import { contentRouter } from '../../../utils/router';

export default contentRouter('api::diet.diet');
