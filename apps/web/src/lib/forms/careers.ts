// The careers wizard (/it/lavora-con-noi, Italian only): one schema per step, so "continue"
// validates only that step, and the whole application for the server. Option codes come from the
// CMS (`GET /api/applications/configuration`); pass them as `options` to check membership.
import { z } from 'zod';
import {
  DOCUMENT_ID,
  LIMITS,
  emailField,
  optionCode,
  optionalLongTextField,
  optionalOptionCode,
  optionalShortTextField,
  personNameField,
  phoneField,
  requiredCheckbox,
  shortTextField,
  toList,
} from './fields';
import { CAREER_SECTORS, CAREER_SITES, CV_EXTENSIONS, CV_MAX_MB, MIN_AGE, type CareerStep, type CareersSchemaOptions } from './careers-options';
import { type FormLocale, type FormMessages, formMessages } from './messages';

export {
  CAREER_SECTORS,
  CAREER_SITES,
  CAREER_STEP_COUNT,
  CV_EXTENSIONS,
  CV_MAX_MB,
  MIN_AGE,
  type CareerOptionGroup,
  type CareerStep,
  type CareersSchemaOptions,
} from './careers-options';
const MAX_AGE = 100;
const MAX_EDUCATION = 8;
const MAX_EXPERIENCES = 20;
const MAX_OTHER_LANGUAGES = 6;
const GEO_VALUE = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} '’./-]*$/u;

function geoField(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: message }).min(1, message).max(LIMITS.city, message).regex(GEO_VALUE, message),
  );
}

function optionalGeoField(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : (v ?? undefined)),
    z.string({ error: message }).max(LIMITS.city, message).regex(GEO_VALUE, message).optional(),
  );
}

/** Age in whole years on `now` of someone born on the ISO date `birth` (YYYY-MM-DD). */
export function ageOn(birth: string, now: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  let age = now.getUTCFullYear() - year;
  if (now.getUTCMonth() < month - 1 || (now.getUTCMonth() === month - 1 && now.getUTCDate() < day)) age -= 1;
  return age;
}

function birthDateField(m: FormMessages, now: Date) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: m.birthDate })
      .min(1, m.birthDate)
      .refine((v) => {
        const age = ageOn(v, now);
        return age !== null && age >= MIN_AGE && age <= MAX_AGE;
      }, m.birthDateInvalid),
  );
}

export type FileLike = { name: string; size: number; type?: string };

function isFileLike(value: unknown): value is FileLike {
  return typeof value === 'object' && value !== null && typeof (value as FileLike).name === 'string' && typeof (value as FileLike).size === 'number';
}

/**
 * The CV as the browser or the website's server sees it: present, not empty, within the size
 * limit, with a document extension. The CMS then checks the content itself (magic bytes).
 */
export function curriculumField(m: FormMessages, maxMb: number) {
  return z
    .custom<FileLike>((v) => isFileLike(v) && v.name !== '', { error: m.curriculum })
    .refine((f) => f.size > 0, m.curriculumEmpty)
    .refine((f) => f.size <= maxMb * 1024 * 1024, m.curriculumSize(maxMb))
    .refine((f) => CV_EXTENSIONS.some((ext) => f.name.toLowerCase().endsWith(ext)), m.curriculumType);
}

