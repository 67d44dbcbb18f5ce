import { contentRouter } from '../../../utils/router';

export default contentRouter('api::legal-page.legal-page');
