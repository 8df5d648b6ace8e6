import { describe, expect, it } from 'vitest';
import { loadMessages, loadNamespace } from './load-messages';
import { createTranslator } from './translator';

describe('the catalogues as the app loads them', () => {
  it("keep a screen's namespace out of the first page's part, and load it with the screen", async () => {
    const english = await loadMessages('en');
    expect(Object.keys(english).some((id) => id.startsWith('terms.'))).toBe(false);
    expect(english['nav.home']).toBe('Home');

    await loadNamespace('terms', 'en', english);
    expect(createTranslator('en', english).t('terms.h1')).toBe('User responsibilities');
  });

  it('load Bangla with the namespaces asked for so far, precompiled (plurals in Bangla digits)', async () => {
    const bangla = createTranslator('bn', await loadMessages('bn'));
    expect(bangla.t('terms.h1')).toBe('ইউজারের দায়িত্ব');
    expect(bangla.t('listing.interested', { count: 5 })).toBe('৫ জন আগ্রহী');
    expect(bangla.t('browse.count', { count: 12 })).toBe('১২টি বিজ্ঞাপন');
  });
});
