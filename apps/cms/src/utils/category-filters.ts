// `GET /api/{b2c|b2b}-product-categories/filters`: the categories a visitor can filter products by,
// in the asked locale, each with its published product count.
import { factories } from '@strapi/strapi';
import { requestLocale } from './locale';
import { respond } from './respond';

type CategoryUid = 'api::b2c-product-category.b2c-product-category' | 'api::b2b-product-category.b2b-product-category';

export function categoryFiltersController(uid: CategoryUid, productField: 'b2c_category' | 'b2b_category') {
  return factories.createCoreController(uid, ({ strapi }) => ({
    async filters(ctx) {
      const locale = requestLocale(ctx.query);
      if (!locale) return ctx.badRequest('Unknown locale');
      const categories = await strapi.documents(uid).findMany({
        locale,
        status: 'published',
        sort: ['order:asc', 'name:asc'],
        fields: ['name', 'slug', 'code', 'order', 'locale'],
        populate: { image: true },
      });
      const data = await Promise.all(
        categories.map(async (category) => ({
          ...category,
          products_count: await strapi.documents('api::product.product').count({
            locale,
            status: 'published',
            filters: { [productField]: { documentId: category.documentId } },
          }),
        })),
      );
      return respond(this, ctx, data, { locale });
    },
  }));
}
