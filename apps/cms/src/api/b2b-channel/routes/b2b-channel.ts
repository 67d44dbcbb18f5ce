import { contentRouter } from '../../../utils/router';

export default contentRouter('api::b2b-channel.b2b-channel');
