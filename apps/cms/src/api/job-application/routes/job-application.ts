import { contentRouter } from '../../../utils/router';

export default contentRouter('api::job-application.job-application');
