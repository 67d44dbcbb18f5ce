// Italian is the admin's language for the team: every admin user without a saved preference gets
// Italian at start (the seeded ones included), and so does every user created later (invited from
// the admin or seeded). A user who picks English in the profile keeps it.
import type { Core } from '@strapi/strapi';

export const EDITOR_LANGUAGE = 'it';

type Event = { params: { data?: Record<string, unknown> } };

export function registerEditorLanguage(strapi: Core.Strapi) {
  strapi.db.lifecycles.subscribe({
    models: ['admin::user'],
    beforeCreate(event: Event) {
      const data = event.params.data;
      if (data && !data.preferedLanguage) data.preferedLanguage = EDITOR_LANGUAGE;
    },
  } as never);
}

export async function applyEditorLanguage(strapi: Core.Strapi) {
  await strapi.db.query('admin::user').updateMany({ where: { preferedLanguage: { $null: true } }, data: { preferedLanguage: EDITOR_LANGUAGE } });
}
