import { contentRouter } from '../../../utils/router';

export default contentRouter('api::sample-request.sample-request');
