import { contentRouter } from '../../../utils/router';

export default contentRouter('api::home-page.home-page');
