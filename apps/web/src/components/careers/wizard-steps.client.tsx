'use client';
// The fields of the wizard's eight steps. Each step renders inside the wizard's form; the
// wizard validates only the current step's schema when the visitor continues.
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CareerOption, CareerOptionGroupName, Geography } from '@/lib/cms/careers';
import { CAREER_SECTORS, CAREER_SITES, type CareerStep } from '@/lib/forms/careers-options';
import { emptyEducation, emptyExperience, emptyLanguage, fileSize, type WizardValues } from '@/lib/careers/wizard-state';
import { FieldError, Hint, RequiredMark } from '../forms/fields';
import { ListEntries } from './list-entries.client';
import { PlaceFields } from './place-fields.client';
import { CheckboxField, FieldGroup, RadioCards, SelectField, TextAreaField, TextField, fieldId, useFieldError, type Choice } from './wizard-fields.client';
import { fill, type WizardLabels, type WizardUi } from './wizard-types';

export type StepContext = {
  labels: WizardLabels;
  ui: WizardUi;
  options: Record<CareerOptionGroupName, CareerOption[]>;
  geography: Geography;
  cvMaxMb: number;
  privacyHref: string;
  /** The visitor came back to a saved application (the CV must be chosen again). */
  resumed: boolean;
  opensInNewTab: string;
};

const MAX_EDUCATION = 8;
const MAX_EXPERIENCES = 20;
const MAX_OTHER_LANGUAGES = 6;

const capitalized = (code: string) => code.charAt(0).toUpperCase() + code.slice(1);

/** The CMS's options of a fixed list (sector, site), in the list's order; codes stand in for missing labels. */
function fixedChoices(codes: readonly string[], given: CareerOption[]): Choice[] {
  return codes.map((code) => ({ code, label: given.find((o) => o.code === code)?.label ?? capitalized(code) }));
}

function SectorStep({ ctx }: { ctx: StepContext }) {
  return <RadioCards name="sector" label={ctx.labels.sector} required choices={fixedChoices(CAREER_SECTORS, ctx.options.sector)} />;
}

function SiteStep({ ctx }: { ctx: StepContext }) {
  return <RadioCards name="site" label={ctx.labels.site} required columns="sm:grid-cols-3" choices={fixedChoices(CAREER_SITES, ctx.options.site)} />;
}

/** The latest birth date allowed (16 years ago), for the date picker only; the schema decides. */
function latestBirthDate(): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear() - 16, today.getUTCMonth(), today.getUTCDate())).toISOString().slice(0, 10);
}

function PersonalStep({ ctx }: { ctx: StepContext }) {
  const { labels, ui, options } = ctx;
  const placeTexts = {
    region: labels.region,
    district: labels.district,
    municipality: labels.municipality,
    select: ui.select,
    selectRegionFirst: ui.selectRegionFirst,
    selectDistrictFirst: ui.selectDistrictFirst,
    loading: ui.loadingMunicipalities,
    failed: ui.municipalitiesFailed,
    retry: ui.retry,
  };
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 md:grid-cols-2">
        <TextField name="name" label={labels.name} required autoComplete="given-name" />
        <TextField name="surname" label={labels.surname} required autoComplete="family-name" />
        <TextField name="email" label={labels.email} required type="email" autoComplete="email" inputMode="email" />
        <TextField name="phone" label={labels.phone} required type="tel" autoComplete="tel" inputMode="tel" />
        <SelectField name="gender" label={labels.gender} required placeholder={ui.select} choices={options.gender} />
        <TextField name="birth_date" label={labels.birth_date} required type="date" autoComplete="bday" max={latestBirthDate()} min="1920-01-01" />
      </div>
      <PlaceFields place="residence" legend={labels.residence} required geography={ctx.geography} texts={placeTexts} />
      <PlaceFields place="domicile" legend={labels.domicile} required={false} geography={ctx.geography} texts={placeTexts} />
      <div className="grid gap-5 md:grid-cols-2">
        <SelectField name="driving_license" label={labels.driving_license} placeholder={ui.select} choices={options.driving_license} />
        <SelectField name="vehicle" label={labels.vehicle} required placeholder={ui.select} choices={options.vehicle} />
        <SelectField name="protected_categories" label={labels.protected_category} required placeholder={ui.select} choices={options.protected_category} />
        <SelectField name="current_employment" label={labels.current_employment} required placeholder={ui.select} choices={options.current_employment} />
      </div>
    </div>
  );
}

