import { contentRouter } from '../../../utils/router';

export default contentRouter('api::chef-online-page.chef-online-page');
