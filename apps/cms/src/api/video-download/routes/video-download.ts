import { contentRouter } from '../../../utils/router';

export default contentRouter('api::video-download.video-download');
