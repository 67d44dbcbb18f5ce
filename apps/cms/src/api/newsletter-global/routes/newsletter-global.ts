import { contentRouter } from '../../../utils/router';

export default contentRouter('api::newsletter-global.newsletter-global');
