import { describe, expect, it } from 'vitest';
import { belongsTo, LAZY_NAMESPACES } from './lazy-namespaces';
import { loadMessages } from './load-messages';
import { createTranslator } from './translator';

describe('the catalogues as the app loads them', () => {
  it("split a screen's namespace off the first page's part (vite.config.ts)", async () => {
    expect(belongsTo('nav.home', undefined)).toBe(true);
    expect(belongsTo('terms.h1', undefined)).toBe(false);
    expect(belongsTo('terms.h1', 'terms')).toBe(true);
    const terms = (await import('./messages/en.json?namespace=terms')).default;
    expect(Object.keys(terms).length).toBeGreaterThan(0);
    expect(Object.keys(terms).every((id) => id.startsWith('terms.'))).toBe(true);
    expect(LAZY_NAMESPACES).toContain('terms');
  });

  it("leave the refusals' words out of English's first page part only: English shows the API's message", async () => {
    expect(belongsTo('apiError.listing/not-found', undefined, 'en')).toBe(false);
    expect(belongsTo('apiError.listing/not-found', undefined, 'bn')).toBe(true);
    const english = (await import('./messages/en.json')).default as Record<string, unknown>;
    const bangla = (await import('./messages/bn.json')).default as Record<string, unknown>;
    expect(Object.keys(english).some((id) => id.startsWith('apiError.'))).toBe(false);
    expect(Object.keys(bangla).filter((id) => id.startsWith('apiError.')).length).toBeGreaterThan(10);
  });

  it('load Bangla with the namespaces asked for so far, precompiled (plurals in Bangla digits)', async () => {
    const bangla = createTranslator('bn', await loadMessages('bn'));
    expect(bangla.t('terms.h1')).toBe('ইউজারের দায়িত্ব');
    expect(bangla.t('listing.interested', { count: 5 })).toBe('৫ জন আগ্রহী');
    expect(bangla.t('browse.count', { count: 12 })).toBe('১২টি বিজ্ঞাপন');
  });
});
