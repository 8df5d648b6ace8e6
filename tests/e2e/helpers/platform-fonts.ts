import type { Locator, Page } from '@playwright/test';

/**
 * The fonts the browser drew the text of each element in (Chrome DevTools Protocol,
 * CSS.getPlatformFontsForNode), by the family each file names itself: one list per element,
 * or null for one that left the page before it was asked about. A live page moves its nodes
 * meanwhile (the home page's looping carousel takes its slides out and puts them back), and
 * a node taken out loses its protocol id: such an element is looked up again, by its mark.
 */
export async function platformFonts(page: Page, elements: Locator): Promise<(string[] | null)[]> {
  const marker = 'data-platform-fonts';
  const count = await elements.evaluateAll((nodes, name) => {
    nodes.forEach((node, index) => node.setAttribute(name, String(index)));
    return nodes.length;
  }, marker);
  const cdp = await page.context().newCDPSession(page);
  try {
    // DOM.getDocument also starts the DOM agent, which CSS.enable needs.
    let { root } = await cdp.send('DOM.getDocument');
    await cdp.send('CSS.enable');
    const fontsOf = async (index: number): Promise<string[] | null> => {
      for (let attempt = 1; ; attempt++) {
        const { nodeId } = await cdp.send('DOM.querySelector', {
          nodeId: root.nodeId,
          selector: `[${marker}="${index}"]`,
        });
        if (nodeId === 0) return null;
        try {
          const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
          return fonts.map((font) => font.familyName);
        } catch (error) {
          if (attempt === 3 || !String(error).includes('Could not find node')) throw error;
          ({ root } = await cdp.send('DOM.getDocument'));
        }
      }
    };
    const fonts: (string[] | null)[] = [];
    for (let index = 0; index < count; index++) fonts.push(await fontsOf(index));
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
