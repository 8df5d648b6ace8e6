import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import english from './messages/en.json';
import type { Locale } from './locale';
import type { MessageId } from './message-id';

/**
 * A catalogue as the app gets it, precompiled at build time (vite.config.ts): each message
 * an ICU syntax tree, or its text when it is only text (smaller, and the same to format).
 */
export type Catalogue = Record<MessageId, MessageFormatElement[] | string>;

export const englishMessages = english as unknown as Catalogue;

/**
 * The catalogue of a language. English is in the first page's code; Bangla, with its
 * font, is fetched only when Bangla is chosen (scripts/check-bundle-budget.ts weighs it apart).
 */
export async function loadMessages(locale: Locale): Promise<Catalogue> {
  if (locale === 'en') return englishMessages;
  const [bangla] = await Promise.all([import('./messages/bn.json'), import('./bangla-font.css')]);
  return bangla.default as unknown as Catalogue;
}
