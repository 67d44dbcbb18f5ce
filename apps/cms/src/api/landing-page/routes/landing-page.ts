import { contentRouter } from '../../../utils/router';

export default contentRouter('api::landing-page.landing-page');
