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
