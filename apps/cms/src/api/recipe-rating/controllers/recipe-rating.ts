// Recipe votes: written by the website (token), read back only as averages and counts.
import { ratingController } from '../../../utils/ratings';

export default ratingController('api::recipe-rating.recipe-rating', { target: 'api::recipe.recipe', param: 'recipe', field: 'recipe_document_id' });
