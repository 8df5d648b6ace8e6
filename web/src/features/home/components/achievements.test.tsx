import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Achievements } from './achievements';

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** Calls back only when the test says the section is in view. */
function controllableIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, ...(options ? { options } : {}) });
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    observers,
    scrollIntoView: () =>
      observers.forEach(({ callback }) =>
        callback(
          [{ isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      ),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const figure = (label: string) => screen.getByText(label).previousElementSibling;

describe('the achievements', () => {
  it('wait at 0 until 30 percent of the section is in view, then count up for 2 s', async () => {
    preferReducedMotion(false);
    const viewport = controllableIntersectionObserver();
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
    render(<Achievements />);
    expect(viewport.observers[0]!.options?.threshold).toContain(0.3);
    expect(figure('Users')).toHaveTextContent(/^0$/);
    expect(screen.getByText('Users').closest('li')).toHaveClass('opacity-0');

    act(() => viewport.scrollIntoView());
    expect(screen.getByText('Users').closest('li')).toHaveClass('opacity-100');
    const delays = ['Users', 'Projects', 'Happy Clients', 'Countries'].map(
      (label) => screen.getByText(label).closest('li')!.style.transitionDelay,
    );
    expect(delays).toEqual(['0ms', '200ms', '400ms', '600ms']);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    const halfway = Number(figure('Users')?.textContent);
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(8500);

    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(figure('Users')).toHaveTextContent(/^8500$/);
    expect(figure('Projects')).toHaveTextContent(/^1240$/);
    expect(figure('Happy Clients')).toHaveTextContent(/^5400$/);
    expect(figure('Countries')).toHaveTextContent(/^120$/);
  });

  it('show the figures at once to people who asked for less motion', () => {
    preferReducedMotion(true);
    controllableIntersectionObserver();
    render(<Achievements />);
    expect(figure('Users')).toHaveTextContent(/^8500$/);
    expect(figure('Countries')).toHaveTextContent(/^120$/);
  });
});
