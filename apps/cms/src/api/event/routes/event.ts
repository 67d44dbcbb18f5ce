import { contentRouter } from '../../../utils/router';

export default contentRouter('api::event.event');
