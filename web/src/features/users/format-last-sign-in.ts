import { englishTranslator, type Translator } from '@/lib/i18n/translator';
/**
 * docs/product.md, "The users list": the last sign-in as a date in the reader's locale (in
 * Bangla, Bangla digits and month), or 'N/A' when there is none.
 */
export function formatLastSignIn(
  value: string | null | undefined,
  translator: Pick<Translator, 't' | 'date'> = englishTranslator,
): string {
  return (value && translator.date(value)) || translator.t('users.notAvailable');
}
