// The tag manager's route event waits for the new page's title: not the old one, and not the empty
// title of the moment streamed metadata swaps the <title> element.
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const nav = vi.hoisted(() => ({ pathname: '/en', search: '' }));
vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
  useSearchParams: () => new URLSearchParams(nav.search),
}));

const { RouteEvents } = await import('@/components/analytics/route-events.client');

const routeEvents = () => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'route') as { title: string; routeName: string }[];

function setTitle(title: string | null) {
  document.head.querySelector('title')?.remove();
  if (title === null) return;
  const element = document.createElement('title');
  element.textContent = title;
  document.head.append(element);
}

afterEach(() => {
  vi.useRealTimers();
  window.dataLayer = [];
});

describe('route events', () => {
  it('after a navigation, skips the empty title between the old and the new one', async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/en');
    setTitle('Brina');
    const view = render(<RouteEvents />);
    await act(async () => vi.advanceTimersByTime(300));
    expect(routeEvents().map((e) => e.title)).toEqual(['Brina']);

    // The navigation: the path changes, the old title is taken out, the new one comes later.
    window.history.pushState(null, '', '/en/recipes');
    nav.pathname = '/en/recipes';
    setTitle(null);
    view.rerender(<RouteEvents />);
    await act(async () => vi.advanceTimersByTime(300));
    expect(routeEvents(), 'nothing pushed while the title is empty').toHaveLength(1);

    setTitle('Recipes | Brina');
    await act(async () => vi.advanceTimersByTime(10));
    expect(routeEvents().map((e) => [e.routeName, e.title])).toEqual([
      ['index', 'Brina'],
      ['recipes', 'Recipes | Brina'],
    ]);
  });
});
