'use client';
// The newsletter form of the site chrome, made interactive when the visitor reaches for it. The
// server renders the whole form (it works without JavaScript). In the browser that markup is kept
// as it is, without React behind it, until the first pointer, touch or focus inside the block, or
// until the block scrolls near the screen; then the form's code (form state, checks, bot proof) is
// fetched and React renders the same form in its place, carrying over what the visitor typed and
// the focus. Until then the page loads none of that code.
import { type ComponentProps, type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FormValues } from '@/lib/forms/form-state';
import { loadOnce } from '@/lib/load-once';
import type { NewsletterForm as Form } from './newsletter-form.client';

type Props = Omit<ComponentProps<typeof Form>, 'draft'>;
type Loaded = ComponentType<ComponentProps<typeof Form>>;

const loadForm = loadOnce((): Promise<Loaded> => import('./newsletter-form.client').then((module) => module.NewsletterForm));

// The server renders the form at once, its module required synchronously. `typeof window` is a
// constant in each bundle, so the browser's bundle drops this branch and reaches the form only
// through the import() above.
const ServerForm: Loaded | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only, see above
  typeof window === 'undefined' ? (require('./newsletter-form.client') as typeof import('./newsletter-form.client')).NewsletterForm : null;

/** Keeps the server's markup through hydration: React leaves an element's inner HTML alone here. */
const KEEP_SERVER_MARKUP = { __html: '' };

// After the first page the block mounts again only with another layout (audience ↔ corporate):
// then there is no server markup to keep, and the form renders as soon as its code is there.
let firstPageDone = false;

const WAKE_EVENTS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const;

/** The visitor's input in the server's copy of the form, as the form's initial values. */
function draftOf(box: HTMLElement): FormValues {
  const form = box.querySelector('form');
  const values: FormValues = {};
  if (!form) return values;
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value !== '') values[name] = value;
  return values;
}

function ServerIsland(props: Props) {
  const Rendered = ServerForm as Loaded;
  return (
    <div>
      <Rendered {...props} />
    </div>
  );
}

type Swap = { Form: Loaded; draft: FormValues; focusId: string | null; submit: boolean };

function BrowserIsland(props: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [swap, setSwap] = useState<Swap | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element || swap) return undefined;
    let done = false;
    let submitted = false;
    const wake = () => {
      if (done) return;
      done = true;
      firstPageDone = true;
      loadForm()
        .then((Form) => {
          const focused = document.activeElement;
          const focusId = focused instanceof HTMLElement && element.contains(focused) ? focused.id || null : null;
          // Read and replaced in one task: no keystroke can fall between the two.
          flushSync(() => setSwap({ Form, draft: draftOf(element), focusId, submit: submitted }));
        })
        .catch((error: unknown) => {
          // The server's form still posts without the enhancement: the server checks and answers.
          done = false;
          console.warn('The newsletter form could not be loaded', error);
        });
    };
    if (firstPageDone) {
      wake();
      return undefined;
    }
    // A submit before the form's code is there would post the page without the bot proof: it is
    // held and sent again by the form that replaces this markup.
    const hold = (event: Event) => {
      event.preventDefault();
      submitted = true;
      wake();
    };
    element.addEventListener('submit', hold);
    for (const name of WAKE_EVENTS) element.addEventListener(name, wake, { passive: true });
    // Near the screen (a visitor scrolling to the footer): fetch it before the first touch.
    const near = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), { rootMargin: '200px' });
    near.observe(element);
    return () => {
      element.removeEventListener('submit', hold);
      for (const name of WAKE_EVENTS) element.removeEventListener(name, wake);
      near.disconnect();
    };
  }, [swap]);

  // The field the visitor was in keeps the focus, the caret at the end of what was typed; a held
  // submit is sent now.
  useLayoutEffect(() => {
    if (!swap) return;
    const field = swap.focusId ? document.getElementById(swap.focusId) : null;
    field?.focus();
    if (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'email')
      field.setSelectionRange(field.value.length, field.value.length);
    if (swap.submit) box.current?.querySelector('form')?.requestSubmit();
  }, [swap]);

  if (!swap) return <div ref={box} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} />;
  return (
    <div ref={box}>
      <swap.Form {...props} draft={swap.draft} />
    </div>
  );
}

export const NewsletterIsland = ServerForm ? ServerIsland : BrowserIsland;
