// The admin panel's customisation (bundled by `strapi build`, no network at run time): Italian
// besides English, Italian by default (the login page of a browser that never chose a language,
// and every user whose profile says nothing else: src/bootstrap/editor-language.ts), and the
// editors' names of the content types and components (src/editorial/type-names.ts) in place of the
// schema files' technical display names, in the left menu, list titles and section pickers.
import { fieldLabel } from '../editorial/field-labels';
import { TYPE_NAMES } from '../editorial/type-names';
import { LIST_HOOK, applicationColumns } from './application-list';
import { ApplicationSummaryPanel, enumerationLabels } from './application-summary';
import { CvDownloadPanel } from './cv-download';
import { PublishRefusalPanel, watchPublishRefusals } from './publish-refusal';
import { SlugFollowsTitle } from './slug-follows-title';
import { ENUMERATIONS } from './translations/enumerations';
import { ITALIAN } from './translations/it';

type Schema = { info?: { displayName?: string }; attributes?: Record<string, unknown> };

// The schema files, read at build time, give each uid's technical display name (the key the
// content manager translates).
const apiSchemas = import.meta.glob<Schema>('../api/*/content-types/*/schema.json', { eager: true, import: 'default' });
const componentSchemas = import.meta.glob<Schema>('../components/*/*.json', { eager: true, import: 'default' });

function uidOf(file: string): string | null {
  const api = /\/api\/([^/]+)\/content-types\/([^/]+)\/schema\.json$/.exec(file);
  if (api) return `api::${api[1]}.${api[2]}`;
  const component = /\/components\/([^/]+)\/([^/]+)\.json$/.exec(file);
  return component ? `${component[1]}.${component[2]}` : null;
}

function typeTranslations(language: 'it' | 'en'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [file, schema] of Object.entries({ ...apiSchemas, ...componentSchemas })) {
    const uid = uidOf(file);
    const technical = schema?.info?.displayName;
    const names = uid ? TYPE_NAMES[uid] : undefined;
    if (technical && names) out[technical] = names[language];
  }
  return out;
}

/**
 * The list view's column titles: Strapi asks for `content-manager.content-types.<uid>.<field>` (and
 * falls back to the configured label with a console error); the editors' labels of src/editorial.
 */
function columnTranslations(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [file, schema] of Object.entries(apiSchemas)) {
    const uid = uidOf(file);
    if (!uid) continue;
    for (const field of [...Object.keys(schema?.attributes ?? {}), 'id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt']) {
      const label = fieldLabel(uid, field)?.label;
      if (label) out[`content-manager.content-types.${uid}.${field}`] = label;
    }
  }
  return out;
}

const LANGUAGE_KEY = 'strapi-admin-language';

export default {
  config: {
    locales: ['it'],
    translations: {
      it: {
        ...ENUMERATIONS,
        ...ITALIAN,
        ...enumerationLabels(),
        ...columnTranslations(),
        ...typeTranslations('it'),
        'Auth.form.welcome.title': 'Benvenuto in Brina',
        'Auth.form.welcome.subtitle': 'Accedi con il tuo account della redazione',
      },
      en: { ...typeTranslations('en'), 'Auth.form.welcome.title': 'Welcome to Brina', 'Auth.form.welcome.subtitle': 'Sign in with your editorial account' },
    },
    tutorials: false,
    notifications: { releases: false },
  },
  register() {
    // A refused publication's reasons stay in the edit view until closed (./publish-refusal.tsx).
    watchPublishRefusals();
    // Runs before the first render: a browser that never chose a language sees Italian, from the
    // login page on. A user's saved preference (profile) replaces it after signing in.
    try {
      if (!window.localStorage.getItem(LANGUAGE_KEY)) window.localStorage.setItem(LANGUAGE_KEY, 'it');
    } catch {
      // Storage blocked: the admin stays in its own default.
    }
  },
  bootstrap(app: { getPlugin(id: string): { apis: Record<string, unknown> } | undefined; registerHook(name: string, fn: (payload: never) => unknown): void }) {
    // A publication's refusal, kept until closed (./publish-refusal.tsx); in a job application's
    // edit view, HR's "Scarica il CV" (./cv-download.tsx) and its answers in Italian (./application-summary.tsx);
    // a new document's slug that follows its title (./slug-follows-title.tsx, shows nothing).
    const contentManager = app.getPlugin('content-manager')?.apis as { addEditViewSidePanel(panels: unknown[]): void } | undefined;
    contentManager?.addEditViewSidePanel([PublishRefusalPanel, SlugFollowsTitle, CvDownloadPanel, ApplicationSummaryPanel]);
    // The job applications' list in HR's words: labels instead of codes, the position's title (./application-list.tsx).
    app.registerHook(LIST_HOOK, applicationColumns);
  },
};
