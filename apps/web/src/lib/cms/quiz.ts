// The true/false quiz (spec sections 3 and 7): the spec's call, read as `data[0]`, mapped to the
// app's Quiz. Only known slugs reach the CMS; the overlay loads it through /api/quiz.
import { isQuizSlug } from '../quiz/links';
import type { Locale } from '../routing/routes';
import { cmsGet, isPreview } from './client';
import { ctaFrom, type CtaLink, mapMedia, type Media } from './media';
import { keyOf, list, type Raw, rec, str } from './read';
import { TAGS } from './tags';

export type QuizStatement = {
  id: string;
  statement: string;
  /** The right answer: true for 'vero', false for 'falso'. */
  correct: boolean;
  explanation: string;
  questionImage: Media | null;
  answerImage: Media | null;
};

export type Quiz = {
  slug: string;
  title: string;
  statements: QuizStatement[];
  final: { image: Media | null; title: string; description: string | null; cta: CtaLink | null };
};

const QUIZ_TAGS = [TAGS.type('quiz')];

export function mapQuiz(value: unknown): Quiz | null {
  const raw = rec(value);
  const slug = str(raw, 'slug');
  if (!raw || !slug) return null;
  const statements = list(raw.statements).flatMap((s: Raw): QuizStatement[] => {
    const statement = str(s, 'statement');
    const answer = str(s, 'correct_answer');
    if (!statement || (answer !== 'vero' && answer !== 'falso')) return [];
    return [
      {
        id: keyOf(s, 'statement'),
        statement,
        correct: answer === 'vero',
        explanation: str(s, 'answer') ?? '',
        questionImage: mapMedia(s.question_image),
        answerImage: mapMedia(s.answer_image),
      },
    ];
  });
  const title = str(raw, 'title') ?? slug;
  return {
    slug,
    title,
    statements,
    final: {
      image: mapMedia(raw.final_image),
      title: str(raw, 'final_title') ?? title,
      description: str(raw, 'final_description'),
      cta: ctaFrom(str(raw, 'final_cta_label'), str(raw, 'final_cta_link')),
    },
  };
}

/** The published quiz slugs of a locale: other slugs are answered without asking the CMS. */
export async function getQuizSlugs(locale: Locale): Promise<string[]> {
  const { data } = await cmsGet('/api/quizzes', { query: { locale, fields: ['slug'], pagination: { pageSize: 100 } }, tags: QUIZ_TAGS });
  return list(data).flatMap((q) => str(q, 'slug') ?? []);
}

/** A quiz by slug with its statements and images (the spec's call), or null when there is none. */
export async function getQuiz(slug: string, locale: Locale): Promise<Quiz | null> {
  if (!isQuizSlug(slug)) return null;
  if (!(await isPreview()) && !(await getQuizSlugs(locale)).includes(slug)) return null;
  const { data } = await cmsGet('/api/quizzes', {
    query: {
      populate: ['final_image', 'statements', 'statements.question_image', 'statements.answer_image'],
      filters: { slug: { $eq: slug } },
      locale,
    },
    tags: QUIZ_TAGS,
  });
  return mapQuiz(list(data)[0]);
}
