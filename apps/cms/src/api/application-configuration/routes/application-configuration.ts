import { contentRouter } from '../../../utils/router';

export default contentRouter('api::application-configuration.application-configuration');
