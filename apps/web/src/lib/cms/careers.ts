// Work with us: open positions, the wizard's configuration (labels and options), the Italian
// geography of its cascading selects, and storing an application with its CV in the CMS.
import { settingNumber } from '../../../config.mjs';
import 'server-only';
import { CAREER_SECTORS, CAREER_SITES } from '../forms/careers';
import type { SubmissionRecord } from '../server/submissions';
import { CmsError, cmsGet, cmsPostForm } from './client';
import { CMS_TIMEOUT_MS } from './config';
import { idOf, list, listOf, num, rec, str, type Raw } from './read';
import { TAGS } from './tags';

export type CareerSector = (typeof CAREER_SECTORS)[number];
export type CareerSite = (typeof CAREER_SITES)[number];

export type JobPosition = {
  id: string;
  slug: string;
  title: string;
  site: CareerSite;
  sector: CareerSector;
  /** A `working_area` option code, when the position belongs to one. */
  workingArea: string | null;
  shortDescription: string;
};

export type CareerOption = { code: string; label: string };

/** Option groups of the careers configuration (the CMS component's `group` values). */
export const CAREER_OPTION_GROUPS = [
  'sector',
  'site',
  'gender',
  'education_level',
  'contract_type',
  'language',
  'language_level',
  'vehicle',
  'protected_category',
  'current_employment',
  'working_area',
  'driving_license',
] as const;
export type CareerOptionGroupName = (typeof CAREER_OPTION_GROUPS)[number];

export type CareersConfiguration = {
  intro: string | null;
  /** Editable labels of the wizard (`step1`, `gender`, `back`, `success`...). */
  labels: Record<string, string>;
  groups: Record<CareerOptionGroupName, CareerOption[]>;
  cvMaxMb: number;
};

export type Region = { code: string; name: string };
export type District = { code: string; name: string; abbreviation: string; regionCode: string };
export type Municipality = { code: string; name: string };
export type Geography = { regions: Region[]; districts: District[] };

const POSITIONS_TAGS = [TAGS.type('job-position')];
const CONFIGURATION_TAGS = [TAGS.type('application-configuration')];
const DEFAULT_CV_MAX_MB = 5;
// Strapi's page limit (config/api.ts); the largest province (Torino) has 312 municipalities.
const MUNICIPALITY_PAGE = 250;
const MAX_MUNICIPALITY_PAGES = 4;
// An upload of up to 5 MB to a busy CMS: longer than a read, still bounded.
const UPLOAD_TIMEOUT_MS = Math.max(CMS_TIMEOUT_MS, settingNumber('CMS_UPLOAD_TIMEOUT_MS'));

const isSector = (v: string | null): v is CareerSector => (CAREER_SECTORS as readonly (string | null)[]).includes(v);
const isSite = (v: string | null): v is CareerSite => (CAREER_SITES as readonly (string | null)[]).includes(v);

export function mapJobPosition(raw: Raw): JobPosition | null {
  const title = str(raw, 'title');
  const slug = str(raw, 'slug');
  const site = str(raw, 'site');
  const sector = str(raw, 'sector');
  if (!title || !slug || !isSite(site) || !isSector(sector)) return null;
  return { id: idOf(raw), slug, title, site, sector, workingArea: str(raw, 'working_area'), shortDescription: str(raw, 'short_description') ?? '' };
}

/** The published open positions, in the editors' order. */
export async function listJobPositions(): Promise<JobPosition[]> {
  const { data } = await cmsGet('/api/job-positions', {
    query: {
      sort: ['order:asc', 'title:asc'],
      pagination: { pageSize: 100 },
      fields: ['title', 'slug', 'site', 'sector', 'working_area', 'short_description', 'order'],
    },
    tags: POSITIONS_TAGS,
  });
  return listOf(data, mapJobPosition);
}

function emptyGroups(): Record<CareerOptionGroupName, CareerOption[]> {
  return Object.fromEntries(CAREER_OPTION_GROUPS.map((g) => [g, []])) as unknown as Record<CareerOptionGroupName, CareerOption[]>;
}

export function mapConfiguration(value: unknown): CareersConfiguration | null {
  const raw = rec(value);
  if (!raw) return null;
  const labels: Record<string, string> = {};
  for (const [key, label] of Object.entries(rec(raw.labels) ?? {})) if (typeof label === 'string' && label.trim() !== '') labels[key] = label;
  const groups = emptyGroups();
  const given = rec(raw.groups);
  for (const group of CAREER_OPTION_GROUPS) {
    for (const option of list(given?.[group])) {
      const code = str(option, 'code');
      const label = str(option, 'label');
      if (code && label) groups[group].push({ code, label });
    }
  }
  return { intro: str(raw, 'intro'), labels, groups, cvMaxMb: num(raw, 'cv_max_mb') ?? DEFAULT_CV_MAX_MB };
}

/** `GET /api/applications/configuration`: null when the CMS has none for that locale. */
export async function getCareersConfiguration(locale: 'it' | 'en' = 'it'): Promise<CareersConfiguration | null> {
  try {
    const { data } = await cmsGet('/api/applications/configuration', { query: { locale }, tags: CONFIGURATION_TAGS });
    return mapConfiguration(data);
  } catch (error) {
    if (error instanceof CmsError && error.status === 404) return null;
    throw error;
  }
}

