import type { Locator, Page } from '@playwright/test';

/**
 * The fonts the browser drew the text of each element in (Chrome DevTools Protocol,
 * CSS.getPlatformFontsForNode), by the family each file names itself: one list per element.
 */
export async function platformFonts(page: Page, elements: Locator): Promise<string[][]> {
  const marker = 'data-platform-fonts';
  const count = await elements.evaluateAll((nodes, name) => {
    nodes.forEach((node, index) => node.setAttribute(name, String(index)));
    return nodes.length;
  }, marker);
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument');
    await cdp.send('CSS.enable');
    const fonts: string[][] = [];
    for (let index = 0; index < count; index++) {
      const { nodeId } = await cdp.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: `[${marker}="${index}"]`,
      });
      const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      fonts.push(used.map((font) => font.familyName));
    }
    return fonts;
  } finally {
    await cdp.detach();
    await elements.evaluateAll((nodes, name) => nodes.forEach((node) => node.removeAttribute(name)), marker);
  }
}

/**
 * Has the page note, when its screen's heading (`main h1`) first joins it, whether `family` is
 * ready then in each of `weights` for `sample` text (document.fonts.check); `readyAtFirstScreen`
 * reads the note. Call before the page loads.
 */
export async function noteFontAtFirstScreen(
  page: Page,
  family: string,
  sample: string,
  weights: readonly number[],
): Promise<{ readyAtFirstScreen: () => Promise<Record<string, boolean> | undefined> }> {
  await page.addInitScript(
    ({ family, sample, weights }) => {
      const seen = new MutationObserver(() => {
        if (!document.querySelector('main h1')) return;
        seen.disconnect();
        const ready = Object.fromEntries(
          weights.map((weight) => [weight, document.fonts.check(`${weight} 1em "${family}"`, sample)]),
        );
        Object.assign(window, { fontAtFirstScreen: ready });
      });
      seen.observe(document, { childList: true, subtree: true });
    },
    { family, sample, weights },
  );
  return {
    readyAtFirstScreen: () =>
      page.evaluate(() => (window as { fontAtFirstScreen?: Record<string, boolean> }).fontAtFirstScreen),
  };
}
