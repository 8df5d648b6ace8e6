import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { ReactNode } from 'react';
import { englishMessages, type Catalogue } from './load-messages';
import { INTL_LOCALE, type Locale } from './locale';
import type { MessageId } from './message-id';

type Values = Record<string, string | number | ((chunks: ReactNode[]) => ReactNode)>;

/** What a screen uses to say things in the chosen language. */
export interface Translator {
  locale: Locale;
  /** A message as text ({count} and other values filled in, numbers in the language's digits). */
  t: (id: MessageId, values?: Record<string, string | number>) => string;
  /** A message with parts that are elements (a link inside a sentence): `<link>…</link>` in the message. */
  rich: (id: MessageId, values: Values) => ReactNode;
  /** A whole number in the language's digits and grouping (১৪,০০০ in Bangla). */
  number: (value: number) => string;
  /** A date (ISO or any Date string) as the language writes it; undefined when it is not a date. */
  date: (value: string, options?: Intl.DateTimeFormatOptions) => string | undefined;
  /** The intl object itself, for react-intl's own components. */
  intl: IntlShape;
}

const cache = createIntlCache();

export function createTranslator(locale: Locale, messages: Catalogue): Translator {
  const intl = createIntl(
    {
      locale: INTL_LOCALE[locale],
      defaultLocale: 'en',
      messages,
      // A message missing from a catalogue fails catalogues.test.ts; never log it to the console here.
      onError: () => {},
    },
    cache,
  );
  return {
    locale,
    intl,
    t: (id, values) => intl.formatMessage({ id }, values),
    rich: (id, values) => intl.formatMessage({ id }, values) as ReactNode,
    number: (value) => intl.formatNumber(value, { maximumFractionDigits: 2 }),
    date: (value, options) => {
      const parsed = new Date(value);
      if (Number.isNaN(parsed.getTime())) return undefined;
      // English keeps the reader's own date format (docs/product.md, "The users list").
      return locale === 'en' && !options
        ? parsed.toLocaleDateString()
        : parsed.toLocaleDateString(INTL_LOCALE[locale], options);
    },
  };
}

let current: Translator = createTranslator('en', englishMessages);

/** For code outside components (dialogs, the API client): the language now chosen. */
export const currentTranslator = (): Translator => current;
export const translate: Translator['t'] = (id, values) => current.t(id, values);

export function setCurrentTranslator(translator: Translator): void {
  current = translator;
}

/** English, for components rendered without the provider (unit tests of one component). */
export const englishTranslator = current;