function yearChoices(): Choice[] {
  const thisYear = new Date().getFullYear();
  return Array.from({ length: thisYear - 1950 + 1 }, (_, i) => String(thisYear - i)).map((y) => ({ code: y, label: y }));
}

function EducationStep({ ctx }: { ctx: StepContext }) {
  const { labels, ui, options } = ctx;
  const listError = useFieldError('education');
  const years = yearChoices();
  return (
    <div className="grid gap-5">
      <FieldError id={fieldId('education')} error={listError} />
      <ListEntries
        kind="education"
        name="education"
        blank={emptyEducation}
        first="level"
        max={MAX_EDUCATION}
        keep={1}
        texts={{ entry: labels.education_entry, remove: labels.remove_education, add: labels.add_education }}
        columns="md:grid-cols-2"
      >
        {(index) => (
          <>
            <SelectField name={`education.${index}.level`} label={labels.education_level} required placeholder={ui.select} choices={options.education_level} />
            <SelectField name={`education.${index}.year`} label={labels.education_year} required placeholder={ui.select} choices={years} />
            <TextField name={`education.${index}.vote`} label={labels.education_vote} required />
            <TextField name={`education.${index}.specification`} label={labels.education_specification} required />
          </>
        )}
      </ListEntries>
    </div>
  );
}

function ExperienceStep({ ctx }: { ctx: StepContext }) {
  const { labels, ui, options } = ctx;
  return (
    <div className="grid gap-5">
      <ListEntries
        kind="experience"
        name="work_experiences"
        blank={emptyExperience}
        first="role"
        emptyNote={<p className="rounded-xl bg-frost p-4 text-ink-soft">{labels.no_experience}</p>}
        max={MAX_EXPERIENCES}
        texts={{ entry: labels.experience_entry, remove: labels.remove_experience, add: labels.add_experience }}
        columns="md:grid-cols-2"
      >
        {(index) => (
          <>
            <TextField name={`work_experiences.${index}.role`} label={labels.role} required />
            <TextField name={`work_experiences.${index}.agency`} label={labels.agency} required />
            <TextField name={`work_experiences.${index}.period`} label={labels.period} required hint={labels.period_hint} />
            <SelectField
              name={`work_experiences.${index}.contract_type`}
              label={labels.contract_type}
              placeholder={ui.select}
              choices={options.contract_type}
            />
            <TextAreaField name={`work_experiences.${index}.main_activities`} label={labels.main_activities} className="md:col-span-2" rows={3} />
          </>
        )}
      </ListEntries>
    </div>
  );
}

