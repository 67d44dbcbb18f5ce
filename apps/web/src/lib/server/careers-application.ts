// Receiving a job application on the website's server: rate limit, the shared schema, the bot
// proof, then the CMS (with the CV); the visitor hears "sent" only once the CMS has stored it.
// Dependencies are passed in, so the order of these checks is tested without a CMS.
import { careersApplicationSchema, CV_MAX_MB } from '../forms/careers';
import { fieldErrors } from '../forms/errors';
import { formMessages } from '../forms/messages';
import type { ApplicationAnswer, WizardValues } from '../careers/wizard-state';
import type { BotProofResult } from './bot-protection';
import type { FormRateLimiter } from './form-rate-limit';
import { applicationRecord, consentRecord, isSubmissionKey, type StoredSubmission, type SubmissionRecord } from './submissions';

export type StoreOutcome =
  | { kind: 'stored'; documentId: string; duplicate: boolean; mailSent: boolean; record: SubmissionRecord }
  | { kind: 'refused'; field: string | null; code: string; message: string };

export type CareersOptions = { options: Partial<Record<string, readonly string[]>>; cvMaxMb: number } | null;

export type ApplicationDeps = {
  limiter: FormRateLimiter;
  /** Option codes and CV limit from the CMS configuration (null: only shapes are checked). */
  configuration: () => Promise<CareersOptions>;
  verifyBot: (fields: Record<string, unknown>) => Promise<BotProofResult>;
  /** Stores record and CV; throws when the CMS cannot be reached (nothing acknowledged). */
  store: (record: SubmissionRecord, curriculum: Blob, fileName: string) => Promise<StoreOutcome>;
  /** Called once the CMS has the application and its mails are still to send. */
  mailsDue: (submission: StoredSubmission) => void;
  now?: () => Date;
};

export type ApplicationInput = { fields: Record<string, unknown>; curriculum: File | null; address: string };

export type Reply = { status: number; body: ApplicationAnswer };

/** The CMS's CV codes as the visitor reads them (the same words as the browser's checks). */
export function curriculumMessage(code: string, maxMb: number): string | null {
  const m = formMessages('it');
  switch (code) {
    case 'cv_required':
      return m.curriculum;
    case 'cv_empty':
      return m.curriculumEmpty;
    case 'cv_too_large':
      return m.curriculumSize(maxMb);
    case 'cv_type':
      return m.curriculumType;
    default:
      return null;
  }
}

function readData(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'string' || value.length > 200_000) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const invalid = (fieldErrorsByPath: Record<string, string>): Reply => ({ status: 400, body: { ok: false, error: 'invalid', fieldErrors: fieldErrorsByPath } });

export async function receiveApplication({ fields, curriculum, address }: ApplicationInput, deps: ApplicationDeps): Promise<Reply> {
  const m = formMessages('it');
  const rate = await deps.limiter.consume('careers', address);
  if (!rate.allowed) return { status: 429, body: { ok: false, error: 'rate_limited' } };

  const data = readData(fields.data);
  if (!data) return invalid({ _form: m.generic });
  const config = await deps.configuration();
  const cvMaxMb = config?.cvMaxMb ?? CV_MAX_MB;
  const schema = careersApplicationSchema('it', { options: config?.options ?? {}, cvMaxMb, now: deps.now?.() });
  const parsed = schema.safeParse({ ...data, curriculum } satisfies Partial<Record<keyof WizardValues, unknown>>);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  if (!isSubmissionKey(fields.submission_key)) return invalid({ _form: m.generic });

  const bot = await deps.verifyBot(fields);
  if (!bot.ok) return { status: 400, body: { ok: false, error: 'bot' } };

  const { curriculum: file, ...answers } = parsed.data;
  const submissionKey = fields.submission_key;
  const record = applicationRecord(answers, { locale: 'it', submissionKey, consent: consentRecord('it', deps.now?.() ?? new Date()) });
  // `file` is the File the schema checked; its bytes go to the CMS, which checks the content.
  const outcome = await deps.store(record, curriculum ?? new Blob([]), file.name);
  if (outcome.kind === 'refused') {
    const message = curriculumMessage(outcome.code, cvMaxMb);
    if (message) return invalid({ curriculum: message });
    return invalid({ [outcome.field ?? '_form']: m.generic });
  }
  if (!outcome.mailSent) deps.mailsDue({ type: 'job-application', documentId: outcome.documentId, record: outcome.record });
  return { status: outcome.duplicate ? 200 : 201, body: { ok: true, duplicate: outcome.duplicate } };
}

type OptionLabels = Partial<Record<string, readonly { code: string; label: string }[]>>;

/** Which option group names each coded field of an application. */
const CODED_FIELDS: Record<string, string> = {
  sector: 'sector',
  site: 'site',
  gender: 'gender',
  driving_license: 'driving_license',
  vehicle: 'vehicle',
  protected_categories: 'protected_category',
  current_employment: 'current_employment',
  preferred_working_area: 'working_area',
  working_area: 'working_area',
};

/**
 * The application as people read it in the mails: option codes replaced by the CMS's labels and
 * the position's title instead of its id. The stored record keeps the codes.
 */
export function readableApplication(record: SubmissionRecord, groups: OptionLabels, positionTitle?: string | null): SubmissionRecord {
  const label = (group: string, code: unknown) => (typeof code === 'string' ? (groups[group]?.find((o) => o.code === code)?.label ?? code) : code);
  const out: SubmissionRecord = { ...record };
  for (const [field, group] of Object.entries(CODED_FIELDS)) if (field in out) out[field] = label(group, out[field]);
  if (positionTitle) out.opened_position = positionTitle;
  if (Array.isArray(record.education))
    out.education = record.education.map((e: Record<string, unknown>) => ({ ...e, level: label('education_level', e.level) }));
  if (Array.isArray(record.work_experiences))
    out.work_experiences = record.work_experiences.map((e: Record<string, unknown>) => ({ ...e, contract_type: label('contract_type', e.contract_type) }));
  const languages = record.languages;
  if (languages && typeof languages === 'object' && !Array.isArray(languages)) {
    const levels: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(languages)) {
      levels[key] = Array.isArray(value)
        ? value.map((l: Record<string, unknown>) => ({
            language: label('language', l.language),
            spoken: label('language_level', l.spoken),
            written: label('language_level', l.written),
          }))
        : label('language_level', value);
    }
    out.languages = levels;
  }
  return out;
}
