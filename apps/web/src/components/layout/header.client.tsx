'use client';
// The sticky header: hides on scroll down, shows on scroll up (spec thresholds), transparent near
// the top of home; desktop menu items open on hover and by keyboard; mobile drawer; search.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { type Texts, translator } from '@/i18n/texts';
import { TRANSPARENT_UNTIL, initialHeaderState, nextHeaderState } from '@/lib/header-scroll';
import { listen, stopAll } from '@/lib/listen';
import { BANNER_WIDTH, type HeaderItem } from './header-items';
import { CtaLinkView, SmartLink } from '../ui/smart-link';
import { ListLink } from './list-link.client';
import { MobileDrawer } from './mobile-drawer.client';
import { SearchButton } from './search-button.client';

type Props = {
  items: HeaderItem[];
  homeHref: string;
  searchHref: string;
  /** The shopping list of this mode and language. */
  listHref: string;
  /** The same two pages as a server render sees them (next-intl's internal paths). */
  internalPaths: { home: string; search: string };
  brandLabel: string;
  mode: 'B2C' | 'B2B';
  texts: Texts<'header'>;
};

function useHeaderScroll(isHome: boolean) {
  const [state, setState] = useState(() => initialHeaderState());
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setState((s) => nextHeaderState(s, window.scrollY, isHome)));
    };
    // The page may load scrolled (back/forward, anchors): read the position on the next frame.
    frame = requestAnimationFrame(() => setState(initialHeaderState(window.scrollY)));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [isHome]);
  return state;
}

/** A menu item with a panel; the panel is rendered only while open, so closed panels (and their banner pictures) cost no HTML. */
function DesktopItem({ item, newTabLabel }: { item: HeaderItem; newTabLabel: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const ref = useRef<HTMLLIElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        ref.current?.querySelector<HTMLButtonElement>('button')?.focus();
      }
    };
    const onClick = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    return stopAll(listen(document, 'keydown', onKey), listen(document, 'click', onClick));
  }, [open]);

  if (!item.children.length && !item.banner) {
    return (
      <li>
        <SmartLink href={item.url ?? '#'} external={item.external} className="rounded px-3 py-2 font-medium hover:bg-frost" newTabLabel={newTabLabel}>
          {item.title}
        </SmartLink>
      </li>
    );
  }
  return (
    <li
      ref={ref}
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={close}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-1 rounded px-3 py-2 font-medium hover:bg-frost"
      >
        {item.title}
        <span aria-hidden="true" className={`text-xs transition-transform ${open ? 'rotate-180' : ''}`}>
          ▾
        </span>
      </button>
      {open ? (
        <div id={panelId} className="absolute left-0 top-full z-40 mt-1 w-[min(44rem,90vw)] rounded-xl border border-line bg-white p-6 shadow-xl">
          <div className="flex gap-6">
            <ul className="grid flex-1 gap-2 sm:grid-cols-2">
              {item.url ? (
                <li className="sm:col-span-2">
                  <SmartLink href={item.url} external={item.external} className="font-semibold text-leaf underline-offset-2 hover:underline">
                    {item.title}
                  </SmartLink>
                </li>
              ) : null}
              {item.children.map((child) => (
                <li key={child.id}>
                  <SmartLink href={child.url} external={child.external} className="block rounded p-2 hover:bg-frost" newTabLabel={newTabLabel}>
                    <span className="block font-medium">{child.title}</span>
                    {child.subtitle ? <span className="block text-sm text-ink-soft">{child.subtitle}</span> : null}
                  </SmartLink>
                </li>
              ))}
              {item.cta ? (
                <li className="sm:col-span-2">
                  <CtaLinkView cta={item.cta} className="inline-block rounded-full bg-leaf px-4 py-2 font-semibold text-white hover:bg-leaf-dark" />
                </li>
              ) : null}
            </ul>
            {item.banner ? (
              <div className="w-[340px] shrink-0 overflow-hidden rounded-lg bg-frost">
                {item.banner.image ? (
                  // eslint-disable-next-line @next/next/no-img-element -- fixed 340x215 banner from the CMS
                  <img
                    src={item.banner.image.src}
                    srcSet={item.banner.image.srcSet}
                    sizes={`${BANNER_WIDTH}px`}
                    alt={item.banner.image.alt}
                    width={BANNER_WIDTH}
                    height={215}
                    className="h-[215px] w-[340px] object-cover"
                    loading="lazy"
                  />
                ) : null}
                <div className="p-4">
                  <p className="font-serif text-lg font-semibold">{item.banner.title}</p>
                  {item.banner.subtitle ? <p className="text-sm text-ink-soft">{item.banner.subtitle}</p> : null}
                  <CtaLinkView cta={item.banner.cta} className="mt-2 inline-block font-semibold text-leaf underline" />
                </div>
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
    </li>
  );
}

export function Header({ items, homeHref, searchHref, listHref, internalPaths, brandLabel, mode, texts }: Props) {
  const t = translator(texts, 'header');
  const ta = translator(texts, 'a11y');
  const pathname = usePathname();
  const isHome = pathname === homeHref || pathname === internalPaths.home;
  const isSearch = pathname === searchHref || pathname === internalPaths.search;
  const { hidden } = useHeaderScroll(isHome);
  const [atTop, setAtTop] = useState(true);
  useEffect(() => {
    const onScroll = () => setAtTop(window.scrollY < TRANSPARENT_UNTIL);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const transparent = isHome && atTop;
  const left = items.filter((i) => i.position === 'left');
  const right = items.filter((i) => i.position === 'right');

  return (
    <header
      data-header
      data-hidden={hidden ? 'true' : 'false'}
      data-transparent={transparent ? 'true' : 'false'}
      className={`sticky top-0 z-30 transition-[transform,background-color] duration-300 no-print ${hidden ? '-translate-y-full' : 'translate-y-0'} ${transparent ? 'bg-transparent' : 'bg-white/95 shadow-sm backdrop-blur'}`}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        <Link href={homeHref} className="flex items-center gap-2 font-serif text-2xl font-bold text-leaf">
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M12 2v20M2 12h20M5 5l14 14M19 5L5 19" />
          </svg>
          <span>Brina</span>{' '}
          {mode === 'B2B' ? (
            <span className="rounded bg-frost px-2 py-0.5 font-sans text-xs font-semibold uppercase tracking-wide text-ink">Food Service</span>
          ) : null}
          <span className="sr-only">{brandLabel}</span>
        </Link>
        <nav aria-label={ta('mainNavigation')} className="hidden flex-1 items-center justify-between lg:flex">
          <ul className="flex items-center gap-1">
            {left.map((item) => (
              <DesktopItem key={item.id} item={item} newTabLabel={ta('opensInNewTab')} />
            ))}
          </ul>
          <ul className="flex items-center gap-1">
            {right.map((item) => (
              <DesktopItem key={item.id} item={item} newTabLabel={ta('opensInNewTab')} />
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          {isSearch ? null : <SearchButton searchHref={searchHref} label={t('search')} mode={mode} locale={texts.locale} />}
          <ListLink href={listHref} texts={texts} />
          <MobileDrawer items={items} texts={texts} />
        </div>
      </div>
    </header>
  );
}
