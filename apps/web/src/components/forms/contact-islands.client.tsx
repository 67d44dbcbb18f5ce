'use client';
// The contact screens' forms (consumer and food service), made interactive when the visitor reaches
// for them (lazy-island.client.tsx): the page loads the form library, the form state and the bot
// proof on the first touch or focus inside the form, not with the page. The server's markup works
// without JavaScript meanwhile, and what the visitor types in it is carried over.
import type { ComponentProps } from 'react';
import type { ContactForm } from './contact-form.client';
import type { FoodserviceForm } from './foodservice-form.client';
import { lazyIsland } from './lazy-island.client';
// The forms' own rules (fields shown by the request type or the interest area, without JavaScript
// too) come with the page, not with the forms' code.
import './forms.module.css';

// `typeof window` is a constant in each bundle, written out in each condition so that the bundler
// sees it: the browser's bundle drops the requires and reaches the forms only through the import()s.
export const ContactIsland = lazyIsland<Omit<ComponentProps<typeof ContactForm>, 'draft'>>({
  name: 'contact',
  wakeNear: false,
  load: () => import('./contact-form.client').then((module) => module.ContactForm),
  server:
    typeof window === 'undefined'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only, see above
        (require('./contact-form.client') as typeof import('./contact-form.client')).ContactForm
      : null,
});

export const FoodserviceIsland = lazyIsland<Omit<ComponentProps<typeof FoodserviceForm>, 'draft'>>({
  name: 'food-service',
  wakeNear: false,
  load: () => import('./foodservice-form.client').then((module) => module.FoodserviceForm),
  server:
    typeof window === 'undefined'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only, see above
        (require('./foodservice-form.client') as typeof import('./foodservice-form.client')).FoodserviceForm
      : null,
});
