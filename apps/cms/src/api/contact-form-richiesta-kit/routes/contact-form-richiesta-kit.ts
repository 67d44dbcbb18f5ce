import { contentRouter } from '../../../utils/router';

export default contentRouter('api::contact-form-richiesta-kit.contact-form-richiesta-kit');
