// Work with us (`/it/lavora-con-noi`, consumer mode, Italian only): why work at the cooperative,
// the open positions from the CMS with "Candidati", the spontaneous application and the wizard.
import { getTranslations } from 'next-intl/server';
import type { CareersConfiguration, JobPosition } from '@/lib/cms/careers';
import type { PositionChoice } from '@/lib/careers/wizard-state';
import { genericFormError } from '@/lib/forms/messages';
import { homePath, pathFor } from '@/lib/routing/paths';
import { CAREERS_PATH, type CareersData } from '@/loaders/careers';
import { PageCrumbs, PageHeading } from '../editorial/page-header';
import { ApplyButton } from './apply-button.client';
import { CareersWizard } from './careers-wizard.client';
import type { WizardErrors, WizardLabels, WizardUi } from './wizard-types';

// Messages are compiled at build time (next.config.ts), so `t.raw` no longer returns text. The
// wizard fills its templates in the browser: each placeholder the careers messages use is given
// back to itself, so `t` returns the template text with `{n}`, `{step}`… still in place.
const SLOTS = { n: '{n}', name: '{name}', size: '{size}', step: '{step}', title: '{title}', total: '{total}' } as const;
type Translate = Awaited<ReturnType<typeof getTranslations<'careers'>>>;

/** The namespace's entries under `group` (or its listed keys) as template strings. */
function templates(t: Translate, keys: readonly string[], group?: 'labels' | 'errors'): Record<string, string> {
  const tr = t as unknown as (key: string, values: typeof SLOTS) => string;
  return Object.fromEntries(keys.map((key) => [key, tr(group ? `${group}.${key}` : key, SLOTS)]));
}
const WHY = ['fields', 'growth', 'sites'] as const;
const UI_KEYS = [
  'wizardTitle',
  'applyingFor',
  'applyingSpontaneous',
  'makeSpontaneous',
  'requiredNote',
  'progress',
  'stepOf',
  'stepDone',
  'stepCurrent',
  'loading',
  'noscript',
  'resumed',
  'startOver',
  'select',
  'selectRegionFirst',
  'selectDistrictFirst',
  'loadingMunicipalities',
  'municipalitiesFailed',
  'retry',
  'required',
] as const satisfies readonly (keyof WizardUi)[];

function optionLabel(config: CareersConfiguration, group: 'site' | 'sector', code: string): string {
  return config.groups[group].find((o) => o.code === code)?.label ?? code;
}

function PositionCard({
  position,
  config,
  t,
}: {
  position: JobPosition;
  config: CareersConfiguration;
  t: Awaited<ReturnType<typeof getTranslations<'careers'>>>;
}) {
  const titleId = `position-${position.slug}`;
  return (
    <li className="flex flex-col rounded-2xl bg-white p-6 ring-1 ring-line" data-job-position={position.slug}>
      <h3 id={titleId} className="font-serif text-xl font-semibold">
        {position.title}
      </h3>
      <dl className="mt-3 flex flex-wrap gap-2 text-sm">
        <div className="rounded-full bg-frost px-3 py-1">
          <dt className="sr-only">{t('positionSite')}</dt>
          <dd>{optionLabel(config, 'site', position.site)}</dd>
        </div>
        <div className="rounded-full bg-frost px-3 py-1">
          <dt className="sr-only">{t('positionSector')}</dt>
          <dd>{optionLabel(config, 'sector', position.sector)}</dd>
        </div>
      </dl>
      <p className="mt-3 flex-1 text-ink-soft">{position.shortDescription}</p>
      <div className="mt-5">
        <ApplyButton positionId={position.id} label={t('apply')} accessibleLabel={t('applyFor', { title: position.title })} />
      </div>
    </li>
  );
}

export async function CareersPage({ config, geography, positions }: CareersData) {
  const [t, ta] = await Promise.all([getTranslations({ locale: 'it', namespace: 'careers' }), getTranslations({ locale: 'it', namespace: 'a11y' })]);
  const title = t('title');
  // The CMS's editable labels win over the built-in Italian ones.
  const labels = { ...(templates(t, Object.keys(t.raw('labels') as object), 'labels') as WizardLabels), ...(config?.labels ?? {}) } as WizardLabels;
  const ui = templates(t, UI_KEYS) as WizardUi;
  const errors = templates(t, Object.keys(t.raw('errors') as object), 'errors') as WizardErrors;
  const choices: PositionChoice[] = positions.map((p) => ({ id: p.id, title: p.title, sector: p.sector, site: p.site, workingArea: p.workingArea }));
  return (
    <div data-careers-page>
      <PageCrumbs homeHref={homePath('it', 'B2C')} crumbs={[{ label: title, href: CAREERS_PATH }]} />
      <PageHeading eyebrow={t('eyebrow')} title={title} intro={config?.intro ?? t('intro')} wide />
      <div className="mx-auto max-w-7xl space-y-14 px-4 pb-16 pt-10">
        <section aria-labelledby="careers-why" className="rounded-3xl bg-frost p-6 md:p-10">
          <h2 id="careers-why" className="font-serif text-3xl font-semibold">
            {t('whyTitle')}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {WHY.map((key) => (
              <li key={key}>
                <h3 className="text-lg font-semibold text-leaf-dark">{t(`why.${key}.title`)}</h3>
                <p className="mt-2 text-ink-soft">{t(`why.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="careers-positions" data-job-positions>
          <h2 id="careers-positions" className="font-serif text-3xl font-semibold">
            {t('positionsTitle')}
          </h2>
          {positions.length && config ? (
            <>
              <p className="mt-2 text-ink-soft">{t('positionsIntro')}</p>
              <ul className="mt-6 grid gap-6 md:grid-cols-2">
                {positions.map((p) => (
                  <PositionCard key={p.id} position={p} config={config} t={t} />
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-4 rounded-2xl bg-white p-6 ring-1 ring-line">{t('noPositions')}</p>
          )}
          <div
            className="mt-8 flex flex-col items-start gap-4 rounded-2xl border-2 border-dashed border-leaf/40 p-6 md:flex-row md:items-center md:justify-between"
            data-spontaneous
          >
            <div className="max-w-2xl">
              <h3 className="font-serif text-xl font-semibold">{t('spontaneousTitle')}</h3>
              <p className="mt-2 text-ink-soft">{t('spontaneousText')}</p>
            </div>
            <ApplyButton positionId={null} label={t('spontaneousButton')} variant="secondary" />
          </div>
        </section>

        {config ? (
          <CareersWizard
            labels={labels}
            ui={ui}
            errors={errors}
            genericError={genericFormError('it')}
            options={config.groups}
            geography={geography}
            positions={choices}
            cvMaxMb={config.cvMaxMb}
            privacyHref={pathFor('legal-area-slug', 'it', { slug: 'privacy-policy' })}
            opensInNewTab={ta('opensInNewTab')}
            challengeUrl="/api/altcha/challenge"
          />
        ) : null}
      </div>
    </div>
  );
}
