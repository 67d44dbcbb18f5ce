'use client';
// A form the server renders whole (it works without JavaScript) whose code the browser fetches only
// when the visitor reaches for it. Until then the server's markup is kept as it is, without React
// behind it; on the first pointer, touch or focus inside it (or, for the newsletter block, when it
// scrolls near the screen) the form's module is imported and React renders the same form in its
// place, carrying over what the visitor typed (`draft`) and the focus. A submit before that is held
// and sent by the form that replaces the markup (it adds the bot proof). Mounted by a client
// navigation, there is no server markup to keep: the form's code is fetched at once.
import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FormValues } from '@/lib/forms/form-state';
import { loadOnce } from '@/lib/load-once';

/** What every lazily loaded form accepts besides its own props: the visitor's input so far. */
export type DraftProps = { draft?: FormValues };

type IslandOptions<P extends object> = {
  /** The form's module, imported on demand in the browser. */
  load: () => Promise<ComponentType<P & DraftProps>>;
  /** The form itself on the server (`typeof window === 'undefined' ? require(…) : null` in the caller). */
  server: ComponentType<P & DraftProps> | null;
  /** Named in the console when the code cannot be fetched. */
  name: string;
  /** Also fetch it when it comes within 200 px of the screen (a block the visitor scrolls to). */
  wakeNear: boolean;
};

/** Keeps the server's markup through hydration: React leaves an element's inner HTML alone here. */
const KEEP_SERVER_MARKUP = { __html: '' };

const WAKE_EVENTS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin', 'input'] as const;

/**
 * The controls of a form, in document order: the same list in the server's markup and in React's
 * (hidden inputs differ: the server's markup carries the Server Action's fields, React's does not).
 */
const CONTROLS = 'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]';

/** The visitor's input in the server's copy of the form (a repeated name, e.g. checkboxes, as a list). */
export function draftOf(box: HTMLElement): FormValues {
  const form = box.querySelector('form');
  const values: FormValues = {};
  if (!form) return values;
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string' || value === '' || name.startsWith('$ACTION')) continue;
    const before = values[name];
    values[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return values;
}

/** Where the focus is in the box: the focused control's id, else its position among the controls (-1: none). */
type Focus = { id: string; at: number };
type Swap<P extends object> = { Form: ComponentType<P & DraftProps>; draft: FormValues; focus: Focus; submit: boolean };

function focusIn(box: HTMLElement): Focus {
  const focused = document.activeElement;
  return { id: focused instanceof HTMLElement && box.contains(focused) ? focused.id : '', at: [...box.querySelectorAll(CONTROLS)].indexOf(focused as Element) };
}

/** The island component for one form: the form itself on the server, the lazy swap in the browser. */
export function lazyIsland<P extends object>({ load, server, name, wakeNear }: IslandOptions<P>): ComponentType<P> {
  if (server) {
    const Server = server;
    return function ServerIsland(props: P) {
      return (
        <div>
          <Server {...props} />
        </div>
      );
    };
  }
  const loadForm = loadOnce(load);

  return function BrowserIsland(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const [swap, setSwap] = useState<Swap<P> | null>(null);

    useEffect(() => {
      const element = box.current;
      if (!element || swap) return undefined;
      let done = false;
      let submitted = false;
      const wake = () => {
        if (done) return;
        done = true;
        loadForm()
          .then((Form) => {
            // Read and replaced in one task: no keystroke can fall between the two.
            flushSync(() => setSwap({ Form, draft: draftOf(element), focus: focusIn(element), submit: submitted }));
          })
          .catch((error: unknown) => {
            // The next touch tries again; the server checks whatever is finally sent.
            done = false;
            console.warn(`The ${name} form could not be loaded`, error);
          });
      };
      // Mounted by a client navigation (nothing to keep), or the visitor is already in the form (a
      // focus before hydration): nothing to wait for.
      if (element.childElementCount === 0 || element.contains(document.activeElement)) {
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
      for (const event of WAKE_EVENTS) element.addEventListener(event, wake, { passive: true });
      const near = wakeNear ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), { rootMargin: '200px' }) : null;
      near?.observe(element);
      return () => {
        element.removeEventListener('submit', hold);
        for (const event of WAKE_EVENTS) element.removeEventListener(event, wake);
        near?.disconnect();
      };
    }, [swap]);

    // The field the visitor was in keeps the focus, the caret at the end of what was typed; a held
    // submit is sent now.
    useLayoutEffect(() => {
      if (!swap) return;
      const { id, at } = swap.focus;
      const field = id ? document.getElementById(id) : at >= 0 ? box.current?.querySelectorAll(CONTROLS)[at] : null;
      if (field instanceof HTMLElement) field.focus();
      if (field instanceof HTMLInputElement && /^(text|search|tel|url)$/.test(field.type)) field.setSelectionRange(field.value.length, field.value.length);
      if (field instanceof HTMLTextAreaElement) field.setSelectionRange(field.value.length, field.value.length);
      if (swap.submit) box.current?.querySelector('form')?.requestSubmit();
    }, [swap]);

    if (!swap) return <div ref={box} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} />;
    return (
      <div ref={box}>
        <swap.Form {...props} draft={swap.draft} />
      </div>
    );
  };
}
