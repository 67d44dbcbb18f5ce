import { contentRouter } from '../../../utils/router';

export default contentRouter('api::cutting-type.cutting-type');
