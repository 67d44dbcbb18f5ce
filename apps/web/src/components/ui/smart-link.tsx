// A link to a CMS-given URL: internal paths use client navigation, external ones open safely.
import Link from 'next/link';
import type { ReactNode } from 'react';

type Props = { href: string; external?: boolean; className?: string; children: ReactNode; newTabLabel?: string; 'aria-current'?: 'page' };

export function SmartLink({ href, external, className, children, newTabLabel, ...rest }: Props) {
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
