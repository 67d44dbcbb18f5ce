// The quiz overlay's states (spec section 4) as a pure reducer: closed, loading, a statement's
// question or answer view, the final screen. Back returns to the previous screen; close resets all.
import type { Quiz } from '../cms/quiz';

export type QuizState =
  | { status: 'closed' }
  | { status: 'loading'; slug: string }
  | { status: 'question' | 'answer'; quiz: Quiz; index: number; answers: readonly (boolean | null)[] }
  | { status: 'final'; quiz: Quiz; answers: readonly (boolean | null)[] };

export type QuizAction =
  | { type: 'open'; slug: string }
  | { type: 'loaded'; quiz: Quiz }
  | { type: 'failed'; slug: string }
  | { type: 'answer'; value: boolean }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'restart' }
  | { type: 'close' };

export const CLOSED: QuizState = { status: 'closed' };

const replace = (answers: readonly (boolean | null)[], index: number, value: boolean | null) => answers.map((a, i) => (i === index ? value : a));

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'open':
      // Opening always starts from the first statement, whatever was on screen.
      return { status: 'loading', slug: action.slug };
    case 'loaded':
      if (state.status !== 'loading' || state.slug !== action.quiz.slug) return state;
      // A quiz without statements has nothing to play.
      if (action.quiz.statements.length === 0) return CLOSED;
      return { status: 'question', quiz: action.quiz, index: 0, answers: action.quiz.statements.map(() => null) };
    case 'failed':
      return state.status === 'loading' && state.slug === action.slug ? CLOSED : state;
    case 'answer':
      if (state.status !== 'question') return state;
      return { ...state, status: 'answer', answers: replace(state.answers, state.index, action.value) };
    case 'next':
      if (state.status !== 'answer') return state;
      if (state.index + 1 >= state.quiz.statements.length) return { status: 'final', quiz: state.quiz, answers: state.answers };
      return { ...state, status: 'question', index: state.index + 1 };
    case 'back':
      // Answer view → its question (the answer is taken back); question view → the previous
      // statement's answer; final screen → the last statement's answer.
      if (state.status === 'answer') return { ...state, status: 'question', answers: replace(state.answers, state.index, null) };
      if (state.status === 'question' && state.index > 0) return { ...state, status: 'answer', index: state.index - 1 };
      if (state.status === 'final') return { status: 'answer', quiz: state.quiz, index: state.quiz.statements.length - 1, answers: state.answers };
      return state;
    case 'restart':
      if (state.status === 'closed' || state.status === 'loading') return state;
      return { status: 'question', quiz: state.quiz, index: 0, answers: state.quiz.statements.map(() => null) };
    case 'close':
      return CLOSED;
  }
}

/** How many statements were answered right. */
export function score(quiz: Quiz, answers: readonly (boolean | null)[]): number {
  return quiz.statements.filter((s, i) => answers[i] === s.correct).length;
}

/** Whether back does anything from this state (not on the first question). */
export function canGoBack(state: QuizState): boolean {
  return state.status === 'answer' || state.status === 'final' || (state.status === 'question' && state.index > 0);
}
