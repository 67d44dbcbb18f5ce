// Ratings are written by the website (token) and read back only as an average and a count.
import { factories } from '@strapi/strapi';

const UID = 'api::product-rating.product-rating';

export default factories.createCoreController(UID, ({ strapi }) => ({
  async summary(ctx) {
    const product = ctx.query.product;
    if (typeof product !== 'string' || product === '') return ctx.badRequest('product (a product documentId) is required');
    const rows = await strapi.db.query(UID).findMany({ where: { product_document_id: product }, select: ['vote'] });
    const count = rows.length;
    const average = count ? Math.round((rows.reduce((sum, r) => sum + Number(r.vote), 0) / count) * 10) / 10 : null;
    ctx.body = { data: { product, average, count } };
  },

  async create(ctx) {
    const body = (ctx.request.body ?? {}) as { data?: { product_document_id?: unknown } };
    const documentId = body.data?.product_document_id;
    if (typeof documentId !== 'string' || documentId === '') return ctx.badRequest('data.product_document_id is required');
    const product = await strapi.documents('api::product.product').findOne({ documentId, status: 'published', fields: ['title'] });
    if (!product) return ctx.badRequest('No published product has that documentId');
    return super.create(ctx);
  },
}));
