// Sample requests are stored once per submission key (a retry or a double post answers the first record).
import { factories } from '@strapi/strapi';
import { badSubmission, createOnce, prepareSubmission, readData, respondExisting } from '../../../utils/submissions';

const UID = 'api::sample-request.sample-request';

export default factories.createCoreController(UID, ({ strapi }) => ({
  async create(ctx) {
    const prepared = await prepareSubmission(strapi, UID, readData(ctx.request.body));
    if (prepared.kind === 'invalid') return badSubmission(ctx, prepared.field, prepared.message);
    if (prepared.kind === 'existing') return respondExisting(this, ctx, prepared.existing);
    ctx.request.body = { data: prepared.data };
    return createOnce(strapi, UID, prepared.key, this, ctx, () => super.create(ctx));
  },
}));
