import { contentRouter } from '../../../utils/router';

export default contentRouter('api::press-release.press-release');
