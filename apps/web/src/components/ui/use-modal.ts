'use client';
// One modal behaviour for the site's dialogs (quiz, search, mobile menu). While a dialog is open:
// focus moves into it and stays there (Tab and Shift+Tab wrap; focus that escapes, by a click
// behind or by assistive technology, is brought back), Escape closes it, the page behind neither
// scrolls (the scrollbar's width is kept, so nothing shifts) nor reaches assistive technology (it
// is `inert`). On close, focus returns to the element that opened it, or to the main content.
// The cookie banner stays reachable above every dialog: it is never made inert, and keys and
// focus inside it are its own.
import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** The cookie banner's roots (the library's and our first layer). */
export const CONSENT_ROOT = '#cc-main, #consent-banner';

export type ModalOptions = {
  open: boolean;
  panel: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** Where focus goes when it opens (default: the panel itself, which announces its label). */
  initialFocus?: () => HTMLElement | null;
  /** Where focus goes back on close (default: what had focus when it opened, else `#main`). */
  returnFocus?: () => HTMLElement | null;
  /** Escape handled by the dialog (e.g. search clears its field first); return true when handled. */
  onEscape?: () => boolean;
};

const inConsent = (node: EventTarget | null) => node instanceof Element && node.closest(CONSENT_ROOT) !== null;

/** The panel's focusable elements that are shown. */
export function focusablesIn(panel: HTMLElement): HTMLElement[] {
  // checkVisibility: not in a closed <details>, not display:none by a class (where the browser has it).
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => (typeof el.checkVisibility === 'function' ? el.checkVisibility() : true));
}

/** Makes everything but the panel's branch (and the cookie banner) inert; returns the undo. */
function inertOutside(panel: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement | null = panel; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (
        sibling === node ||
        !(sibling instanceof HTMLElement) ||
        sibling.hasAttribute('inert') ||
        sibling.matches(CONSENT_ROOT) ||
        sibling.querySelector(CONSENT_ROOT)
      )
        continue;
      // The dialog's own backdrop (hidden from assistive technology) must still take the click that closes it.
      if (sibling.hasAttribute('data-modal-backdrop')) continue;
      if (['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(sibling.tagName)) continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
  }
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
}

function lockScroll(): () => void {
  const body = document.body;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
  };
}

export function useModal({ open, panel, onClose, initialFocus, returnFocus, onEscape }: ModalOptions): void {
  // The latest callbacks, without reopening the dialog when they change identity.
  const callbacks = useRef({ onClose, initialFocus, returnFocus, onEscape });
  useEffect(() => {
    callbacks.current = { onClose, initialFocus, returnFocus, onEscape };
  });

  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    const restore = inertOutside(element);

    const onKey = (e: KeyboardEvent) => {
      if (inConsent(e.target)) return;
      if (e.key === 'Escape') {
        if (callbacks.current.onEscape?.()) return;
        e.preventDefault();
        callbacks.current.onClose();
        return;
      }
      if (e.key !== 'Tab') return;
      const list = focusablesIn(element);
      const first = list[0];
      const last = list[list.length - 1];
      if (!first || !last) {
        e.preventDefault();
        element.focus();
        return;
      }
      const active = document.activeElement;
      const outside = !element.contains(active);
      if (e.shiftKey && (active === first || active === element || outside)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || outside)) {
        e.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (e: FocusEvent) => {
      if (element.contains(e.target as Node) || inConsent(e.target)) return;
      (focusablesIn(element)[0] ?? element).focus();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    (callbacks.current.initialFocus?.() ?? element).focus();

    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      restore();
      unlock();
      const back = callbacks.current.returnFocus?.() ?? opener;
      if (back?.isConnected) back.focus({ preventScroll: true });
      else document.getElementById('main')?.focus({ preventScroll: true });
    };
  }, [open, panel]);
}
