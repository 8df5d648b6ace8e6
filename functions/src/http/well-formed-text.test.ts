import { describe, expect, it } from 'vitest';
import { malformedTextAt } from './well-formed-text';

describe('malformedTextAt', () => {
  it('finds half of a surrogate pair in a value or a key, and names where', () => {
    expect(malformedTextAt({ text: 'bad \ud800 here' })).toBe('text');
    expect(malformedTextAt({ text: 'ends \ud83d' })).toBe('text');
    expect(malformedTextAt({ text: '\ude42 starts' })).toBe('text');
    expect(malformedTextAt({ lifestylePreferences: ['Quiet', 'x\udc00'] })).toBe('lifestylePreferences.1');
    expect(malformedTextAt({ alt: { ['a\ud800']: 'Room' } })).toBe('alt.a\ud800');
    expect(malformedTextAt('\ud800')).toBe('');
  });

  it('passes whole pairs, Bangla, other values and no body', () => {
    expect(
      malformedTextAt({ text: 'ঘর খালি আছে? \ud83d\ude42', rent: 8000, ok: true, none: null }),
    ).toBeNull();
    expect(malformedTextAt(undefined)).toBeNull();
    expect(malformedTextAt({})).toBeNull();
  });

  it('walks a body nested as deep as 32 KB of JSON allows without running out of stack', () => {
    const deep = JSON.parse(`${'['.repeat(16_000)}"\\ud800"${']'.repeat(16_000)}`) as unknown;
    expect(malformedTextAt(deep)).toBe(Array(16_000).fill('0').join('.'));
  });
});
