// A link to a CMS-given URL: internal paths use client navigation, external ones open safely, and
// `quiz:<slug>` becomes the quiz overlay's `#quiz-<slug>` link.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { quizHash, quizSlugFromUrl } from '@/lib/quiz/links';

type Props = { href: string; external?: boolean; className?: string; children: ReactNode; newTabLabel?: string; 'aria-current'?: 'page' };

export function SmartLink({ href, external, className, children, newTabLabel, ...rest }: Props) {
  const quiz = quizSlugFromUrl(href);
  if (quiz) {
    return (
      <a href={quizHash(quiz)} data-quiz={quiz} className={className} {...rest}>
        {children}
      </a>
    );
  }
  if (external || /^https?:\/\//.test(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        {newTabLabel ? <span className="sr-only"> {newTabLabel}</span> : null}
      </a>
    );
  }
  return (
    <Link href={href} className={className} {...rest}>
      {children}
    </Link>
  );
}
