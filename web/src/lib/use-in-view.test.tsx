import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInView } from './use-in-view';

/** An IntersectionObserver the test drives: it reports what the test says is on the screen. */
function fakeScreen() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  /** `shown` px of an element `height` px tall on a screen `screenHeight` px tall. */
  return (shown: number, height: number, screenHeight = 740) =>
    act(() =>
      callbacks.forEach((callback) =>
        callback(
          [
            {
              isIntersecting: shown > 0,
              intersectionRatio: shown / height,
              intersectionRect: { height: shown } as DOMRectReadOnly,
              rootBounds: { height: screenHeight } as DOMRectReadOnly,
            } as IntersectionObserverEntry,
          ],
          {} as IntersectionObserver,
        ),
      ),
    );
}

function Probe() {
  const { ref, inView } = useInView<HTMLDivElement>(0.3);
  return <div ref={ref}>{inView ? 'in view' : 'not yet'}</div>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useInView(0.3)', () => {
  it('waits for 30 percent of an element, and stays in view once it was', () => {
    const show = fakeScreen();
    const { container } = render(<Probe />);
    show(100, 500);
    expect(container).toHaveTextContent('not yet');
    show(150, 500);
    expect(container).toHaveTextContent('in view');
    show(0, 500);
    expect(container).toHaveTextContent('in view');
  });

  it('takes 30 percent of the screen for an element too tall to ever show 30 percent of itself', () => {
    // A phone's one-column grid of six featured cards: 3,400 px under a 740 px screen.
    const show = fakeScreen();
    const { container } = render(<Probe />);
    show(170, 3400);
    expect(container).toHaveTextContent('not yet');
    show(230, 3400);
    expect(container).toHaveTextContent('in view');
  });
});
