import { CmsImage } from '../ui/cms-image';
import type { SectionProps } from './types';

/** Links to the quiz with the spec's `quiz:{slug}` convention kept as data for the quiz overlay. */
export function QuizTeaserSection({ section }: SectionProps<'quiz-teaser'>) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10" data-section="quiz-teaser">
      <div className="grid items-center gap-6 rounded-3xl bg-sun/30 p-8 md:grid-cols-[auto_1fr]">
        {section.image ? (
          <CmsImage media={section.image} sizes="300px" className="h-[150px] w-[150px] rounded-2xl object-cover md:h-[300px] md:w-[300px]" />
        ) : null}
        <div>
          <h2 className="font-serif text-3xl font-semibold">{section.title}</h2>
          {section.text ? <p className="mt-3 text-lg">{section.text}</p> : null}
          <a
            href={`#quiz-${section.quizSlug}`}
            data-quiz={section.quizSlug}
            className="mt-6 inline-block rounded-full bg-ink px-6 py-3 font-semibold text-white"
          >
            {section.ctaLabel}
          </a>
        </div>
      </div>
    </section>
  );
}
