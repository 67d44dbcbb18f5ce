// A stand-in for the quiz dialog in the listener's tests: shows which quiz was requested, from where.
import type { QuizOverlayProps } from '@/components/quiz/quiz-overlay.client';

export function QuizOverlay({ request }: QuizOverlayProps) {
  if (!request) return null;
  return <div role="dialog">{`${request.slug} from ${request.from?.textContent ?? 'nowhere'}`}</div>;
}
