// The careers wizard's state outside React: the answers' shape, which step owns which field, the
// draft kept in session storage (never the CV file), and what an open position pre-fills.
import { CAREER_STEP_COUNT, type CareerStep, PERSONAL_DETAIL_FIELDS } from '../forms/careers-options';

export type EducationEntry = { level: string; year: string; vote: string; specification: string };
export type ExperienceEntry = { role: string; agency: string; period: string; contract_type: string; main_activities: string };
export type OtherLanguage = { language: string; spoken: string; written: string };

/** The wizard's answers as the inputs hold them (strings), plus the CV file and the consent. */
export type WizardValues = {
  sector: string;
  opened_position: string;
  site: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  gender: string;
  birth_date: string;
  driving_license: string;
  residence_region: string;
  residence_district: string;
  residence_municipality: string;
  domicile_region: string;
  domicile_district: string;
  domicile_municipality: string;
  vehicle: string;
  protected_categories: string;
  current_employment: string;
  education: EducationEntry[];
  work_experiences: ExperienceEntry[];
  languages: { italian_spoken: string; italian_written: string; english_spoken: string; english_written: string; other: OtherLanguage[] };
  computer_knowledge: string;
  preferred_working_area: string;
  working_area: string;
  curriculum: File | null;
  privacy: boolean;
};

/** Where the visitor is: a numbered step, the summary before sending, or done. */
export type Stage = CareerStep | 'summary' | 'done';

export const STEPS = Array.from({ length: CAREER_STEP_COUNT }, (_, i) => (i + 1) as CareerStep);

export const emptyEducation = (): EducationEntry => ({ level: '', year: '', vote: '', specification: '' });
export const emptyExperience = (): ExperienceEntry => ({ role: '', agency: '', period: '', contract_type: '', main_activities: '' });
export const emptyLanguage = (): OtherLanguage => ({ language: '', spoken: '', written: '' });

export function emptyValues(): WizardValues {
  return {
    sector: '',
    opened_position: '',
    site: '',
    name: '',
    surname: '',
    email: '',
    phone: '',
    gender: '',
    birth_date: '',
    driving_license: '',
    residence_region: '',
    residence_district: '',
    residence_municipality: '',
    domicile_region: '',
    domicile_district: '',
    domicile_municipality: '',
    vehicle: '',
    protected_categories: '',
    current_employment: '',
    education: [emptyEducation()],
    work_experiences: [],
    languages: { italian_spoken: '', italian_written: '', english_spoken: '', english_written: '', other: [] },
    computer_knowledge: '',
    preferred_working_area: '',
    working_area: '',
    curriculum: null,
    privacy: false,
  };
}

/** The top-level fields of each step (server errors are sent back to the step that owns them). */
export const STEP_FIELDS: Record<CareerStep, readonly (keyof WizardValues)[]> = {
  1: ['sector', 'opened_position'],
  2: ['site'],
  3: PERSONAL_DETAIL_FIELDS,
  4: ['education'],
  5: ['work_experiences'],
  6: ['languages', 'computer_knowledge'],
  7: ['preferred_working_area', 'working_area'],
  8: ['curriculum', 'privacy'],
};

/** The step that owns a field path (`education.0.year` → 4); unknown paths belong to the summary. */
export function stepOfField(path: string): CareerStep | null {
  const top = path.split('.')[0];
  return STEPS.find((step) => (STEP_FIELDS[step] as readonly string[]).includes(top ?? '')) ?? null;
}

/** The earliest step among some field paths, or null when none is known. */
export function firstStepOf(paths: readonly string[]): CareerStep | null {
  const steps = paths.map(stepOfField).filter((s): s is CareerStep => s !== null);
  return steps.length ? (Math.min(...steps) as CareerStep) : null;
}

export function nextStage(stage: Stage): Stage {
  if (stage === 'summary' || stage === 'done') return stage;
  return stage === CAREER_STEP_COUNT ? 'summary' : ((stage + 1) as CareerStep);
}

export function previousStage(stage: Stage): Stage {
  if (stage === 'summary') return CAREER_STEP_COUNT as CareerStep;
  if (stage === 'done' || stage === 1) return stage;
  return (stage - 1) as CareerStep;
}

export type PositionChoice = { id: string; title: string; sector: string; site: string; workingArea: string | null };

