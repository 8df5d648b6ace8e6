import type { Page } from '@playwright/test';

type Watched = Window & { __cspViolations?: string[] };

/** In the page: keeps every `securitypolicyviolation` the document raises, once per document. */
function listen() {
  const page = window as Watched;
  if (page.__cspViolations) return;
  const seen: string[] = [];
  page.__cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) => {
    seen.push(
      `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
}

const watching = new WeakSet<Page>();

/**
 * From now on, records every breach of the Content Security Policy in the page: in the document
 * it shows, and in every document it loads next, from before their first script. Screens opened
 * inside the app stay in the same document, under the same policy.
 */
export async function watchCsp(page: Page): Promise<void> {
  if (!watching.has(page)) {
    watching.add(page);
    await page.addInitScript(listen);
  }
  await page.evaluate(listen);
}

/** What the page broke since it was watched, or since the last call: "directive blocked what (file:line)". */
export async function cspViolations(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => (window as Watched).__cspViolations?.splice(0));
  if (!found) throw new Error('The page is not watched for CSP violations: call watchCsp(page) first.');
  return found;
}
