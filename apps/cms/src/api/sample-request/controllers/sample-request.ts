// Sample requests are stored once per submission key (a retry or a double post answers the first record).
import { submissionController } from '../../../utils/submission-controller';

export default submissionController('api::sample-request.sample-request');
