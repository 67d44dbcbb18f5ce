// Regions, districts (provinces) and municipalities from data/italy (ISTAT + Wikidata, see its README).
import fs from 'node:fs';
import path from 'node:path';
import { createId } from '@paralleldrive/cuid2';
import type { SeedContext } from './context';

type Region = { code: string; name: string };
type Province = { code: string; name: string; abbreviation: string; regionCode: string };
export type Municipality = { code: string; name: string; provinceAbbreviation: string; regionCode: string; caps: string[]; lat: number; lon: number };

const DATA_DIR = path.resolve(process.cwd(), 'data/italy');

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(DATA_DIR, file), 'utf8')) as T;
}

export function loadMunicipalities(): Municipality[] {
  return readJson<Municipality[]>('municipalities.json');
}

export async function seedGeography(ctx: SeedContext) {
  const regions = readJson<Region[]>('regions.json');
  const provinces = readJson<Province[]>('provinces.json');
  for (const r of regions) {
    ctx.ids.set('api::region.region', r.code, await ctx.writer.upsert('api::region.region', { code: r.code }, () => ({ name: r.name, code: r.code })));
  }
  const provinceCode = new Map<string, string>();
  for (const p of provinces) {
    provinceCode.set(p.abbreviation, p.code);
    ctx.ids.set(
      'api::district.district',
      p.abbreviation,
      await ctx.writer.upsert('api::district.district', { code: p.code }, () => ({
        name: p.name,
        code: p.code,
        abbreviation: p.abbreviation,
        region: ctx.ids.get('api::region.region', p.regionCode),
      })),
    );
  }

  // 7,896 rows: written in bulk (the document service would take minutes one by one).
  const uid = 'api::municipality.municipality';
  const existing = new Set((await ctx.strapi.db.query(uid).findMany({ select: ['code'] })).map((m: { code: string }) => m.code));
  const now = new Date();
  const rows = loadMunicipalities()
    .filter((m) => !existing.has(m.code))
    .map((m) => ({
      documentId: createId(),
      name: m.name,
      code: m.code,
      district_abbreviation: m.provinceAbbreviation,
      district_code: provinceCode.get(m.provinceAbbreviation) ?? '',
      region_code: m.regionCode,
      postal_codes: m.caps,
      postal_code: m.caps[0] ?? null,
      latitude: m.lat,
      longitude: m.lon,
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
    }));
  for (let i = 0; i < rows.length; i += 400) await ctx.strapi.db.query(uid).createMany({ data: rows.slice(i, i + 400) });
}
