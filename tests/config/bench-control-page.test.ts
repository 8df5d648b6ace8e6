import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/lib/paths';

// The web benchmark's control (scripts/bench-web.ts) stands for a page with no work of its own:
// anything it loads or runs would be counted in the floor it measures.
it("the web benchmark's control page is text and nothing else: no script, style, font, image or other file", () => {
  const html = readFileSync(`${REPO_ROOT}bench/control-page.html`, 'utf8');
  const elements = new Set(
    [...html.matchAll(/<([a-z][a-z0-9-]*)/gi)].map((match) => match[1]!.toLowerCase()),
  );
  expect([...elements].sort()).toEqual(['body', 'h1', 'head', 'html', 'main', 'meta', 'p', 'title']);
  expect(html).not.toMatch(/\bstyle=|\bsrc=|\bhref=|\bon[a-z]+=/i);
});
