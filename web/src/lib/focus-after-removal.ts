/** What the keyboard can reach in an element, in order. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';
const focusablesOf = (element: Element) => [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];

/**
 * Remembers where the keyboard's focus is before what holds it leaves the page (a deleted row, a
 * removed photo, a question answered), and returns what moves it somewhere near afterwards:
 * - the same element, if it is still there;
 * - else, in its row or list item if that stays, the first control there;
 * - else the same control (by its `data-action`, else its place) of the item that took its place
 *   (the next one), or of the one before it when it was the last;
 * - else `fallback` (the list's own add button, say), else the page's heading.
 * Called while what held the focus is still there (the screen not yet drawn again), it waits for
 * it to go, a second at most. Without it the focus falls back to the page itself, and the next
 * Tab starts again at the top.
 */
export function focusAfterRemoval(fallback?: () => HTMLElement | null | undefined): () => void {
  const origin = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const item = origin?.closest('tr, li') ?? null;
  const list = item?.parentElement ?? null;
  const index = item && list ? [...list.children].indexOf(item) : -1;
  const place = item && origin ? focusablesOf(item).indexOf(origin) : -1;
  const action = origin?.dataset.action;
  const move = () => {
    if (!origin) return;
    if (origin.isConnected) return origin.focus();
    if (item?.isConnected) {
      const first = focusablesOf(item)[0];
      if (first) return first.focus();
    }
    if (list?.isConnected && index >= 0) {
      const neighbour = list.children[index] ?? list.children[index - 1];
      if (neighbour) {
        const controls = focusablesOf(neighbour);
        const same = action
          ? neighbour.querySelector<HTMLElement>(`[data-action="${action}"]:not([disabled])`)
          : null;
        const target = same ?? controls[place] ?? controls[0];
        if (target) return target.focus();
      }
    }
    const other = fallback?.();
    if (other) return other.focus();
    const heading = document.querySelector<HTMLElement>('main h1, h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  };
  return () => {
    if (!origin?.isConnected) return move();
    // It has not gone yet: the screen's new data is read but not drawn. It moves once what held
    // it goes, within a second, unless the person has put the focus somewhere else meanwhile.
    const observer = new MutationObserver(() => {
      if (origin.isConnected) return;
      stop();
      if (document.activeElement === document.body || !document.activeElement) move();
    });
    const timer = setTimeout(() => observer.disconnect(), 1000);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
  };
}
