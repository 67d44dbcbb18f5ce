'use client';
// The careers wizard's form (its code is fetched by careers-wizard.client.tsx once the page is idle or
// the visitor applies): eight steps with Back and Continue (Continue checks only the current step
// with the shared schema), a summary to check before sending, the bot check, and the success
// message once the server says the CMS stored the application. Focus moves to the step heading on
// every move and to the error summary when a check fails. The answers (never the CV) are kept in
// the tab's session storage until the application is sent.
import { toNestErrors } from '@hookform/resolvers';
import { useEffect, useMemo, useReducer, useRef, useState, type Ref } from 'react';
import { FormProvider, useForm, useFormState, useWatch, type FieldError, type FieldErrors, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { pushEvent } from '@/lib/analytics';
import { loadOnce } from '@/lib/load-once';
import { onApply, takePendingApply, type ApplyIntent } from '@/lib/careers/apply-intent';
import { initialFlow, wizardFlow } from '@/lib/careers/wizard-flow';
import {
  STEPS,
  applicationData,
  applyPosition,
  clearDraft,
  emptyValues,
  firstStepOf,
  loadDraft,
  newClientSubmissionKey,
  saveDraft,
  sessionDraftStorage,
  stepOfField,
  type ApplicationAnswer,
  type Draft,
  type PositionChoice,
  type Stage,
  type WizardValues,
} from '@/lib/careers/wizard-state';
import { CAREER_STEP_COUNT } from '@/lib/forms/careers-options';
import { fieldErrors } from '@/lib/forms/errors';
import { BotProofWidget, type BotProofHandle, type BotProtection } from '../forms/bot-proof.client';
import { fieldId, type FieldName } from './wizard-fields.client';
import { StepFields, type StepContext } from './wizard-steps.client';
import { WizardSummary } from './wizard-summary.client';
import { fill, type WizardProps } from './wizard-types';

type SchemaSet = { steps: Record<Exclude<Stage, 'summary' | 'done'>, z.ZodType>; all: z.ZodType };

function hasAnswers(values: WizardValues): boolean {
  return JSON.stringify(applicationData(values)) !== JSON.stringify(applicationData(emptyValues()));
}

function startFrom(draft: Draft | null, intent: ApplyIntent | null, positions: PositionChoice[]) {
  const values = draft?.values ?? emptyValues();
  const stage: Stage = intent ? 1 : (draft?.stage ?? 1);
  const position = intent?.positionId ? (positions.find((p) => p.id === intent.positionId) ?? null) : null;
  return {
    values: intent ? applyPosition(values, position) : values,
    stage,
    submissionKey: draft?.submissionKey ?? newClientSubmissionKey(),
    resumed: draft !== null && (draft.stage !== 1 || hasAnswers(draft.values)),
    focus: intent !== null,
  };
}

/**
 * A resolver that checks the values with one zod schema (the current step's, or all of them). The
 * schemas load with import() on the first check; if they cannot, the server checks the values.
 */
function schemaResolver(pick: () => Promise<z.ZodType | null>): Resolver<WizardValues> {
  return async (values, _context, options) => {
    let schema: z.ZodType | null;
    try {
      schema = await pick();
    } catch (error) {
      console.warn('The wizard check could not be loaded: the server checks the application', error);
      return { values, errors: {} };
    }
    if (!schema) return { values, errors: {} };
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const [path, message] of Object.entries(fieldErrors(result.error))) flat[path] = { type: 'validation', message };
    return { values: {}, errors: toNestErrors<WizardValues>(flat, options) };
  };
}

type ErrorItem = { path: string; message: string };

/** The errors as a list, in the order the schema reported them (the fields' order on the page). */
function flattenErrors(errors: FieldErrors<WizardValues>, prefix = ''): ErrorItem[] {
  const out: ErrorItem[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) out.push({ path, message });
    else out.push(...flattenErrors(value as FieldErrors<WizardValues>, path));
  }
  return out;
}

function isFieldName(path: string): path is FieldName {
  return stepOfField(path) !== null;
}

function focusField(path: string): void {
  const element = document.getElementById(fieldId(path));
  if (!element) return;
  // A radio group's fieldset: focus its checked (or first) option.
  const target =
    element instanceof HTMLFieldSetElement
      ? (element.querySelector<HTMLInputElement>('input:checked') ?? element.querySelector<HTMLInputElement>('input'))
      : element;
  target?.focus();
}

