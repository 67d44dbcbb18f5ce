import { factories } from '@strapi/strapi';
import { DEFAULT_POPULATE } from '../../../populate';
import { respond } from '../../../utils/respond';

type MenuLink = { id: number; title: string; subtitle?: string | null; url: string; target?: string | null };
type MenuItem = Record<string, unknown> & { id: number; children?: MenuLink[] };
type Menu = Record<string, unknown> & { items?: MenuItem[] };
type FlatMenu = Record<string, unknown> & { items: Record<string, unknown>[] };

/** Without `nested`, items come as one flat list; children point to their item with `parent`. */
export function flattenMenu(menu: Menu): FlatMenu {
  const flat: Record<string, unknown>[] = [];
  for (const item of menu.items ?? []) {
    const { children = [], ...rest } = item;
    flat.push({ ...rest, key: `item-${item.id}`, parent: null });
    for (const child of children) flat.push({ ...child, key: `link-${child.id}`, parent: `item-${item.id}` });
  }
  return { ...menu, items: flat };
}

export default factories.createCoreController('api::menu.menu', ({ strapi }) => ({
  async findByMenuId(ctx) {
    const menuId = Number(ctx.params.id);
    if (!Number.isInteger(menuId) || menuId < 1) return ctx.badRequest('The menu id must be a positive whole number');
    const menu = (await strapi.documents('api::menu.menu').findFirst({
      filters: { menu_id: menuId },
      populate: DEFAULT_POPULATE['api::menu.menu'] as never,
    })) as Menu | null;
    if (!menu) return ctx.notFound(`No menu with id ${menuId}`);
    const shaped = ctx.query.nested !== undefined ? menu : flattenMenu(menu);
    return respond(this, ctx, shaped);
  },
}));
