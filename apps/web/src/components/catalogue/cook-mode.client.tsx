'use client';
// Cook mode: the recipe one step at a time in large type, in a dialog (the site's one modal
// behaviour). Previous/next by button, arrow keys and swipe; the current step's ingredients; a
// timer for each time a step names (several can run; the end is announced); the screen kept awake
// with the Screen Wake Lock API while the dialog is open (a note where the browser has none).
// Loaded only when a visitor opens it (cook-mode-button.client.tsx).
import { useCallback, useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { clock, type StepTimer } from '@/lib/catalogue/cook-steps';
import { CloseButton } from '../ui/close-button';
import { useModal } from '../ui/use-modal';

export type CookStep = { id: string; title: string; text: string; timers: StepTimer[]; ingredients: { id: string; name: string; quantity: string | null }[] };

/** The dialog's words, read on the server (`{n}`, `{total}`, `{time}`, `{step}` are filled here). */
export type CookTexts = {
  open: string;
  title: string;
  stepOf: string;
  previous: string;
  next: string;
  close: string;
  forThisStep: string;
  startTimer: string;
  timers: string;
  timerLeft: string;
  timerDone: string;
  stopTimer: string;
  dismissTimer: string;
  wakeOn: string;
  wakeNone: string;
  hint: string;
};

export type CookModeProps = { title: string; steps: CookStep[]; texts: CookTexts; onClose: () => void; returnFocus: () => HTMLElement | null };

type Timer = { key: string; step: number; label: string; endsAt: number; done: boolean };

function newTimer(timer: StepTimer, step: number): Timer {
  const at = Date.now();
  return { key: `${step}-${timer.label}-${at}`, step, label: timer.label, endsAt: at + timer.seconds * 1000, done: false };
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (all, key: string) => String(values[key] ?? all));

/** Three short beeps where the browser can play sound (the announcement is the message). */
function beep() {
  try {
    const audio = new AudioContext();
    for (let i = 0; i < 3; i += 1) {
      const tone = audio.createOscillator();
      tone.frequency.value = 880;
      tone.connect(audio.destination);
      tone.start(audio.currentTime + i * 0.4);
      tone.stop(audio.currentTime + i * 0.4 + 0.2);
    }
    window.setTimeout(() => void audio.close(), 1500);
  } catch {
    // No sound: the visible and announced message stays.
  }
}

type WakeState = 'pending' | 'on' | 'none';

/** Keeps the screen on while mounted: re-asked when the page comes back into view, released on close. */
function useWakeLock(): WakeState {
  // Rendered only in the browser (the dialog opens on a click), so `navigator` is there.
  const [state, setState] = useState<WakeState>(() => ('wakeLock' in navigator ? 'pending' : 'none'));
  useEffect(() => {
    if (!('wakeLock' in navigator)) return undefined;
    let sentinel: WakeLockSentinel | null = null;
    let closed = false;
    const request = async () => {
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (closed) await lock.release();
        else {
          sentinel = lock;
          setState('on');
        }
      } catch {
        // Refused (battery saver, a hidden page): the note tells the visitor.
        if (!closed) setState('none');
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && (sentinel === null || sentinel.released)) void request();
    };
    void request();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      closed = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release();
    };
  }, []);
  return state;
}

