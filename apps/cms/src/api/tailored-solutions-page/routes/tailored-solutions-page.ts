import { contentRouter } from '../../../utils/router';

export default contentRouter('api::tailored-solutions-page.tailored-solutions-page');
