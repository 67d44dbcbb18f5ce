'use client';
// The 404 page's home button: the home of the audience whose tree the missing page is in.
import Link from 'next/link';
import { useParams } from 'next/navigation';
import type { ReactNode } from 'react';

export function AudienceHomeLink({
  consumer,
  foodservice,
  className,
  children,
}: {
  consumer: string;
  foodservice: string;
  className: string;
  children: ReactNode;
}) {
  const { audience } = useParams<{ audience?: string }>();
  return (
    <Link href={audience === 'b2b' ? foodservice : consumer} className={className}>
      {children}
    </Link>
  );
}
