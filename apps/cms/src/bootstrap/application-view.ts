// What HR meets in a job application's edit view (issue 38.3). The technical fields leave the form:
// the CV's storage path (the "Scarica il CV" panel replaces it, src/admin/cv-download.tsx) and the
// languages' raw JSON (the "La candidatura in breve" panel lists them, src/admin/application-summary.tsx).
// The handling status is HR's short list (new, reviewing, interview, rejected, hired: Italian labels
// in src/admin/translations/it.ts); applications stored with the former generic statuses move onto
// it at start-up: in_progress → reviewing, closed → rejected (closed applications were those not
// followed up; a hire is recorded from now on).
import type { Core } from '@strapi/strapi';

export const APPLICATION = 'api::job-application.job-application';
export const HIDDEN_IN_FORM = ['curriculum_file', 'languages'];
const FORMER_STATUSES: Record<string, string> = { in_progress: 'reviewing', closed: 'rejected' };

type Row = { name: string; size: number }[];
type Configuration = { layouts: { edit: Row[] } & Record<string, unknown> } & Record<string, unknown>;
type Service = { findConfiguration(model: unknown): Promise<Configuration>; updateConfiguration(model: unknown, next: Configuration): Promise<unknown> };

export async function applyApplicationView(strapi: Core.Strapi) {
  const model = strapi.contentTypes[APPLICATION as keyof typeof strapi.contentTypes];
  if (!model) return;
  const types = strapi.plugin('content-manager').service('content-types') as unknown as Service;
  const current = await types.findConfiguration(model);
  const edit = (current.layouts.edit ?? []).map((row) => row.filter((field) => !HIDDEN_IN_FORM.includes(field.name))).filter((row) => row.length);
  await types.updateConfiguration(model, { ...current, layouts: { ...current.layouts, edit } });
  for (const [former, now] of Object.entries(FORMER_STATUSES)) {
    await strapi.db.query(APPLICATION).updateMany({ where: { handling_status: former }, data: { handling_status: now } });
  }
}
