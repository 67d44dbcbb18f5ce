// What the careers wizard receives from the page: texts (Italian messages, overridden by the CMS's
// editable labels), the CMS options and geography, and the open positions.
import type itMessages from '../../../messages/it.json';
import type { CareerOption, CareerOptionGroupName, Geography } from '@/lib/cms/careers';
import type { PositionChoice } from '@/lib/careers/wizard-state';
import type { Choice } from './wizard-fields.client';

type CareersMessages = (typeof itMessages)['careers'];

export type WizardLabels = CareersMessages['labels'];
export type WizardErrors = CareersMessages['errors'];
export type WizardUi = Pick<
  CareersMessages,
  | 'wizardTitle'
  | 'applyingFor'
  | 'applyingSpontaneous'
  | 'makeSpontaneous'
  | 'requiredNote'
  | 'progress'
  | 'stepOf'
  | 'stepDone'
  | 'stepCurrent'
  | 'loading'
  | 'noscript'
  | 'resumed'
  | 'startOver'
  | 'select'
  | 'selectRegionFirst'
  | 'selectDistrictFirst'
  | 'loadingMunicipalities'
  | 'municipalitiesFailed'
  | 'retry'
  | 'required'
>;

export type WizardProps = {
  labels: WizardLabels;
  ui: WizardUi;
  errors: WizardErrors;
  /** The spec's catch-all form message, shown in the error summary. */
  genericError: string;
  options: Record<CareerOptionGroupName, CareerOption[]>;
  geography: Geography;
  positions: PositionChoice[];
  cvMaxMb: number;
  privacyHref: string;
  /** "(opens in a new tab)", for the privacy policy link. */
  opensInNewTab: string;
  challengeUrl: string;
};

/** `{name}` placeholders filled in (the texts come from message files and the CMS). */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

export type { Choice };