function stepShapes(locale: FormLocale, { options = {}, now = new Date(), cvMaxMb = CV_MAX_MB }: CareersSchemaOptions) {
  const m = formMessages(locale);
  const level = () => optionalOptionCode(m.languageLevel, options.language_level);
  const thisYear = now.getUTCFullYear();
  return {
    1: {
      sector: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.enum(CAREER_SECTORS, { error: m.careerSector })),
      opened_position: z.preprocess(
        (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined),
        z.string({ error: m.option }).regex(DOCUMENT_ID, m.option).optional(),
      ),
    },
    2: { site: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.enum(CAREER_SITES, { error: m.site })) },
    3: {
      name: personNameField(m.name, m),
      surname: personNameField(m.surname, m),
      email: emailField(m),
      phone: phoneField(m),
      gender: optionCode(m.gender, options.gender),
      birth_date: birthDateField(m, now),
      driving_license: optionalOptionCode(m.drivingLicense, options.driving_license),
      residence_region: geoField(m.region),
      residence_district: geoField(m.district),
      residence_municipality: geoField(m.municipality),
      domicile_region: optionalGeoField(m.region),
      domicile_district: optionalGeoField(m.district),
      domicile_municipality: optionalGeoField(m.municipality),
      vehicle: optionCode(m.vehicle, options.vehicle),
      protected_categories: optionCode(m.protectedCategory, options.protected_category),
      current_employment: optionCode(m.employment, options.current_employment),
    },
    4: {
      education: z.preprocess(
        toList,
        z
          .array(
            z.object({
              level: optionCode(m.qualification, options.education_level),
              year: z.preprocess(
                (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
                z.number({ error: m.year }).int(m.year).min(1950, m.year).max(thisYear, m.year),
              ),
              vote: z.preprocess(
                (v) => (typeof v === 'string' ? v.trim() : v),
                z
                  .string({ error: m.educationVote })
                  .min(1, m.educationVote)
                  .max(20, m.educationVote)
                  .regex(/^[\p{L}\p{N} ,./+-]+$/u, m.educationVote),
              ),
              specification: shortTextField(m.specification, m),
            }),
            { error: m.qualification },
          )
          .min(1, m.qualification)
          .max(MAX_EDUCATION, m.tooMany(MAX_EDUCATION)),
      ),
    },
    5: {
      work_experiences: z.preprocess(
        toList,
        z
          .array(
            z.object({
              role: shortTextField(m.role, m),
              agency: shortTextField(m.agency, m),
              period: shortTextField(m.period, m),
              contract_type: optionalOptionCode(m.contractType, options.contract_type),
              main_activities: optionalLongTextField(m.tooLong(1000), 1000, m),
            }),
          )
          .max(MAX_EXPERIENCES, m.tooMany(MAX_EXPERIENCES)),
      ),
    },
    6: {
      languages: z.object({
        italian_spoken: level(),
        italian_written: level(),
        english_spoken: level(),
        english_written: level(),
        other: z.preprocess(
          toList,
          z
            .array(z.object({ language: optionCode(m.language, options.language), spoken: level(), written: level() }))
            .max(MAX_OTHER_LANGUAGES, m.tooMany(MAX_OTHER_LANGUAGES)),
        ),
      }),
      computer_knowledge: optionalLongTextField(m.tooLong(1000), 1000, m),
    },
    7: {
      preferred_working_area: optionCode(m.preferredArea, options.working_area),
      working_area: optionalShortTextField(m.option, m),
    },
    8: {
      curriculum: curriculumField(m, cvMaxMb),
      privacy: requiredCheckbox(m.privacy),
    },
  } as const;
}

/** Required-if on step 3: a domicile, once started, needs its region, province and town. */
function domicileRule(m: FormMessages) {
  return (data: { domicile_region?: string; domicile_district?: string; domicile_municipality?: string }, ctx: z.RefinementCtx) => {
    const given = [data.domicile_region, data.domicile_district, data.domicile_municipality];
    if (given.every((v) => v === undefined)) return;
    if (!data.domicile_region) ctx.addIssue({ code: 'custom', path: ['domicile_region'], message: m.region });
    if (!data.domicile_district) ctx.addIssue({ code: 'custom', path: ['domicile_district'], message: m.district });
    if (!data.domicile_municipality) ctx.addIssue({ code: 'custom', path: ['domicile_municipality'], message: m.municipality });
  };
}

/** One schema per wizard step: "continue" validates only the current step. */
export function careersStepSchemas(locale: FormLocale = 'it', options: CareersSchemaOptions = {}) {
  const s = stepShapes(locale, options);
  return {
    1: z.object(s[1]),
    2: z.object(s[2]),
    3: z.object(s[3]).superRefine(domicileRule(formMessages(locale))),
    4: z.object(s[4]),
    5: z.object(s[5]),
    6: z.object(s[6]),
    7: z.object(s[7]),
    8: z.object(s[8]),
  } as const;
}

export function careersStepSchema<S extends CareerStep>(step: S, locale: FormLocale = 'it', options: CareersSchemaOptions = {}) {
  return careersStepSchemas(locale, options)[step];
}

/** The whole application, as the server validates it before storing. */
export function careersApplicationSchema(locale: FormLocale = 'it', options: CareersSchemaOptions = {}) {
  const s = stepShapes(locale, options);
  return z.object({ ...s[1], ...s[2], ...s[3], ...s[4], ...s[5], ...s[6], ...s[7], ...s[8] }).superRefine(domicileRule(formMessages(locale)));
}

export type CareersApplicationData = z.output<ReturnType<typeof careersApplicationSchema>>;
