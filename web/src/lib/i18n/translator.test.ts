import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from './load-messages';
import { INTL_LOCALE, type Locale } from './locale';
import { createTranslator } from './translator';

afterEach(() => vi.restoreAllMocks());

describe('numbers in messages (docs/architecture.md, "Keeping the first page light")', () => {
  for (const locale of ['en', 'bn'] as Locale[]) {
    it(`writes plurals, ranges and the year in ${locale} as Intl would, without building an Intl.NumberFormat`, async () => {
      const intl = new Intl.NumberFormat(INTL_LOCALE[locale]);
      const year = new Intl.NumberFormat(INTL_LOCALE[locale], { useGrouping: false });
      const translator = createTranslator(locale, await loadMessages(locale));
      const built = vi.spyOn(Intl, 'NumberFormat');
      const count = translator.t('browse.count', { count: 1250 });
      const range = translator.t('browse.rangeMore', { first: 1001, last: 1020 });
      const copyright = translator.t('footer.copyright', { year: 2026 });
      const rent = translator.number(14000);
      expect(built).not.toHaveBeenCalled();
      expect(count).toContain(intl.format(1250));
      expect(range).toContain(`${intl.format(1001)}–${intl.format(1020)}`);
      expect(copyright).toContain(`© ${year.format(2026)} `);
      expect(rent).toBe(intl.format(14000));
    });
  }

  it('still writes a number with a fraction with Intl', () => {
    expect(createTranslator('en', {} as never).number(2.5)).toBe('2.5');
    expect(createTranslator('bn', {} as never).number(1234.25)).toBe('১,২৩৪.২৫');
  });
});
