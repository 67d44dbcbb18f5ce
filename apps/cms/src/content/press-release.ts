// Press releases, described once on the CMS side (kit.ts says what a description holds): Italian
// only is allowed (not bilingual), a consumer-only page per release on the website
// (apps/web/src/lib/content/press-release.ts). The fields are in
// api/press-release/content-types/press-release/schema.json.
import { type CmsType, img, L, localizations, seo } from './kit';

export const PRESS_RELEASE: CmsType = {
  uid: 'api::press-release.press-release',
  name: { it: 'Comunicato stampa', en: 'Press release', description: 'Comunicato stampa: /press-area/<slug>.' },
  fields: {
    attachments: L('Allegati', 'File scaricabili del comunicato (PDF, immagini ad alta risoluzione).'),
  },
  list: ['title', 'date', 'updatedAt'],
  edit: [['title', 'slug'], ['date'], ['excerpt'], ['content'], ['cover', 'attachments'], ['seo']],
  populate: { cover: img, attachments: true, seo, localizations },
  readByWebsite: true,
  bilingual: false,
};
