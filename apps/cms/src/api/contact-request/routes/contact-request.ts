import { contentRouter } from '../../../utils/router';

export default contentRouter('api::contact-request.contact-request');
