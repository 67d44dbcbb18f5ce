// Product votes: written by the website (token), read back only as averages and counts.
import { ratingController } from '../../../utils/ratings';

export default ratingController('api::product-rating.product-rating', { target: 'api::product.product', param: 'product', field: 'product_document_id' });