export function Wizard({ onReady, ...props }: WizardProps & { onReady: () => void }) {
  const { labels, ui, errors: errorTexts, options, positions, cvMaxMb } = props;
  // The shell marks the wizard ready once this has rendered (tests and scripts wait for it).
  useEffect(onReady, [onReady]);
  const storage = sessionDraftStorage();
  const [start] = useState(() => startFrom(loadDraft(storage), takePendingApply(), positions));
  const [flow, dispatch] = useReducer(wizardFlow, start, initialFlow);
  const { stage, submissionKey, resumed, returnToSummary, sending, sendError, focus: focusRequest } = flow;
  const heading = useRef<HTMLHeadingElement>(null);
  const errorBox = useRef<HTMLDivElement>(null);
  const bot = useRef<BotProofHandle>(null);
  const protection = useMemo((): BotProtection => ({ mode: 'altcha', challengeUrl: props.challengeUrl }), [props.challengeUrl]);

  const loadSchemas = useMemo(() => {
    const codes = Object.fromEntries(Object.entries(options).map(([group, list]) => [group, list.map((o) => o.code)]));
    // Without options from the CMS only the shapes are checked (the server checks the codes again).
    const settings = { options: Object.values(codes).some((list) => list.length > 0) ? codes : {}, cvMaxMb };
    return loadOnce((): Promise<SchemaSet> =>
      import('@/lib/forms/careers').then((m) => ({ steps: m.careersStepSchemas('it', settings), all: m.careersApplicationSchema('it', settings) })),
    );
  }, [options, cvMaxMb]);
  const resolver = useMemo(
    () => schemaResolver(async () => (stage === 'done' ? null : stage === 'summary' ? (await loadSchemas()).all : (await loadSchemas()).steps[stage])),
    [stage, loadSchemas],
  );
  // After a failed Continue the errors follow each change, not each blur: a blur that clears the
  // error summary above the fields would move the Continue button between press and release, and
  // the click that caused the blur would be lost.
  const form = useForm<WizardValues>({ defaultValues: start.values, resolver, reValidateMode: 'onChange', shouldFocusError: false });
  const { getValues, handleSubmit, reset, setError, setValue, subscribe } = form;
  const { errors } = useFormState({ control: form.control });
  const openedPosition = useWatch({ control: form.control, name: 'opened_position' });

  // The draft follows every change; it is dropped once the application is sent.
  useEffect(() => {
    if (stage === 'done') {
      clearDraft(storage);
      return undefined;
    }
    const save = () => saveDraft(storage, { values: getValues(), stage, submissionKey });
    save();
    return subscribe({ formState: { values: true }, callback: save });
  }, [stage, submissionKey, storage, getValues, subscribe]);

  // Each focus request is served once, after the render that shows its target (the error summary
  // can appear a render after the request, when the form's errors arrive).
  const focusServed = useRef(-1);
  useEffect(() => {
    if (!focusRequest || focusServed.current === focusRequest.n) return;
    const target = focusRequest.target === 'errors' ? errorBox.current : heading.current;
    if (!target) return;
    focusServed.current = focusRequest.n;
    target.focus();
  });

  /** A move to another stage: the new step starts without errors and unchecked. */
  const move = (action: Parameters<typeof dispatch>[0]) => {
    reset(undefined, { keepValues: true, keepDefaultValues: true, keepDirty: true });
    dispatch(action);
  };

  useEffect(
    () =>
      onApply(({ positionId }) => {
        const position = positionId ? (positions.find((p) => p.id === positionId) ?? null) : null;
        const base = stage === 'done' ? emptyValues() : getValues();
        reset(applyPosition(base, position), { keepDefaultValues: true });
        dispatch({ type: 'apply' });
      }),
    [positions, stage, getValues, reset],
  );

  async function send() {
    dispatch({ type: 'send' });
    const proof = await bot.current?.proof();
    if (!proof) {
      dispatch({ type: 'failed', message: errorTexts.bot });
      return;
    }
    const values = getValues();
    const body = new FormData();
    body.append('data', JSON.stringify(applicationData(values)));
    if (values.curriculum) body.append('curriculum', values.curriculum, values.curriculum.name);
    body.append('submission_key', submissionKey);
    body.append(proof.field, proof.value);
    let answer: ApplicationAnswer | null = null;
    try {
      const response = await fetch('/api/careers', { method: 'POST', body, headers: { Accept: 'application/json' } });
      answer = (await response.json()) as ApplicationAnswer;
    } catch {
      answer = null;
    }
    bot.current?.reset();
    if (answer?.ok) {
      pushEvent('form_success', { form: 'careers' });
      reset(emptyValues());
      dispatch({ type: 'sent', submissionKey: newClientSubmissionKey() });
      return;
    }
    const fields = Object.entries(answer?.fieldErrors ?? {}).filter(([path]) => isFieldName(path));
    if (fields.length) {
      dispatch({ type: 'refused-fields', step: firstStepOf(fields.map(([path]) => path)) ?? CAREER_STEP_COUNT });
      // After the stage change, so that the new step shows these errors.
      for (const [path, message] of fields) if (isFieldName(path)) setError(path, { type: 'server', message });
      return;
    }
    const code = answer && !answer.ok ? answer.error : 'unavailable';
    dispatch({
      type: 'failed',
      message:
        code === 'invalid'
          ? props.genericError
          : code === 'rate_limited'
            ? errorTexts.rateLimited
            : code === 'bot'
              ? errorTexts.bot
              : code === 'failed'
                ? errorTexts.failed
                : errorTexts.unavailable,
    });
  }

  const onValid = () => {
    if (stage === 'summary') return send();
    move({ type: 'continue' });
    return undefined;
  };

  const onInvalid = (found: FieldErrors<WizardValues>) => dispatch({ type: 'invalid', step: firstStepOf(flattenErrors(found).map((e) => e.path)) });

  const stepContext: StepContext = {
    labels,
    ui,
    options,
    geography: props.geography,
    cvMaxMb,
    privacyHref: props.privacyHref,
    resumed,
    opensInNewTab: props.opensInNewTab,
  };

  if (stage === 'done') {
    return (
      <div className="mt-6 rounded-2xl bg-frost p-6" data-careers-success>
        <h3 ref={heading} tabIndex={-1} className="scroll-mt-32 font-serif text-2xl font-bold text-leaf-dark focus:outline-none">
          {labels.success_title}
        </h3>
        <p role="status" className="mt-3 text-lg">
          {labels.success}
        </p>
        <button
          type="button"
          onClick={() => move({ type: 'again' })}
          className="mt-5 rounded-full border-2 border-leaf bg-white px-5 py-2 font-semibold text-leaf-dark hover:bg-white/70"
        >
          {labels.new_application}
        </button>
      </div>
    );
  }

  const values = getValues();
  const position = positions.find((p) => p.id === openedPosition) ?? null;
  const errorItems = flattenErrors(errors);
  const title = stage === 'summary' ? labels.summary : labels[`step${stage}`];
  const description = stage === 'summary' ? labels.summary_description : labels[`step${stage}_description`];

  return (
    <FormProvider {...form}>
      <StepIndicator stage={stage} labels={labels} ui={ui} />
      {resumed && stage !== 'summary' ? (
        <p className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-frost px-4 py-3 text-sm" data-careers-resumed>
          {ui.resumed}
          <button
            type="button"
            className="font-semibold text-leaf-dark underline"
            onClick={() => {
              clearDraft(storage);
              reset(emptyValues());
              dispatch({ type: 'restart', submissionKey: newClientSubmissionKey() });
            }}
          >
            {ui.startOver}
          </button>
        </p>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
        className="mt-6"
        aria-labelledby="careers-step-heading"
        data-stage={stage}
      >
        <h3 id="careers-step-heading" ref={heading} tabIndex={-1} className="scroll-mt-32 font-serif text-2xl font-bold focus:outline-none" data-step-heading>
          <span className="block font-sans text-sm font-semibold uppercase tracking-wider text-leaf">
            {stage === 'summary' ? labels.summary : fill(ui.stepOf, { step: stage, total: CAREER_STEP_COUNT })}
          </span>
          {stage === 'summary' ? null : ` ${title}`}
        </h3>
        {description ? <p className="mt-2 text-ink-soft">{description}</p> : null}
        {stage === 1 ? (
          <PositionBanner
            position={position}
            ui={ui}
            onSpontaneous={() => {
              setValue('opened_position', '', { shouldDirty: true });
              setValue('working_area', '', { shouldDirty: true });
            }}
          />
        ) : null}
        {stage !== 'summary' ? <p className="mt-2 text-sm text-ink-soft">{ui.requiredNote}</p> : null}
        <ErrorSummary
          ref={errorBox}
          title={errorTexts.summaryTitle}
          generic={errorItems.length ? props.genericError : null}
          message={sendError}
          items={errorItems}
        />
        <div className="mt-6">
          {stage === 'summary' ? (
            <>
              <WizardSummary
                values={values}
                labels={labels}
                options={options}
                positionTitle={position?.title ?? null}
                onEdit={(step) => move({ type: 'edit', step })}
              />
              <BotProofWidget
                ref={bot}
                protection={protection}
                action="careers"
                locale="it"
                texts={{ title: labels.bot_check, loadFailed: errorTexts.botLoad, executeFailed: errorTexts.bot, retry: ui.retry }}
              />
            </>
          ) : (
            <StepFields step={stage} ctx={stepContext} />
          )}
        </div>
        <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
          {stage === 1 ? (
            <span />
          ) : (
            <button
              type="button"
              onClick={() => move({ type: 'back' })}
              className="rounded-full border-2 border-leaf bg-white px-5 py-2 font-semibold text-leaf-dark hover:bg-frost"
              data-wizard-back
            >
              <span aria-hidden="true">← </span>
              {labels.back}
            </button>
          )}
          <button
            type="submit"
            disabled={sending}
            aria-disabled={sending || undefined}
            className="rounded-full bg-leaf px-6 py-2 font-semibold text-white hover:bg-leaf-dark disabled:opacity-60"
            data-wizard-continue
          >
            {stage === 'summary' ? (sending ? labels.sending : labels.submit) : returnToSummary ? labels.to_summary : labels.continue}
            {stage === 'summary' ? null : <span aria-hidden="true"> →</span>}
          </button>
        </div>
        <p className="sr-only" role="status" aria-live="polite">
          {sending ? labels.sending : ''}
        </p>
      </form>
    </FormProvider>
  );
}

function PositionBanner({ position, ui, onSpontaneous }: { position: PositionChoice | null; ui: WizardProps['ui']; onSpontaneous: () => void }) {
  if (!position) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-leaf/40 bg-frost px-4 py-3" data-applying-for={position.id}>
      <p className="font-semibold">{fill(ui.applyingFor, { title: position.title })}</p>
      <button type="button" onClick={onSpontaneous} className="text-sm font-semibold text-leaf-dark underline">
        {ui.makeSpontaneous}
      </button>
    </div>
  );
}

function StepIndicator({ stage, labels, ui }: { stage: Stage; labels: WizardProps['labels']; ui: WizardProps['ui'] }) {
  const current = stage === 'summary' ? CAREER_STEP_COUNT + 1 : stage === 'done' ? CAREER_STEP_COUNT + 2 : stage;
  const total = CAREER_STEP_COUNT + 1;
  return (
    <div className="mt-5" data-step-indicator>
      <div className="h-2 overflow-hidden rounded-full bg-frost" aria-hidden="true">
        <div className="h-full rounded-full bg-leaf transition-[width]" style={{ width: `${Math.min(100, (current / total) * 100)}%` }} />
      </div>
      <ol aria-label={ui.progress} className="mt-3 hidden flex-wrap gap-x-4 gap-y-2 text-sm lg:flex">
        {[...STEPS, 'summary' as const].map((step, i) => {
          const index = i + 1;
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`flex items-center gap-2 ${state === 'current' ? 'font-semibold text-ink' : state === 'done' ? 'text-leaf-dark' : 'text-ink-soft'}`}
            >
              <span
                aria-hidden="true"
                className={`inline-flex h-6 w-6 items-center justify-center rounded-full text-xs ${state === 'current' ? 'bg-leaf text-white' : state === 'done' ? 'bg-frost-deep text-leaf-dark' : 'bg-frost text-ink-soft'}`}
              >
                {state === 'done' ? '✓' : step === 'summary' ? '•' : step}
              </span>
              {step === 'summary' ? labels.summary : labels[`step${step}`]}
              {state === 'done' ? <span className="sr-only"> ({ui.stepDone})</span> : null}
              {state === 'current' ? <span className="sr-only"> ({ui.stepCurrent})</span> : null}
            </li>
          );
        })}
      </ol>
      <p className="mt-2 text-sm font-semibold text-ink-soft lg:hidden" aria-hidden="true">
        {stage === 'summary'
          ? labels.summary
          : typeof stage === 'number'
            ? `${fill(ui.stepOf, { step: stage, total: CAREER_STEP_COUNT })} · ${labels[`step${stage}`]}`
            : ''}
      </p>
    </div>
  );
}

function ErrorSummary({
  ref,
  title,
  generic,
  message,
  items,
}: {
  ref: Ref<HTMLDivElement>;
  title: string;
  generic: string | null;
  message: string | null;
  items: ErrorItem[];
}) {
  if (!items.length && !message) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="careers-error-title"
      className="mt-5 rounded-xl border-2 border-berry bg-white p-4 focus:outline-3 focus:outline-sun"
      data-error-summary
    >
      <h4 id="careers-error-title" className="font-semibold text-berry">
        {title}
      </h4>
      {message ? <p className="mt-1">{message}</p> : null}
      {generic && !message ? <p className="mt-1 text-sm">{generic}</p> : null}
      {items.length ? (
        <ul className="mt-2 list-disc pl-5">
          {items.map((item) => (
            <li key={item.path}>
              <a
                href={`#${fieldId(item.path)}`}
                className="text-berry underline"
                onClick={(event) => {
                  event.preventDefault();
                  focusField(item.path);
                }}
              >
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