function SkillsStep({ ctx }: { ctx: StepContext }) {
  const { labels, ui, options } = ctx;
  const levels = options.language_level;
  const languages = options.language.filter((l) => l.code !== 'italian' && l.code !== 'english');
  return (
    <div className="grid gap-5">
      {(['italian', 'english'] as const).map((language) => (
        <FieldGroup key={language} legend={labels[language]}>
          <div className="grid gap-4 md:grid-cols-2">
            <SelectField name={`languages.${language}_spoken`} label={labels.spoken_level} placeholder={ui.select} choices={levels} />
            <SelectField name={`languages.${language}_written`} label={labels.written_level} placeholder={ui.select} choices={levels} />
          </div>
        </FieldGroup>
      ))}
      <div className="grid gap-4">
        <h4 className="font-semibold">{labels.other_languages}</h4>
        <ListEntries
          kind="language"
          name="languages.other"
          blank={emptyLanguage}
          first="language"
          max={MAX_OTHER_LANGUAGES}
          texts={{ entry: labels.language_entry, remove: labels.remove_language, add: labels.add_language }}
          columns="md:grid-cols-3"
        >
          {(index) => (
            <>
              <SelectField name={`languages.other.${index}.language`} label={labels.language} required placeholder={ui.select} choices={languages} />
              <SelectField name={`languages.other.${index}.spoken`} label={labels.spoken_level} placeholder={ui.select} choices={levels} />
              <SelectField name={`languages.other.${index}.written`} label={labels.written_level} placeholder={ui.select} choices={levels} />
            </>
          )}
        </ListEntries>
      </div>
      <TextAreaField name="computer_knowledge" label={labels.computer_skills} hint={labels.computer_skills_hint} rows={3} />
    </div>
  );
}

function AreaStep({ ctx }: { ctx: StepContext }) {
  return (
    <RadioCards
      name="preferred_working_area"
      label={ctx.labels.preferred_working_area}
      required
      columns="sm:grid-cols-2 lg:grid-cols-3"
      choices={ctx.options.working_area}
    />
  );
}

const CV_ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function AttachmentsStep({ ctx }: { ctx: StepContext }) {
  const { labels } = ctx;
  const { setValue } = useFormContext<WizardValues>();
  const file = useWatch<WizardValues, 'curriculum'>({ name: 'curriculum' });
  const error = useFieldError('curriculum');
  const id = fieldId('curriculum');
  const hint = [labels.curriculum_hint, ctx.resumed && !file ? labels.curriculum_again : ''].filter(Boolean).join(' ');
  return (
    <div className="grid gap-6">
      <div>
        <label htmlFor={id} className="font-semibold">
          {labels.curriculum}
          <RequiredMark required />
        </label>
        <Hint id={id} hint={hint} />
        <input
          id={id}
          type="file"
          accept={CV_ACCEPT}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, file ? `${id}-chosen` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          className="mt-2 block w-full rounded-lg border border-dashed border-ink-soft/60 bg-white p-3 file:mr-4 file:rounded-full file:border-0 file:bg-leaf file:px-4 file:py-2 file:font-semibold file:text-white aria-[invalid=true]:border-2 aria-[invalid=true]:border-berry"
          // Once the field has shown an error, a new choice is checked at once: the error goes (or changes).
          onChange={(event) => setValue('curriculum', event.target.files?.[0] ?? null, { shouldDirty: true, shouldValidate: Boolean(error) })}
        />
        {file ? (
          <p id={`${id}-chosen`} className="mt-2 text-sm" data-cv-chosen>
            {fill(labels.curriculum_chosen, { name: file.name, size: fileSize(file.size) })}
          </p>
        ) : null}
        <FieldError id={id} error={error} />
      </div>
      <CheckboxField name="privacy" label={labels.privacy} required>
        <p className="ml-8 mt-1 text-sm">
          <a href={ctx.privacyHref} target="_blank" rel="noopener" className="font-semibold text-leaf-dark underline">
            {labels.privacy_link}
            <span className="sr-only"> {ctx.opensInNewTab}</span>
          </a>
        </p>
      </CheckboxField>
    </div>
  );
}

const STEPS: Record<CareerStep, (props: { ctx: StepContext }) => ReactNode> = {
  1: SectorStep,
  2: SiteStep,
  3: PersonalStep,
  4: EducationStep,
  5: ExperienceStep,
  6: SkillsStep,
  7: AreaStep,
  8: AttachmentsStep,
};

export function StepFields({ step, ctx }: { step: CareerStep; ctx: StepContext }) {
  const Step = STEPS[step];
  return <Step ctx={ctx} />;
}
