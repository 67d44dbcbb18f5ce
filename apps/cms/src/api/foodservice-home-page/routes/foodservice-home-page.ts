import { contentRouter } from '../../../utils/router';

export default contentRouter('api::foodservice-home-page.foodservice-home-page');
