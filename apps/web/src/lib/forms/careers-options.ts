// The careers wizard's fixed choices and limits, without the schemas: the wizard reads them at
// once, the schemas (and their validation library) load when a step is first checked.
export const CAREER_SECTORS = ['worker', 'employee'] as const;
export const CAREER_SITES = ['cesena', 'ficarolo', 'policoro'] as const;
export const CAREER_STEP_COUNT = 8;

/** The applicant's personal details: the wizard's third step, in the order it asks them and the team's mail lists them. */
export const PERSONAL_DETAIL_FIELDS = [
  'name',
  'surname',
  'email',
  'phone',
  'gender',
  'birth_date',
  'driving_license',
  'residence_region',
  'residence_district',
  'residence_municipality',
  'domicile_region',
  'domicile_district',
  'domicile_municipality',
  'vehicle',
  'protected_categories',
  'current_employment',
] as const;
export type CareerStep = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** The option groups of the CMS's careers configuration that the wizard's selects use. */
export type CareerOptionGroup =
  | 'gender'
  | 'driving_license'
  | 'vehicle'
  | 'protected_category'
  | 'current_employment'
  | 'education_level'
  | 'contract_type'
  | 'language'
  | 'language_level'
  | 'working_area';
export type CareersSchemaOptions = { options?: Partial<Record<CareerOptionGroup, readonly string[]>>; now?: Date; cvMaxMb?: number };

export const CV_MAX_MB = 5;
// Legacy Word (.doc) is refused by the CMS: ask for PDF or DOCX.
export const CV_EXTENSIONS = ['.pdf', '.docx'] as const;
export const MIN_AGE = 16;
