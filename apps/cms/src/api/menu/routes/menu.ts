// Menus are addressed by their numeric `menu_id` (the spec's ids: navbar 2/8 and 3/10, footer 1/5 and 4/11).
import { defaultPopulate } from '../../../utils/router';

const populate = defaultPopulate('api::menu.menu');

export default {
  routes: [
    { method: 'GET', path: '/menus', handler: 'api::menu.menu.find', config: { middlewares: [populate] } },
    { method: 'GET', path: '/menus/:id', handler: 'api::menu.menu.findByMenuId', config: {} },
  ],
};
