import { contentRouter } from '../../../utils/router';

export default contentRouter('api::influencer.influencer');
