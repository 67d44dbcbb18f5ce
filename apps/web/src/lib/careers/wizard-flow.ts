// The careers wizard's flow as a reducer: which stage shows, whether Continue returns to the
// summary, the sending state and its error, the draft's submission key, the "resumed" note, and
// where focus goes next. The component only dispatches; every move is a tested transition.
import type { CareerStep } from '../forms/careers-options';
import { nextStage, previousStage, type Stage } from './wizard-state';

export type FocusTarget = 'heading' | 'errors';

export type WizardFlow = {
  stage: Stage;
  /** Continue goes back to the summary (the visitor came from it to edit a step). */
  returnToSummary: boolean;
  sending: boolean;
  /** A refusal or failure of the whole application, shown above the fields. */
  sendError: string | null;
  submissionKey: string;
  /** The answers came from a draft of an earlier visit (a note offers to start over). */
  resumed: boolean;
  /** Served once by the component after the render that shows its target (`n` tells requests apart). */
  focus: { target: FocusTarget; n: number } | null;
};

export type WizardAction =
  /** Continue with a valid step: the next step, or the summary when editing from it. */
  | { type: 'continue' }
  | { type: 'back' }
  /** Edit a step from the summary. */
  | { type: 'edit'; step: CareerStep }
  /** An Apply button of a position (or a spontaneous application) starts at step 1. */
  | { type: 'apply' }
  /** Start over: a new key, the first step. */
  | { type: 'restart'; submissionKey: string }
  /** A new application after the success message. */
  | { type: 'again' }
  | { type: 'invalid'; step: CareerStep | null }
  | { type: 'send' }
  | { type: 'sent'; submissionKey: string }
  /** The server refused fields: the first step with one, Continue back to the summary. */
  | { type: 'refused-fields'; step: CareerStep }
  | { type: 'failed'; message: string };

export function initialFlow({ stage, submissionKey, resumed, focus }: { stage: Stage; submissionKey: string; resumed: boolean; focus: boolean }): WizardFlow {
  return { stage, returnToSummary: false, sending: false, sendError: null, submissionKey, resumed, focus: focus ? { target: 'heading', n: 1 } : null };
}

const focusOn = (state: WizardFlow, target: FocusTarget): WizardFlow['focus'] => ({ target, n: (state.focus?.n ?? 0) + 1 });

/** A move to another stage: no error from the last one, focus on the new heading. */
const moveTo = (state: WizardFlow, stage: Stage, returnToSummary: boolean): WizardFlow => ({
  ...state,
  stage,
  returnToSummary,
  sendError: null,
  focus: focusOn(state, 'heading'),
});

export function wizardFlow(state: WizardFlow, action: WizardAction): WizardFlow {
  switch (action.type) {
    case 'continue':
      return moveTo(state, state.returnToSummary ? 'summary' : nextStage(state.stage), state.returnToSummary);
    case 'back':
      return moveTo(state, previousStage(state.stage), false);
    case 'edit':
      return moveTo(state, action.step, true);
    case 'apply':
      return moveTo(state, 1, false);
    case 'restart':
      return { ...moveTo(state, 1, false), submissionKey: action.submissionKey, resumed: false };
    case 'again':
      return moveTo(state, 1, false);
    case 'invalid':
      // At the summary, a saved draft can hold answers another step no longer accepts: go there.
      if (state.stage === 'summary' && action.step) return { ...state, stage: action.step, returnToSummary: true, focus: focusOn(state, 'errors') };
      return { ...state, focus: focusOn(state, 'errors') };
    case 'send':
      return { ...state, sending: true, sendError: null };
    case 'sent':
      return {
        ...state,
        stage: 'done',
        sending: false,
        sendError: null,
        returnToSummary: false,
        resumed: false,
        submissionKey: action.submissionKey,
        focus: focusOn(state, 'heading'),
      };
    case 'refused-fields':
      return { ...state, stage: action.step, sending: false, returnToSummary: true, focus: focusOn(state, 'errors') };
    case 'failed':
      return { ...state, sending: false, sendError: action.message, focus: focusOn(state, 'errors') };
  }
}
