import { contentRouter } from '../../../utils/router';

export default contentRouter('api::job-position.job-position');
