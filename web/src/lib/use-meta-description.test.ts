import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useMetaDescription } from './use-meta-description';

const SITE = 'Roommate Finder connects individuals with compatible roommates.';
const description = () => document.querySelector<HTMLMetaElement>('meta[name="description"]')!.content;

beforeEach(() => {
  const meta = document.createElement('meta');
  meta.name = 'description';
  meta.content = SITE;
  document.head.append(meta);
});

afterEach(() => {
  document.head.querySelectorAll('meta[name="description"]').forEach((meta) => meta.remove());
});

describe('useMetaDescription', () => {
  it("puts a screen's description in the one meta tag and gives the site's back when it goes", () => {
    const { rerender, unmount } = renderHook(({ text }) => useMetaDescription(text), {
      initialProps: { text: 'Rooms across Bangladesh.' },
    });
    expect(description()).toBe('Rooms across Bangladesh.');
    rerender({ text: 'A quiet room in Dhanmondi.' });
    expect(description()).toBe('A quiet room in Dhanmondi.');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    unmount();
    expect(description()).toBe(SITE);
  });

  it("keeps the site's description for an empty one", () => {
    renderHook(() => useMetaDescription('  \n '));
    expect(description()).toBe(SITE);
  });

  it('keeps a long description to 160 characters, on one line', () => {
    renderHook(() => useMetaDescription(`A room\n\nwith ${'a view '.repeat(40)}`));
    expect(description()).toMatch(/^A room with a view a view/);
    expect(description().length).toBeLessThanOrEqual(160);
    expect(description().endsWith('…')).toBe(true);
  });
});
