'use client';
// The check before sending: every step's answers with their labels (codes shown as the CMS names
// them), each step with a button to change it.
import type { CareerOption, CareerOptionGroupName } from '@/lib/cms/careers';
import { STEPS, fileSize, type WizardValues } from '@/lib/careers/wizard-state';
import type { CareerStep } from '@/lib/forms/careers-options';
import { fill, type WizardLabels } from './wizard-types';

type Row = { label: string; value: string };

function labelOf(options: CareerOption[], code: string): string {
  return options.find((o) => o.code === code)?.label ?? code;
}

function place(region: string, district: string, municipality: string): string {
  return [municipality, district, region].filter(Boolean).join(', ');
}

export function summaryRows(
  step: CareerStep,
  values: WizardValues,
  labels: WizardLabels,
  options: Record<CareerOptionGroupName, CareerOption[]>,
  positionTitle: string | null,
): Row[] {
  const none = labels.not_given;
  const opt = (group: CareerOptionGroupName, code: string) => (code ? labelOf(options[group], code) : none);
  switch (step) {
    case 1:
      return [{ label: labels.sector, value: opt('sector', values.sector) }, ...(positionTitle ? [{ label: labels.step1, value: positionTitle }] : [])];
    case 2:
      return [{ label: labels.site, value: opt('site', values.site) }];
    case 3:
      return [
        { label: labels.name, value: values.name || none },
        { label: labels.surname, value: values.surname || none },
        { label: labels.email, value: values.email || none },
        { label: labels.phone, value: values.phone || none },
        { label: labels.gender, value: opt('gender', values.gender) },
        {
          label: labels.birth_date,
          value: values.birth_date ? new Date(`${values.birth_date}T12:00:00Z`).toLocaleDateString('it-IT', { timeZone: 'UTC' }) : none,
        },
        { label: labels.residence, value: place(values.residence_region, values.residence_district, values.residence_municipality) || none },
        { label: labels.domicile, value: place(values.domicile_region, values.domicile_district, values.domicile_municipality) || none },
        { label: labels.driving_license, value: opt('driving_license', values.driving_license) },
        { label: labels.vehicle, value: opt('vehicle', values.vehicle) },
        { label: labels.protected_category, value: opt('protected_category', values.protected_categories) },
        { label: labels.current_employment, value: opt('current_employment', values.current_employment) },
      ];
    case 4:
      return values.education.map((e, i) => ({
        label: fill(labels.education_entry, { n: i + 1 }),
        value: [opt('education_level', e.level), e.year, e.vote, e.specification].filter(Boolean).join(' · '),
      }));
    case 5:
      return values.work_experiences.length
        ? values.work_experiences.map((e, i) => ({
            label: fill(labels.experience_entry, { n: i + 1 }),
            value: [e.role, e.agency, e.period, e.contract_type ? opt('contract_type', e.contract_type) : '', e.main_activities].filter(Boolean).join(' · '),
          }))
        : [{ label: labels.step5, value: labels.none }];
    case 6: {
      const level = (code: string) => (code ? labelOf(options.language_level, code) : none);
      const { languages } = values;
      return [
        {
          label: labels.italian,
          value: `${labels.spoken_level}: ${level(languages.italian_spoken)} · ${labels.written_level}: ${level(languages.italian_written)}`,
        },
        {
          label: labels.english,
          value: `${labels.spoken_level}: ${level(languages.english_spoken)} · ${labels.written_level}: ${level(languages.english_written)}`,
        },
        ...languages.other.map((l, i) => ({
          label: fill(labels.language_entry, { n: i + 1 }),
          value: `${opt('language', l.language)} · ${labels.spoken_level}: ${level(l.spoken)} · ${labels.written_level}: ${level(l.written)}`,
        })),
        { label: labels.computer_skills, value: values.computer_knowledge || none },
      ];
    }
    case 7:
      return [{ label: labels.preferred_working_area, value: opt('working_area', values.preferred_working_area) }];
    case 8:
      return [
        { label: labels.curriculum, value: values.curriculum ? `${values.curriculum.name} (${fileSize(values.curriculum.size)})` : none },
        { label: labels.privacy, value: values.privacy ? labels.yes : labels.no },
      ];
  }
}

export function WizardSummary({
  values,
  labels,
  options,
  positionTitle,
  onEdit,
}: {
  values: WizardValues;
  labels: WizardLabels;
  options: Record<CareerOptionGroupName, CareerOption[]>;
  positionTitle: string | null;
  onEdit: (step: CareerStep) => void;
}) {
  return (
    <div className="grid gap-4" data-summary>
      {STEPS.map((step) => {
        const title = labels[`step${step}`];
        return (
          <section key={step} aria-labelledby={`careers-summary-${step}`} className="rounded-xl border border-line bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 id={`careers-summary-${step}`} className="font-serif text-lg font-semibold">
                {step}. {title}
              </h4>
              <button
                type="button"
                onClick={() => onEdit(step)}
                aria-label={fill(labels.edit_step, { step: title })}
                className="rounded-full px-3 py-1 font-semibold text-leaf-dark underline underline-offset-2 hover:bg-frost"
              >
                {labels.edit}
              </button>
            </div>
            <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[minmax(10rem,16rem)_1fr]" data-summary-step={step}>
              {summaryRows(step, values, labels, options, positionTitle).map((row) => (
                <div key={row.label} className="contents">
                  <dt className="text-sm font-semibold text-ink-soft">{row.label}</dt>
                  <dd className="mb-2 break-words sm:mb-0">{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
