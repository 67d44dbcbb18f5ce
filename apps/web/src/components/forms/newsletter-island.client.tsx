'use client';
// The newsletter form of the site chrome, made interactive when the visitor reaches for it or
// scrolls near it (lazy-island.client.tsx): until then the page loads none of the form's code
// (form state, checks, bot proof).
import type { ComponentProps } from 'react';
import { lazyIsland } from './lazy-island.client';
import type { NewsletterForm as Form } from './newsletter-form.client';

type Props = Omit<ComponentProps<typeof Form>, 'draft'>;

// `typeof window` is a constant in each bundle: the browser's bundle drops the require and reaches
// the form only through the import().
export const NewsletterIsland = lazyIsland<Props>({
  name: 'newsletter',
  wakeNear: true,
  load: () => import('./newsletter-form.client').then((module) => module.NewsletterForm),
  server:
    typeof window === 'undefined'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only, see above
        (require('./newsletter-form.client') as typeof import('./newsletter-form.client')).NewsletterForm
      : null,
});