export function CookMode({ title, steps, texts, onClose, returnFocus }: CookModeProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [index, setIndex] = useState(0);
  const [timers, setTimers] = useState<Timer[]>([]);
  const [now, setNow] = useState(0);
  const [alert, setAlert] = useState('');
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const wake = useWakeLock();
  useModal({ open: true, panel, onClose, returnFocus });

  const step = steps[index];
  const go = useCallback((delta: number) => setIndex((i) => Math.min(steps.length - 1, Math.max(0, i + delta))), [steps.length]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
        e.preventDefault();
        go(e.key === 'ArrowRight' ? 1 : -1);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [go]);

  const running = timers.some((t) => !t.done);
  const doneText = texts.timerDone;
  // What the interval reads: the timers as last rendered, and the ones already announced.
  const latest = useRef(timers);
  const rung = useRef(new Set<string>());
  useEffect(() => {
    latest.current = timers;
  });
  useEffect(() => {
    if (!running) return undefined;
    // Each tick: the clock moves, and a timer that has run out is marked done once, announced and rung.
    const tick = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      const ended = latest.current.filter((t) => !t.done && t.endsAt <= at && !rung.current.has(t.key));
      if (!ended.length) return;
      for (const t of ended) rung.current.add(t.key);
      setTimers((all) => all.map((t) => (rung.current.has(t.key) ? { ...t, done: true } : t)));
      setAlert(ended.map((t) => fill(doneText, { step: t.step + 1, time: t.label })).join(' '));
      beep();
    }, 250);
    return () => window.clearInterval(tick);
  }, [running, doneText]);

  const startTimer = (timer: StepTimer, n: number) => {
    const started = newTimer(timer, n);
    setNow(started.endsAt - timer.seconds * 1000);
    setTimers((all) => [...all, started]);
  };

  const onPointerDown = (e: PointerEvent) => {
    swipe.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    const from = swipe.current;
    swipe.current = null;
    if (!from) return;
    const dx = e.clientX - from.x;
    const dy = e.clientY - from.y;
    if (Math.abs(dx) > 60 && Math.abs(dx) > Math.abs(dy) * 1.5) go(dx < 0 ? 1 : -1);
  };

  if (!step) return null;
  const button = 'min-h-12 rounded-full px-6 text-lg font-semibold disabled:opacity-40';
  return (
    <div className="fixed inset-0 z-[65] bg-white" data-modal-backdrop>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="mx-auto flex h-full max-w-4xl flex-col overflow-y-auto px-4 py-4 focus:outline-none md:px-8"
        data-cook-mode
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="pt-2 font-serif text-xl font-semibold md:text-2xl">
            {fill(texts.title, { title })}
          </h2>
          <CloseButton label={texts.close} onClose={onClose} className="shrink-0" />
        </div>
        <div
          className="flex flex-1 touch-pan-y flex-col gap-6 py-6"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipe.current = null)}
        >
          <div aria-live="polite" aria-atomic="true" data-cook-step={index + 1}>
            <p className="text-lg font-semibold text-leaf">{fill(texts.stepOf, { n: index + 1, total: steps.length })}</p>
            <h3 className="mt-1 font-serif text-2xl font-semibold md:text-3xl">{step.title}</h3>
            <p className="mt-4 text-2xl leading-relaxed md:text-4xl md:leading-snug">{step.text}</p>
          </div>
          {step.ingredients.length ? (
            <section aria-label={texts.forThisStep} className="rounded-2xl bg-frost p-4">
              <h4 className="font-semibold">{texts.forThisStep}</h4>
              <ul className="mt-2 space-y-1 text-xl" data-cook-ingredients>
                {step.ingredients.map((i) => (
                  <li key={i.id}>
                    {i.quantity ? <strong>{i.quantity} </strong> : null}
                    {i.name}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {step.timers.length ? (
            <div className="flex flex-wrap gap-3">
              {step.timers.map((timer) => (
                <button
                  key={timer.label}
                  type="button"
                  onClick={() => startTimer(timer, index)}
                  className={`${button} bg-sun text-ink hover:brightness-95`}
                  data-cook-timer-start={timer.seconds}
                >
                  {fill(texts.startTimer, { time: timer.label })}
                </button>
              ))}
            </div>
          ) : null}
          {timers.length ? (
            <section aria-label={texts.timers}>
              <h4 className="font-semibold">{texts.timers}</h4>
              <ul className="mt-2 space-y-2" data-cook-timers>
                {timers.map((t) => (
                  <li
                    key={t.key}
                    className="flex items-center justify-between gap-3 rounded-xl p-3 ring-1 ring-line"
                    data-cook-timer={t.done ? 'done' : 'running'}
                  >
                    <span className="text-lg">
                      {fill(texts.stepOf, { n: t.step + 1, total: steps.length })} · {t.label}:{' '}
                      <strong className="font-mono text-2xl" role="timer">
                        {t.done ? fill(texts.timerDone, { step: t.step + 1, time: t.label }) : fill(texts.timerLeft, { time: clock((t.endsAt - now) / 1000) })}
                      </strong>
                    </span>
                    <button
                      type="button"
                      onClick={() => setTimers((all) => all.filter((x) => x.key !== t.key))}
                      className="rounded-full px-4 py-2 font-semibold ring-1 ring-line hover:bg-frost"
                    >
                      {t.done ? texts.dismissTimer : texts.stopTimer}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <p role="alert" className="empty:hidden rounded-xl bg-sun/40 p-3 text-lg font-semibold" data-cook-alert>
          {alert}
        </p>
        <div className="flex items-center justify-between gap-3 border-t border-line pt-4">
          <button type="button" onClick={() => go(-1)} disabled={index === 0} className={`${button} ring-2 ring-leaf text-leaf`} data-cook-previous>
            {texts.previous}
          </button>
          <button type="button" onClick={() => go(1)} disabled={index === steps.length - 1} className={`${button} bg-leaf text-white`} data-cook-next>
            {texts.next}
          </button>
        </div>
        <p className="mt-3 text-sm text-ink-soft" data-wake-lock={wake}>
          {texts.hint} {wake === 'none' ? texts.wakeNone : wake === 'on' ? texts.wakeOn : ''}
        </p>
      </div>
    </div>
  );
}
