'use client';
// Region → province → municipality, for the residence and the domicile. Regions and provinces come
// with the page; a province's municipalities are asked for only once it is chosen (one request per
// province, shared by both places and kept for the page's life).
import { useEffect, useSyncExternalStore } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { District, Geography, Municipality } from '@/lib/cms/careers';
import type { WizardValues } from '@/lib/careers/wizard-state';
import { FieldError, INPUT_CLASS, RequiredMark, describedBy } from '../forms/fields';
import { FieldGroup, SelectField, fieldId, useFieldError } from './wizard-fields.client';

type MunicipalityList = { status: 'loading' } | { status: 'ok'; items: Municipality[] } | { status: 'failed' };

// One list per province for the page's life, shared by the residence and the domicile selects.
const LOADING: MunicipalityList = { status: 'loading' };
const lists = new Map<string, MunicipalityList>();
const listeners = new Set<() => void>();

function settle(abbreviation: string, list: MunicipalityList): void {
  lists.set(abbreviation, list);
  for (const listener of listeners) listener();
}

/** Asks the site's own route for a province's municipalities, unless they are loaded or loading. */
export function loadMunicipalities(abbreviation: string): void {
  const known = lists.get(abbreviation);
  if (known && known.status !== 'failed') return;
  settle(abbreviation, LOADING);
  fetch(`/api/geo/municipalities?district=${encodeURIComponent(abbreviation)}`, { headers: { Accept: 'application/json' } })
    .then(async (response): Promise<MunicipalityList> => {
      if (!response.ok) return { status: 'failed' };
      const body = (await response.json()) as { municipalities?: Municipality[] };
      return Array.isArray(body.municipalities) ? { status: 'ok', items: body.municipalities } : { status: 'failed' };
    })
    .catch((): MunicipalityList => ({ status: 'failed' }))
    .then((list) => settle(abbreviation, list));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function useMunicipalities(abbreviation: string): MunicipalityList {
  const list = useSyncExternalStore(
    subscribe,
    () => lists.get(abbreviation) ?? LOADING,
    () => LOADING,
  );
  useEffect(() => loadMunicipalities(abbreviation), [abbreviation]);
  return list;
}

export type PlaceTexts = {
  region: string;
  district: string;
  municipality: string;
  select: string;
  selectRegionFirst: string;
  selectDistrictFirst: string;
  loading: string;
  failed: string;
  retry: string;
};

type Place = 'residence' | 'domicile';

export function PlaceFields({
  place,
  legend,
  required,
  geography,
  texts,
}: {
  place: Place;
  legend: string;
  required: boolean;
  geography: Geography;
  texts: PlaceTexts;
}) {
  const { setValue } = useFormContext<WizardValues>();
  const [regionName, districtName] = useWatch<WizardValues, [`${Place}_region`, `${Place}_district`]>({ name: [`${place}_region`, `${place}_district`] });
  const region = geography.regions.find((r) => r.name === regionName);
  const districts = region ? geography.districts.filter((d) => d.regionCode === region.code) : [];
  const district = districts.find((d) => d.name === districtName);
  const clear = (...fields: ('district' | 'municipality')[]) => {
    for (const field of fields) setValue(`${place}_${field}`, '', { shouldDirty: true });
  };
  return (
    <FieldGroup legend={legend}>
      <div className="grid gap-4 md:grid-cols-3">
        <SelectField
          name={`${place}_region`}
          label={texts.region}
          required={required}
          placeholder={texts.select}
          choices={geography.regions.map((r) => ({ code: r.name, label: r.name }))}
          onChange={() => clear('district', 'municipality')}
        />
        <SelectField
          name={`${place}_district`}
          label={texts.district}
          required={required}
          placeholder={region ? texts.select : texts.selectRegionFirst}
          disabled={!region}
          choices={districts.map((d) => ({ code: d.name, label: `${d.name} (${d.abbreviation})` }))}
          onChange={() => clear('municipality')}
        />
        <MunicipalityField place={place} district={district ?? null} required={required} texts={texts} />
      </div>
    </FieldGroup>
  );
}

function MunicipalityField({ place, district, required, texts }: { place: Place; district: District | null; required: boolean; texts: PlaceTexts }) {
  const name = `${place}_municipality` as const;
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <div data-municipality-district={district?.abbreviation ?? ''}>
      <label htmlFor={id} className="font-semibold">
        {texts.municipality}
        <RequiredMark required={required} />
      </label>
      {district ? (
        <MunicipalitySelect key={district.abbreviation} name={name} abbreviation={district.abbreviation} required={required} error={error} texts={texts} />
      ) : (
        <select id={id} disabled aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error)} className={INPUT_CLASS}>
          <option value="">{texts.selectDistrictFirst}</option>
        </select>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

function MunicipalitySelect({
  name,
  abbreviation,
  required,
  error,
  texts,
}: {
  name: `${Place}_municipality`;
  abbreviation: string;
  required: boolean;
  error?: string;
  texts: PlaceTexts;
}) {
  const { register, getValues } = useFormContext<WizardValues>();
  const list = useMunicipalities(abbreviation);
  const id = fieldId(name);
  if (list.status === 'failed') {
    return (
      <div role="alert" className="mt-1 rounded-lg border border-berry bg-white p-2 text-sm">
        <p>{texts.failed}</p>
        <button type="button" onClick={() => loadMunicipalities(abbreviation)} className="mt-1 font-semibold text-leaf-dark underline">
          {texts.retry}
        </button>
      </div>
    );
  }
  if (list.status === 'loading') {
    // Shows the chosen town while its province's list loads (a restored draft).
    const chosen = getValues(name);
    return (
      <select id={id} disabled aria-busy="true" aria-describedby={describedBy(id, error)} className={INPUT_CLASS}>
        <option value="">{chosen || texts.loading}</option>
      </select>
    );
  }
  return (
    <select
      id={id}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, error)}
      className={INPUT_CLASS}
      data-municipalities={list.items.length}
      {...register(name)}
    >
      <option value="">{texts.select}</option>
      {list.items.map((m) => (
        <option key={m.code} value={m.name}>
          {m.name}
        </option>
      ))}
    </select>
  );
}
