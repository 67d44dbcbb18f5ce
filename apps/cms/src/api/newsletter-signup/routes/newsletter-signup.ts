import { contentRouter } from '../../../utils/router';

export default contentRouter('api::newsletter-signup.newsletter-signup');
