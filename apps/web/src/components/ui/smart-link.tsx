// A link to a CMS-given URL: internal paths use client navigation, external ones open safely, and
// `quiz:<slug>` becomes the quiz overlay's `#quiz-<slug>` link. A CMS call to action renders as one.
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { CtaLink } from '@/lib/cms/media';
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

/** A call to action from the CMS (its label and URL), or nothing without one. */
export function CtaLinkView({ cta, className }: { cta: CtaLink | null; className: string }) {
  return cta ? (
    <SmartLink href={cta.url} external={cta.external} className={className}>
      {cta.label}
    </SmartLink>
  ) : null;
}