/** Applying to a position fills its sector, site and area; a spontaneous application clears the position. */
export function applyPosition(values: WizardValues, position: PositionChoice | null): WizardValues {
  if (!position) return { ...values, opened_position: '', working_area: '' };
  return {
    ...values,
    opened_position: position.id,
    sector: position.sector,
    site: position.site,
    working_area: position.workingArea ?? '',
    preferred_working_area: position.workingArea ?? values.preferred_working_area,
  };
}

/** What is sent as the application's `data` (the CV travels as a file next to it). */
export function applicationData(values: WizardValues): Omit<WizardValues, 'curriculum'> {
  const { curriculum: _file, ...rest } = values;
  return rest;
}

// ---------------------------------------------------------------------------------------------
// The draft in session storage: one tab, survives a reload, gone when the tab closes or after sending.
// ---------------------------------------------------------------------------------------------

export const DRAFT_KEY = 'brina:careers-application';
const DRAFT_VERSION = 1;

export type Draft = {
  values: WizardValues;
  stage: Stage;
  /** The idempotency key of this application: a retry after a timeout stores it once. */
  submissionKey: string;
};

type StoredDraft = { version: number; stage: Stage; submissionKey: string; values: Omit<WizardValues, 'curriculum'> };

/** A new submission key: 32 hex characters from the browser's random source. */
export function newClientSubmissionKey(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  return Array.from(random(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function serializeDraft(draft: Draft): string {
  const stored: StoredDraft = { version: DRAFT_VERSION, stage: draft.stage, submissionKey: draft.submissionKey, values: applicationData(draft.values) };
  return JSON.stringify(stored);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

function rows<T extends Record<string, string>>(value: unknown, empty: () => T, max: number): T[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isObject)
    .slice(0, max)
    .map((row) => {
      const base = empty();
      for (const key of Object.keys(base) as (keyof T)[]) base[key] = text(row[key as string]) as T[keyof T];
      return base;
    });
}

function isStage(value: unknown): value is Stage {
  return value === 'summary' || (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= CAREER_STEP_COUNT);
}

/**
 * Reads a stored draft back, keeping only known fields with the right types (the storage belongs
 * to the visitor: anything odd is dropped). The CV is never stored, so a draft that had reached
 * the summary resumes at the attachments step.
 */
export function parseDraft(raw: string | null): Draft | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(parsed) || parsed.version !== DRAFT_VERSION || !isObject(parsed.values) || typeof parsed.submissionKey !== 'string') return null;
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(parsed.submissionKey)) return null;
  const given = parsed.values;
  const values = emptyValues();
  for (const key of Object.keys(values) as (keyof WizardValues)[]) {
    if (typeof values[key] === 'string') (values as Record<string, unknown>)[key] = text(given[key]);
  }
  const education = rows(given.education, emptyEducation, 8);
  values.education = education.length ? education : [emptyEducation()];
  values.work_experiences = rows(given.work_experiences, emptyExperience, 20);
  const languages = isObject(given.languages) ? given.languages : {};
  values.languages = {
    italian_spoken: text(languages.italian_spoken),
    italian_written: text(languages.italian_written),
    english_spoken: text(languages.english_spoken),
    english_written: text(languages.english_written),
    other: rows(languages.other, emptyLanguage, 6),
  };
  values.privacy = given.privacy === true;
  const stage = isStage(parsed.stage) ? parsed.stage : 1;
  return {
    values,
    stage: stage === 'summary' ? (CAREER_STEP_COUNT as CareerStep) : stage,
    submissionKey: parsed.submissionKey,
  };
}

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's session storage, or null where there is none (private modes can refuse it). */
export function sessionDraftStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadDraft(storage: DraftStorage | null): Draft | null {
  try {
    return parseDraft(storage?.getItem(DRAFT_KEY) ?? null);
  } catch {
    return null;
  }
}

export function saveDraft(storage: DraftStorage | null, draft: Draft): void {
  try {
    storage?.setItem(DRAFT_KEY, serializeDraft(draft));
  } catch {
    // A full or refused storage only loses the resume feature.
  }
}

export function clearDraft(storage: DraftStorage | null): void {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** The CV's size for people: "312 KB", "1,4 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('it-IT', { maximumFractionDigits: 1 })} MB`;
}

/** What `POST /api/careers` answers: stored, or why not (field messages come from the shared schema). */
export type ApplicationAnswer =
  { ok: true; duplicate: boolean } | { ok: false; error: 'invalid' | 'bot' | 'rate_limited' | 'unavailable' | 'failed'; fieldErrors?: Record<string, string> };
