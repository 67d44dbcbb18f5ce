// The careers wizard's flow: every move the visitor can make, as reducer transitions.
import { describe, expect, it } from 'vitest';
import { initialFlow, wizardFlow, type WizardAction, type WizardFlow } from '@/lib/careers/wizard-flow';

const start = (over: Partial<Parameters<typeof initialFlow>[0]> = {}) =>
  initialFlow({ stage: 1, submissionKey: 'key-aaaaaaaaaaaaaaaa', resumed: false, focus: false, ...over });
const run = (state: WizardFlow, ...actions: WizardAction[]) => actions.reduce(wizardFlow, state);

describe('careers wizard flow', () => {
  it('starts where the draft stopped, focusing the heading only when an Apply button opened it', () => {
    expect(start({ stage: 4, resumed: true })).toMatchObject({ stage: 4, resumed: true, focus: null, sending: false, returnToSummary: false });
    expect(start({ focus: true }).focus).toEqual({ target: 'heading', n: 1 });
  });

  it('Continue walks the eight steps to the summary; Back walks back and never before step 1', () => {
    let state = start();
    for (let step = 2; step <= 8; step += 1) {
      state = wizardFlow(state, { type: 'continue' });
      expect(state.stage).toBe(step);
    }
    state = wizardFlow(state, { type: 'continue' });
    expect(state.stage).toBe('summary');
    expect(wizardFlow(state, { type: 'back' }).stage).toBe(8);
    expect(run(start(), { type: 'back' }).stage).toBe(1);
  });

  it('every move asks for the new heading to be focused, each request a new one', () => {
    const a = run(start(), { type: 'continue' });
    const b = wizardFlow(a, { type: 'continue' });
    expect(a.focus).toMatchObject({ target: 'heading' });
    expect(b.focus?.n).toBe((a.focus?.n ?? 0) + 1);
  });

  it('editing a step from the summary returns to the summary on Continue; Back forgets the return', () => {
    const summary = run(start({ stage: 'summary' }));
    const editing = wizardFlow(summary, { type: 'edit', step: 3 });
    expect(editing).toMatchObject({ stage: 3, returnToSummary: true });
    expect(wizardFlow(editing, { type: 'continue' })).toMatchObject({ stage: 'summary', returnToSummary: true });
    expect(wizardFlow(editing, { type: 'back' })).toMatchObject({ stage: 2, returnToSummary: false });
  });

  it('an invalid step keeps the stage and focuses the errors; at the summary it opens the first step in error', () => {
    expect(run(start({ stage: 5 }), { type: 'invalid', step: 5 })).toMatchObject({ stage: 5, focus: { target: 'errors' } });
    expect(run(start({ stage: 'summary' }), { type: 'invalid', step: 2 })).toMatchObject({ stage: 2, returnToSummary: true, focus: { target: 'errors' } });
    expect(run(start({ stage: 'summary' }), { type: 'invalid', step: null })).toMatchObject({ stage: 'summary' });
  });

  it('sending: success shows the message with a new key; refused fields open their step; a failure keeps the summary with its message', () => {
    const sending = run(start({ stage: 'summary', resumed: true }), { type: 'send' });
    expect(sending).toMatchObject({ sending: true, sendError: null });
    expect(wizardFlow(sending, { type: 'sent', submissionKey: 'key-bbbbbbbbbbbbbbbb' })).toMatchObject({
      stage: 'done',
      sending: false,
      resumed: false,
      submissionKey: 'key-bbbbbbbbbbbbbbbb',
      focus: { target: 'heading' },
    });
    expect(wizardFlow(sending, { type: 'refused-fields', step: 6 })).toMatchObject({
      stage: 6,
      sending: false,
      returnToSummary: true,
      focus: { target: 'errors' },
    });
    const failed = wizardFlow(sending, { type: 'failed', message: 'Servizio non disponibile' });
    expect(failed).toMatchObject({ stage: 'summary', sending: false, sendError: 'Servizio non disponibile', focus: { target: 'errors' } });
    expect(wizardFlow(failed, { type: 'send' }).sendError).toBeNull();
  });

  it('a move clears the last send error; Apply and start over go to step 1, start over with a new key and no resumed note', () => {
    const failed = run(start({ stage: 'summary' }), { type: 'send' }, { type: 'failed', message: 'x' });
    expect(wizardFlow(failed, { type: 'edit', step: 2 }).sendError).toBeNull();
    expect(run(start({ stage: 6 }), { type: 'apply' })).toMatchObject({ stage: 1, returnToSummary: false });
    expect(run(start({ stage: 6, resumed: true }), { type: 'restart', submissionKey: 'key-cccccccccccccccc' })).toMatchObject({
      stage: 1,
      resumed: false,
      submissionKey: 'key-cccccccccccccccc',
    });
    expect(run(start({ stage: 'done' }), { type: 'again' }).stage).toBe(1);
  });
});
