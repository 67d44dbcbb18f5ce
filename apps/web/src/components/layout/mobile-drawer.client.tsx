'use client';
// Mobile menu: a modal dialog drawer (ui/use-modal.ts: focus kept in, Escape, no scroll or reach behind).
// The drawer is portalled to <body>: inside the sticky header it would be clipped to the header's
// height, because the header's transform and backdrop filter make it the containing block of its
// fixed children. Until the page is hydrated (or without JavaScript) the ☰ is a link to the
// footer's site map (`#site-menu`, site-footer.tsx), so the menu button always leads somewhere.
import { usePathname } from 'next/navigation';
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { type Texts, translator } from '@/i18n/texts';
import { type HeaderItem, SITE_MENU_ID } from './header-items';
import { CtaLinkView, SmartLink } from '../ui/smart-link';
import { CloseButton } from '../ui/close-button';
import { focusablesIn, useModal } from '../ui/use-modal';

const noSubscription = () => () => {};
/** False in the server's markup and while hydrating, true once React runs the page. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

const MENU_ICON = (
  <svg aria-hidden="true" width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M3 6h18M3 12h18M3 18h18" />
  </svg>
);

export function MobileDrawer({ items, texts }: { items: HeaderItem[]; texts: Texts<'header'> }) {
  const t = translator(texts, 'a11y');
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const hydrated = useHydrated();

  // A navigation closes the drawer (state adjusted while rendering, not in an effect).
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }

  useModal({
    open,
    panel,
    onClose: () => setOpen(false),
    initialFocus: () => (panel.current ? (focusablesIn(panel.current)[0] ?? null) : null),
    returnFocus: () => opener.current,
  });

  return (
    <div className="lg:hidden">
      {hydrated ? (
        <button
          ref={opener}
          type="button"
          aria-expanded={open}
          aria-controls={drawerId}
          onClick={() => setOpen(true)}
          className="rounded p-2 hover:bg-frost"
          data-drawer-open
        >
          <span className="sr-only">{t('openMenu')}</span>
          {MENU_ICON}
        </button>
      ) : (
        <a href={`#${SITE_MENU_ID}`} className="block rounded p-2 hover:bg-frost" data-drawer-fallback>
          <span className="sr-only">{t('openMenu')}</span>
          {MENU_ICON}
        </a>
      )}
      {open
        ? createPortal(
            <div className="fixed inset-0 z-50 flex justify-end bg-ink/40" onClick={(e) => e.target === e.currentTarget && setOpen(false)}>
              <div
                ref={panel}
                id={drawerId}
                role="dialog"
                aria-modal="true"
                aria-label={t('mainNavigation')}
                className="flex h-full w-[min(24rem,90vw)] flex-col overflow-y-auto bg-white p-6 shadow-2xl"
                data-drawer
              >
                <CloseButton label={t('closeMenu')} onClose={() => setOpen(false)} className="self-end" />
                <nav aria-label={t('mainNavigation')}>
                  <ul className="space-y-4">
                    {items.map((item) => (
                      <li key={item.id}>
                        {item.url ? (
                          <SmartLink href={item.url} external={item.external} className="text-lg font-semibold">
                            {item.title}
                          </SmartLink>
                        ) : (
                          <span className="text-lg font-semibold">{item.title}</span>
                        )}
                        {item.children.length ? (
                          <ul className="mt-2 space-y-1 border-l-2 border-frost-deep pl-3">
                            {item.children.map((child) => (
                              <li key={child.id}>
                                <SmartLink href={child.url} external={child.external} className="block py-1">
                                  {child.title}
                                </SmartLink>
                              </li>
                            ))}
                          </ul>
                        ) : null}
                        <CtaLinkView cta={item.cta} className="mt-2 inline-block rounded-full bg-leaf px-4 py-2 font-semibold text-white" />
                      </li>
                    ))}
                  </ul>
                </nav>
              </div>
            </div>,
            document.body,
          )
        : null}
    </div>
  );
}
