// CAP resolution on the real municipality list: listed CAPs, city zones, nearby codes, refusals.
import { describe, expect, it } from 'vitest';
import { buildCapIndex, normalizeCap, resolveCap, ZONED_CITIES } from '@/lib/stores/cap';
import { MUNICIPALITIES } from './fixtures/data';

const index = buildCapIndex(MUNICIPALITIES);
const names = (cap: string) => {
  const r = resolveCap(cap, index);
  return r.ok ? r.value.municipalities.map((m) => m.name) : r.reason;
};
const matchOf = (cap: string) => {
  const r = resolveCap(cap, index);
  return r.ok ? r.value.match : r.reason;
};

describe('CAP format', () => {
  it('accepts exactly five digits, trimming surrounding spaces', () => {
    expect(normalizeCap('40033')).toBe('40033');
    expect(normalizeCap(' 00153 ')).toBe('00153');
  });
  it('refuses letters, other lengths, inner spaces and empty input', () => {
    for (const bad of ['abcde', '2013a', 'I-20135', '2013', '201350', '20 135', '', '   ', '２０１３５', null, undefined]) {
      expect(normalizeCap(bad)).toBeNull();
      expect(resolveCap(bad, index)).toEqual({ ok: false, reason: 'format' });
    }
  });
});

describe('CAP resolution', () => {
  it('a plain CAP resolves to its municipality', () => {
    expect(names('40033')).toEqual(['Casalecchio di Reno']);
    expect(matchOf('40033')).toBe('listed');
    const r = resolveCap('40033', index);
    expect(r.ok && r.value.municipalities[0]?.province).toBe('BO');
  });

  it('the real CAP of a provincial capital the data lists wrongly resolves to it', () => {
    expect(names('07100')).toEqual(['Sassari']);
    expect(names('04100')).toEqual(['Latina']);
  });

  it('a CAP shared by several towns resolves to all of them, sorted by name', () => {
    const towns = names('92010');
    expect(towns).toHaveLength(MUNICIPALITIES.filter((m) => m.caps.includes('92010')).length);
    expect(towns).toContain('Lampedusa e Linosa');
    expect([...(towns as string[])].sort((a, b) => a.localeCompare(b, 'it'))).toEqual(towns);
  });

  it('a Milano CAP missing from the list resolves to Milano', () => {
    expect(MUNICIPALITIES.some((m) => m.caps.includes('20135'))).toBe(false);
    expect(names('20135')).toEqual(['Milano']);
    expect(matchOf('20135')).toBe('city-zone');
    expect(names('20121')).toEqual(['Milano']);
    expect(names('20162')).toEqual(['Milano']);
  });

  it('a Roma CAP resolves to Roma, and so do the ends of its range and its old generic code', () => {
    for (const cap of ['00153', '00118', '00199', '00100']) expect(names(cap)).toEqual(['Roma']);
  });

  it('the other zoned cities resolve across their whole range', () => {
    expect(names('10135')).toEqual(['Torino']);
    expect(names('80135')).toEqual(['Napoli']);
    expect(names('16145')).toEqual(['Genova']);
    expect(names('40127')).toEqual(['Bologna']);
    expect(names('50136')).toEqual(['Firenze']);
    expect(names('30174')).toEqual(['Venezia']);
    expect(names('47923')).toEqual(['Rimini']);
  });

  it('a non-existent CAP is refused', () => {
    // 20163: just past Milano's last zone; 20999: Monza's prefix, but Monza has one CAP; 13101: Vercelli has only 13100.
    for (const cap of ['00000', '99999', '20999', '20163', '00117', '13101', '20901', '10157']) {
      expect(resolveCap(cap, index), cap).toEqual({ ok: false, reason: 'unknown' });
    }
  });

  it('an unlisted code in a routing area resolves to the town with the closest listed code', () => {
    // 55044 (Marina di Pietrasanta) is a hamlet's own code; the area lists 55040…55049 but not it.
    expect(MUNICIPALITIES.some((m) => m.caps.includes('55044'))).toBe(false);
    expect(names('55044')).toEqual(['Pietrasanta']);
    expect(matchOf('55044')).toBe('nearby-code');
  });
});

describe('zoned cities table against the data', () => {
  const byCode = new Map(MUNICIPALITIES.map((m) => [m.code, m]));
  it.each(ZONED_CITIES.map((z) => [byCode.get(z.code)?.name ?? z.code, z] as const))(
    '%s: the listed CAP is in its range, no other town lists one there',
    (_name, z) => {
      const city = byCode.get(z.code);
      expect(city).toBeDefined();
      const inZone = (cap: string) => (cap >= z.first && cap <= z.last) || cap === z.generic;
      expect(city?.caps.some(inZone)).toBe(true);
      expect(z.first.slice(0, 3)).toBe(z.last.slice(0, 3));
      expect(MUNICIPALITIES.filter((m) => m.code !== z.code && m.caps.some(inZone)).map((m) => m.name)).toEqual([]);
      expect(names(z.first)).toEqual([city?.name]);
      expect(names(z.last)).toEqual([city?.name]);
    },
  );
});
