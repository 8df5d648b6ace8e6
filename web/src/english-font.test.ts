// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { latin } from '@fontsource-variable/noto-sans/unicode.json';

/** The ranges of a unicode-range value, as a sorted list without spaces. */
const ranges = (value: string) =>
  value
    .split(',')
    .map((range) => range.trim())
    .filter(Boolean)
    .sort();

describe('English’s font (index.css, docs/architecture.md "The app’s own font")', () => {
  it('is declared for exactly the characters its file holds, as the package lists them', () => {
    const css = readFileSync(new URL('./index.css', import.meta.url), 'utf8');
    const face = /@font-face\s*{[^}]*font-family:\s*'Noto Sans';[^}]*}/.exec(css)?.[0];
    expect(face, 'index.css declares Noto Sans').toBeDefined();
    expect(face).toContain('noto-sans-latin-wght-normal.woff2');
    const declared = /unicode-range:([^;]*);/.exec(face!)?.[1] ?? '';
    expect(ranges(declared)).toEqual(ranges(latin));
  });
});
