'use client';
// The newsletter form of the site chrome, hydrated when the visitor reaches for it. The server
// renders the whole form (it works without JavaScript); in the browser its code (form state, bot
// proof, feedback) is fetched on the first pointer or focus inside the block, or when the block
// scrolls near the screen, and React then hydrates the server's markup in place, keeping what the
// visitor already typed. Until then the page loads none of it.
import { type ComponentProps, type ComponentType, lazy, Suspense, use, useEffect, useRef } from 'react';
import type { NewsletterForm as Form } from './newsletter-form.client';

type Props = ComponentProps<typeof Form>;
type Loaded = { default: ComponentType<Props> };

let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;

function loadForm(): Promise<Loaded> {
  loading ??= import('./newsletter-form.client').then(
    (module) => (loaded = { default: module.NewsletterForm }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

// The server loads the form's module at once, so that rendering never waits for it: a lazy
// component whose module is ready renders in place, never as a late-streamed fragment (which a
// browser without JavaScript would leave hidden).
if (typeof window === 'undefined') void loadForm();

const LazyForm = lazy(() => (loaded ? ({ then: (resolve: (value: Loaded) => void) => resolve(loaded as Loaded) } as unknown as Promise<Loaded>) : loadForm()));

// In the browser the form hydrates only once this gate opens; a boundary waiting on it keeps the
// server's markup as it is. After the first page, a newly mounted block (another audience's
// layout) renders the form straight away.
let openGate: () => void = () => undefined;
const gate: Promise<void> | null = typeof window === 'undefined' ? null : new Promise<void>((resolve) => (openGate = resolve));
let firstPageDone = false;

function Gated(props: Props) {
  if (gate && !firstPageDone) use(gate);
  return <LazyForm {...props} />;
}

const WAKE_EVENTS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const;

export function NewsletterIsland(props: Props) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const wake = () => {
      firstPageDone = true;
      loadForm()
        .then(() => openGate())
        .catch((error: unknown) => {
          // The server's form still posts without the enhancement: the server checks and answers.
          console.warn('The newsletter form could not be loaded', error);
        });
    };
    if (firstPageDone) {
      wake();
      return undefined;
    }
    for (const name of WAKE_EVENTS) element.addEventListener(name, wake, { once: true, passive: true });
    // Near the screen (a visitor scrolling to the footer): fetch it before the first touch.
    const near = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), { rootMargin: '200px' });
    near.observe(element);
    return () => {
      for (const name of WAKE_EVENTS) element.removeEventListener(name, wake);
      near.disconnect();
    };
  }, []);

  return (
    <div ref={box}>
      <Suspense fallback={null}>
        <Gated {...props} />
      </Suspense>
    </div>
  );
}
