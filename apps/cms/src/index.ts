import type { Core } from '@strapi/strapi';
import { applyAccessRules } from './bootstrap/access';
import { restrictAdminInformation } from './bootstrap/admin-information';
import { listDocumentsOnceOnAdminHome } from './bootstrap/admin-home';
import { applyApplicationView } from './bootstrap/application-view';
import { applyAdminLists } from './bootstrap/admin-lists';
import { refuseDemoPasswords } from './bootstrap/demo-passwords';
import { applyEditorLanguage, registerEditorLanguage } from './bootstrap/editor-language';
import { applyEditorialLayouts } from './bootstrap/editorial-layouts';
import { ensureLocales } from './bootstrap/locales';
import { applyTeamRoles } from './bootstrap/team-roles';
import { registerCoreApis } from './content/core-api';
import { registerPublishGuard } from './publishing/publish-guard';
import { registerTitleSlugs } from './publishing/title-slugs';
import { registerExtensionGuard } from './uploads/extension-guard';
import { registerMediaHost } from './uploads/media-host';
import { reportActiveUploads } from './uploads/startup-check';
import { registerAdminCurriculumRoute } from './utils/curriculum';
import { registerCvErasure } from './utils/cv-erasure';
import { purgeExpiredApplications } from './utils/retention';
import { declareSubmissionKeyIndexes } from './utils/submissions';

type AuthState = { auth?: { strategy?: { name?: string } } };

// Strapi 5.54 names the content-API token strategy 'content-api-token' (earlier 5.x: 'api-token').
const TOKEN_STRATEGIES = new Set(['content-api-token', 'api-token']);
const READ_ACTIONS = new Set(['findMany', 'findFirst', 'findOne', 'count']);

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerCoreApis(strapi);
    declareSubmissionKeyIndexes(strapi);
    registerAdminCurriculumRoute(strapi);
    registerPublishGuard(strapi);
    registerTitleSlugs(strapi);
    registerExtensionGuard(strapi);
    registerMediaHost(strapi);
    registerCvErasure(strapi);
    restrictAdminInformation(strapi);
    // Second lock behind the draft-guard middleware: any content-API read that is not made with an
    // API token gets published documents, whatever status or publication filter it asked for
    // (Strapi 5 reads drafts for every status other than 'published').
    strapi.documents.use(async (context, next) => {
      if (!READ_ACTIONS.has(context.action)) return next();
      const request = strapi.requestContext.get() as { path?: string; state?: AuthState } | undefined;
      if (request?.path?.startsWith('/api/') && !TOKEN_STRATEGIES.has(request.state?.auth?.strategy?.name ?? '')) {
        const params = (context.params ?? {}) as Record<string, unknown>;
        params.status = 'published';
        delete params.hasPublishedVersion;
        delete params.publicationFilter;
        context.params = params as typeof context.params;
      }
      return next();
    });
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await refuseDemoPasswords(strapi);
    await ensureLocales(strapi);
    await applyAccessRules(strapi);
    await applyAdminLists(strapi);
    await applyEditorialLayouts(strapi);
    await applyApplicationView(strapi);
    await applyTeamRoles(strapi);
    registerEditorLanguage(strapi);
    listDocumentsOnceOnAdminHome(strapi);
    await applyEditorLanguage(strapi);
    await reportActiveUploads(strapi);
    // Also at start-up: a server that is not running at the nightly hour still honours retention.
    await purgeExpiredApplications(strapi).catch((error: unknown) => strapi.log.error(`Retention failed: ${String(error)}`));
  },
};
