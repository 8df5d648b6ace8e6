import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type Formatters } from 'intl-messageformat';
import { Children, cloneElement, isValidElement, type ReactNode } from 'react';
import type { LazyNamespace } from './lazy-namespaces';
import { englishMessages, loadNamespace, type Catalogue } from './load-messages';
import { INTL_LOCALE, type Locale } from './locale';
import type { MessageId } from './message-id';
import { formatWholeNumber, isWholeNumber } from './whole-number';

type Values = Record<string, string | number | ((chunks: ReactNode[]) => ReactNode)>;

/** What a screen uses to say things in the chosen language. */
export interface Translator {
  locale: Locale;
  /** A message as text ({count} and other values filled in, numbers in the language's digits). */
  t: (id: MessageId, values?: Record<string, string | number>) => string;
  /** A message with parts that are elements (a link inside a sentence): `<link>…</link>` in the message. */
  rich: (id: MessageId, values: Values) => ReactNode;
  /** Whether the catalogue has a message (an API error code's, say). */
  has: (id: string) => boolean;
  /** The catalogue it reads, which a screen's namespace is loaded into (load-messages.ts). */
  messages: Catalogue;
  /** A whole number in the language's digits and grouping (১৪,০০০ in Bangla). */
  number: (value: number) => string;
  /** A date (ISO or any Date string) as the language writes it; undefined when it is not a date. */
  date: (value: string, options?: Intl.DateTimeFormatOptions) => string | undefined;
  /** A moment (ISO) as the language writes the parts asked for (`{ hour, minute }`: "4:05 pm", "বিকাল ৪:০৫"). */
  dateTime: (value: string, options: Intl.DateTimeFormatOptions) => string | undefined;
}

// IntlMessageFormat asks Intl.NumberFormat.supportedLocalesOf for the locale of every message it
// builds, which loads ICU's number data (20-35 ms on the first page) only to answer what is known:
// the two locales of INTL_LOCALE are always supported.
IntlMessageFormat.resolveLocale = (locales) =>
  new Intl.Locale(Array.isArray(locales) ? locales[0]! : locales);

/**
 * The formatters all of a translator's messages share. Whole numbers, as plurals' `#`,
 * `{first, number}` and `{year, number, ::group-off}` give them, are written without building an
 * Intl.NumberFormat (whole-number.ts); anything else gets Intl's, made once per list of options.
 */
