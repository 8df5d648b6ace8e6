import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What every axe check of the suite holds a screen to: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_A_AND_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What axe finds on the page as it stands against WCAG A and AA, of the given impacts (all unless
 * told): "rule (impact): where | where". In axe's legacy mode, axe runs in the page and its
 * same-origin frames only: by default @axe-core/playwright opens a new blank page for every scan,
 * to put together what it found in cross-origin frames (the app has none), and that page took
 * more than a second of each scan on two busy cores, as long as axe's rules themselves.
 */
export async function axeViolations(
  page: Page,
  impacts: readonly string[] = ['minor', 'moderate', 'serious', 'critical'],
): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_A_AND_AA)
    // Only violations are read: axe then makes no selector for every node that passed (its docs,
    // "resultTypes": the slow end of a scan, on a page of many nodes).
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return violations
    .filter((violation) => impacts.includes(violation.impact ?? 'minor'))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target).join(' | ')}`,
    );
}
