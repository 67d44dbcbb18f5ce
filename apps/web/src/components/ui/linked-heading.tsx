// A heading whose text links to a page when there is one: a card's title (the card's whole area is
// the link, through `card-link`), the product or recipe named by a food-service cost tool.
import Link from 'next/link';
import type { ReactNode } from 'react';

type Props = { level: 2 | 3; className: string; href: string | null | undefined; linkClassName: string; children: ReactNode };

export function LinkedHeading({ level, className, href, linkClassName, children }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading className={className}>
      {href ? (
        <Link href={href} className={linkClassName}>
          {children}
        </Link>
      ) : (
        children
      )}
    </Heading>
  );
}