function sharedFormatters(locale: Locale): Formatters {
  /** `make`, called once per list of arguments. */
  const once = <Args extends unknown[], T>(make: (...args: Args) => T) => {
    const made = new Map<string, T>();
    return (...args: Args): T => {
      const key = JSON.stringify(args);
      if (!made.has(key)) made.set(key, make(...args));
      return made.get(key)!;
    };
  };
  const intlNumber = once(
    (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  );
  /** Intl's formatter with `format` answered for whole numbers first (the only method intl-messageformat calls). */
  const numbers = (grouping: boolean, locales?: string | string[], options?: Intl.NumberFormatOptions) =>
    ({
      format: (value: number) =>
        isWholeNumber(value)
          ? formatWholeNumber(value, locale, { grouping })
          : intlNumber(locales, options).format(value),
    }) as Intl.NumberFormat;
  const plain = numbers(true);
  return {
    getNumberFormat: (locales, options) => {
      if (options === undefined) return plain;
      const { useGrouping, ...rest } = options;
      const onlyGrouping = Object.keys(rest).length === 0 && typeof useGrouping === 'boolean';
      return onlyGrouping ? numbers(useGrouping, locales, options) : intlNumber(locales, options);
    },
    getDateTimeFormat: once(
      (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
    ),
    getPluralRules: once(
      (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
    ),
  };
}

/**
 * A translator over a precompiled catalogue, with FormatJS's ICU formatter (intl-messageformat:
 * plurals, numbers, tags). No message parser reaches the browser: vite.config.ts aliases it away.
 */
export function createTranslator(locale: Locale, messages: Catalogue): Translator {
  const intlLocale = INTL_LOCALE[locale];
  const formats = new Map<string, IntlMessageFormat>();
  const formatter = (id: string) => {
    let format = formats.get(id);
    if (!format) {
      const message = (messages as Record<string, MessageFormatElement[] | string | undefined>)[id];
      // A message missing from a catalogue fails catalogues.test.ts; here it shows its id.
      const tree: MessageFormatElement[] =
        message === undefined
          ? [{ type: TYPE.literal, value: id }]
          : typeof message === 'string'
            ? [{ type: TYPE.literal, value: message }]
            : message;
      format = new IntlMessageFormat(tree, intlLocale, undefined, { formatters });
      formats.set(id, format);
    }
    return format;
  };
  const textOf = (id: string): string | undefined => {
    const message = (messages as Record<string, MessageFormatElement[] | string | undefined>)[id];
    return typeof message === 'string' ? message : undefined;
  };
  // Made on first use, for a number with a fraction: building an Intl formatter costs the first page time.
  let numbers: Intl.NumberFormat | undefined;
  const number = (value: number) =>
    isWholeNumber(value)
      ? formatWholeNumber(value, locale)
      : (numbers ??= new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 2 })).format(value);
  const formatters = sharedFormatters(locale);
  return {
    locale,
    messages,
    // A message that is only text (most of them) is its own answer: no formatter is built for it.
    t: (id, values) => textOf(id) ?? String(formatter(id).format(values)),
    // intl-messageformat hands each tag's element back inside a list of parts: the element gets the
    // tag's name as its key, and Children.toArray keys the chunks and the parts, as React wants.
    rich: (id, values) => {
      const keyed = Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          typeof value === 'function'
            ? (chunks: ReactNode[]) => {
                const element = value(Children.toArray(chunks));
                return isValidElement(element) && element.key === null
                  ? cloneElement(element, { key: name })
                  : element;
              }
            : value,
        ]),
      );
      const parts = formatter(id).format<ReactNode>(keyed);
      return Array.isArray(parts) ? Children.toArray(parts) : parts;
    },
    has: (id) => id in messages,
    number,
    date: (value, options) => {
      const parsed = new Date(value);
      if (Number.isNaN(parsed.getTime())) return undefined;
      // English keeps the reader's own date format (docs/product.md, "The users list").
      return locale === 'en' && !options
        ? parsed.toLocaleDateString()
        : parsed.toLocaleDateString(intlLocale, options && withDayPeriod(locale, options));
    },
    dateTime: (value, options) => {
      const parsed = new Date(value);
      return Number.isNaN(parsed.getTime())
        ? undefined
        : parsed.toLocaleString(intlLocale, withDayPeriod(locale, options));
    },
  };
}

/**
 * A time of day in Bangla says which part of the day it is (সকাল, দুপুর, বিকাল, সন্ধ্যা, রাত্রি),
 * as people write it, where Intl's Bangla clock would say 'AM' or 'PM' in English letters.
 */
function withDayPeriod(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  const twelveHour = options.hour12 === undefined && options.hourCycle === undefined;
  return locale === 'bn' && options.hour !== undefined && twelveHour && options.dayPeriod === undefined
    ? { ...options, dayPeriod: 'short' }
    : options;
}

let current: Translator = createTranslator('en', englishMessages);

/** English, for components rendered without the provider (unit tests of one component). */
export const englishTranslator = current;

/** For code outside components (dialogs, the API client): the language now chosen. */
export const currentTranslator = (): Translator => current;
export const translate: Translator['t'] = (id, values) => current.t(id, values);

/** Settles when the app has chosen its language (the provider's first render). */
let languageChosen: () => void = () => {};
const chosen = new Promise<void>((resolve) => {
  languageChosen = resolve;
});

export function setCurrentTranslator(translator: Translator): void {
  current = translator;
  languageChosen();
}

/**
 * For a screen's loader: the messages of its namespace, in the language shown, before the
 * screen shows. The router starts the first screen's loader before the language's catalogue
 * has arrived (main.tsx), so this waits for it first.
 */
export async function loadScreenMessages(namespace: LazyNamespace): Promise<void> {
  await chosen;
  await loadNamespace(namespace, current.locale, current.messages);
}
