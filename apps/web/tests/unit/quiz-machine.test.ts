// The quiz overlay's state machine (spec section 4): question and answer views, back, the final
// screen, score, and closing that resets everything.
import { describe, expect, it } from 'vitest';
import type { Quiz } from '@/lib/cms/quiz';
import { CLOSED, type QuizAction, type QuizState, canGoBack, quizReducer, score } from '@/lib/quiz/machine';

const QUIZ: Quiz = {
  slug: 'vero-o-falso',
  title: 'Vero o falso?',
  statements: [
    { id: 's1', statement: 'Uno', correct: false, explanation: 'Falso perché…', questionImage: null, answerImage: null },
    { id: 's2', statement: 'Due', correct: true, explanation: 'Vero perché…', questionImage: null, answerImage: null },
    { id: 's3', statement: 'Tre', correct: true, explanation: 'Vero anche questo', questionImage: null, answerImage: null },
  ],
  final: { image: null, title: 'Finito', description: null, cta: null },
};

const run = (actions: QuizAction[], from: QuizState = CLOSED) => actions.reduce(quizReducer, from);
const opened = () =>
  run([
    { type: 'open', slug: QUIZ.slug },
    { type: 'loaded', quiz: QUIZ },
  ]);
const view = (s: QuizState) => (s.status === 'question' || s.status === 'answer' ? `${s.status} ${s.index + 1}` : s.status);

describe('quiz state machine', () => {
  it('opens in loading and starts at the first question once loaded', () => {
    const loading = run([{ type: 'open', slug: QUIZ.slug }]);
    expect(loading).toEqual({ status: 'loading', slug: QUIZ.slug });
    const first = quizReducer(loading, { type: 'loaded', quiz: QUIZ });
    expect(view(first)).toBe('question 1');
    expect(first.status === 'question' && first.answers).toEqual([null, null, null]);
  });

  it('ignores a quiz that arrives for another slug or after closing, and closes on a failed load', () => {
    const loading = run([{ type: 'open', slug: 'altro' }]);
    expect(quizReducer(loading, { type: 'loaded', quiz: QUIZ })).toBe(loading);
    expect(run([{ type: 'open', slug: QUIZ.slug }, { type: 'close' }, { type: 'loaded', quiz: QUIZ }])).toEqual(CLOSED);
    expect(quizReducer(loading, { type: 'failed', slug: 'altro' })).toEqual(CLOSED);
    expect(quizReducer(loading, { type: 'failed', slug: 'diverso' })).toBe(loading);
  });

  it('a quiz with no statements does not open', () => {
    expect(
      run([
        { type: 'open', slug: QUIZ.slug },
        { type: 'loaded', quiz: { ...QUIZ, statements: [] } },
      ]),
    ).toEqual(CLOSED);
  });

  it('answers move to the answer view, next to the following question, and after the last to the final screen', () => {
    let s = quizReducer(opened(), { type: 'answer', value: false });
    expect(view(s)).toBe('answer 1');
    s = run([{ type: 'next' }, { type: 'answer', value: false }, { type: 'next' }, { type: 'answer', value: true }], s);
    expect(view(s)).toBe('answer 3');
    s = quizReducer(s, { type: 'next' });
    expect(s.status).toBe('final');
    expect(s.status === 'final' && score(s.quiz, s.answers)).toBe(2);
  });

  it('counts right answers only', () => {
    expect(score(QUIZ, [false, true, true])).toBe(3);
    expect(score(QUIZ, [true, false, false])).toBe(0);
    expect(score(QUIZ, [null, true, null])).toBe(1);
  });

  it('back goes from an answer view to its question (answer taken back), and from a question to the previous statement', () => {
    const answered = run([{ type: 'answer', value: true }], opened());
    const back = quizReducer(answered, { type: 'back' });
    expect(view(back)).toBe('question 1');
    expect(back.status === 'question' && back.answers[0]).toBe(null);

    const second = run([{ type: 'answer', value: false }, { type: 'next' }], opened());
    expect(view(second)).toBe('question 2');
    const previous = quizReducer(second, { type: 'back' });
    expect(view(previous)).toBe('answer 1');
    expect(previous.status === 'answer' && previous.answers[0]).toBe(false);
  });

  it('back from the final screen shows the last answer; there is no back from the first question', () => {
    const final = run(
      [
        { type: 'answer', value: false },
        { type: 'next' },
        { type: 'answer', value: true },
        { type: 'next' },
        { type: 'answer', value: true },
        { type: 'next' },
      ],
      opened(),
    );
    expect(view(quizReducer(final, { type: 'back' }))).toBe('answer 3');
    expect(canGoBack(final)).toBe(true);
    expect(canGoBack(opened())).toBe(false);
    expect(quizReducer(opened(), { type: 'back' })).toEqual(opened());
  });

  it('ignores actions that do not belong to the current view', () => {
    const question = opened();
    expect(quizReducer(question, { type: 'next' })).toBe(question);
    const answer = quizReducer(question, { type: 'answer', value: true });
    expect(quizReducer(answer, { type: 'answer', value: false })).toBe(answer);
    expect(quizReducer(CLOSED, { type: 'answer', value: true })).toBe(CLOSED);
  });

  it('restart goes back to the first question with no answers; close resets everything; open again starts over', () => {
    const final = run(
      [
        { type: 'answer', value: false },
        { type: 'next' },
        { type: 'answer', value: true },
        { type: 'next' },
        { type: 'answer', value: true },
        { type: 'next' },
      ],
      opened(),
    );
    const restarted = quizReducer(final, { type: 'restart' });
    expect(view(restarted)).toBe('question 1');
    expect(restarted.status === 'question' && restarted.answers).toEqual([null, null, null]);
    const middle = run([{ type: 'answer', value: true }, { type: 'next' }], opened());
    expect(quizReducer(middle, { type: 'close' })).toEqual(CLOSED);
    expect(view(run([{ type: 'close' }, { type: 'open', slug: QUIZ.slug }, { type: 'loaded', quiz: QUIZ }], middle))).toBe('question 1');
  });
});