/** The option codes of each group, as the careers schemas check them. */
export function optionCodes(config: CareersConfiguration): Record<CareerOptionGroupName, string[]> {
  return Object.fromEntries(CAREER_OPTION_GROUPS.map((g) => [g, config.groups[g].map((o) => o.code)])) as unknown as Record<CareerOptionGroupName, string[]>;
}

/** Regions and provinces (spec: page size 150), small enough to ship with the page. */
export async function getGeography(): Promise<Geography> {
  const [regions, districts] = await Promise.all([
    cmsGet('/api/regions', { query: { pagination: { pageSize: 150 }, fields: ['code', 'name'], sort: 'name:asc' }, tags: [TAGS.type('region')] }),
    cmsGet('/api/districts', {
      query: { pagination: { pageSize: 150 }, fields: ['code', 'name', 'abbreviation'], populate: { region: { fields: ['code'] } }, sort: 'name:asc' },
      tags: [TAGS.type('district'), TAGS.type('region')],
    }),
  ]);
  return {
    regions: list(regions.data).flatMap((r) => {
      const code = str(r, 'code');
      const name = str(r, 'name');
      return code && name ? [{ code, name }] : [];
    }),
    districts: list(districts.data).flatMap((d) => {
      const code = str(d, 'code');
      const name = str(d, 'name');
      const abbreviation = str(d, 'abbreviation');
      const regionCode = str(rec(d.region), 'code');
      return code && name && abbreviation && regionCode ? [{ code, name, abbreviation, regionCode }] : [];
    }),
  };
}

/**
 * The municipalities of one province, by its abbreviation (FC, RO...). An abbreviation that is not
 * a known province answers null without asking the CMS; each province's list is cached.
 */
export async function listMunicipalities(abbreviation: string): Promise<Municipality[] | null> {
  const { districts } = await getGeography();
  if (!districts.some((d) => d.abbreviation === abbreviation)) return null;
  const out: Municipality[] = [];
  for (let page = 1; page <= MAX_MUNICIPALITY_PAGES; page += 1) {
    const { data, meta } = await cmsGet('/api/municipalities', {
      query: {
        filters: { district_abbreviation: { $eq: abbreviation } },
        fields: ['code', 'name'],
        sort: ['name:asc'],
        pagination: { page, pageSize: MUNICIPALITY_PAGE },
      },
      tags: [TAGS.type('municipality')],
    });
    for (const m of list(data)) {
      const code = str(m, 'code');
      const name = str(m, 'name');
      if (code && name) out.push({ code, name });
    }
    if (page >= (meta?.pagination?.pageCount ?? 1)) break;
  }
  return out.sort((a, b) => a.name.localeCompare(b.name, 'it'));
}

export type ApplicationOutcome =
  | { kind: 'stored'; documentId: string; duplicate: boolean; mailSent: boolean; record: SubmissionRecord }
  /** The CMS refused it: `code` is its reason (`cv_type`, `cv_too_large`, `cv_empty`, `cv_required`, `invalid`...). */
  | { kind: 'refused'; field: string | null; code: string; message: string };

type StrapiError = { message?: unknown; details?: { errors?: { path?: unknown[]; code?: unknown; message?: unknown }[] } };

function refusal(body: unknown): { field: string | null; code: string; message: string } {
  const error = (rec(body)?.error ?? null) as StrapiError | null;
  const first = error?.details?.errors?.[0];
  const field = Array.isArray(first?.path) && first.path.length > 0 ? first.path.map(String).join('.') : null;
  return {
    field,
    code: typeof first?.code === 'string' ? first.code : 'invalid',
    message: typeof first?.message === 'string' ? first.message : typeof error?.message === 'string' ? error.message : 'Refused',
  };
}

/**
 * Stores a job application: multipart `data` (the record) and `files.curriculum`, with the
 * server-only write token. `stored` means the CMS has it (a repeated submission key answers the
 * first record); a timeout or an unreachable CMS throws `CmsUnavailableError`.
 */
export async function submitApplication(record: SubmissionRecord, curriculum: Blob, fileName: string): Promise<ApplicationOutcome> {
  const form = new FormData();
  form.append('data', JSON.stringify(record));
  form.append('files.curriculum', curriculum, fileName);
  const result = await cmsPostForm('/api/job-applications', form, UPLOAD_TIMEOUT_MS);
  if (result.ok) {
    const stored = rec(rec(result.body)?.data);
    const documentId = stored ? str(stored, 'documentId') : null;
    if (!stored || !documentId) throw new CmsError('The CMS stored the application but answered no documentId', result.status, '/api/job-applications');
    const duplicate = rec(rec(result.body)?.meta)?.duplicate === true;
    return { kind: 'stored', documentId, duplicate, mailSent: stored.mail_sent === true, record: { ...record, ...stored } };
  }
  if (result.status === 400 || result.status === 413) return { kind: 'refused', ...refusal(result.body) };
  throw new CmsError(`CMS answered ${result.status} for a job application`, result.status, '/api/job-applications');
}
