// @vitest-environment node
/**
 * The two catalogues (docs/architecture.md, "Where the user-facing texts live"): every
 * message is in both languages, with valid ICU syntax and the same values, and the Bangla
 * one is written in Bangla, not left in English.
 */
import { readFileSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@roommate-finder/contract/api-error';

const read = (locale: string) =>
  JSON.parse(readFileSync(new URL(`./messages/${locale}.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;
const english = read('en');
const bangla = read('bn');

/** The names of the values a message takes ({count}, {name}) and of its tags (<link>). */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, names);
  }
  return names;
}

/** The words a message shows itself: its literal text, in plural branches and tags too, without value names. */
function literalText(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        return Object.values(element.options)
          .map((option) => literalText(option.value))
          .join(' ');
      }
      if (element.type === TYPE.tag) return literalText(element.children);
      return ' ';
    })
    .join('');
}

/** Latin words a Bangla message may keep: the brand, names of other companies, the other language's name, a web address's scheme. */
const KEPT_IN_LATIN = new Set(['Roommate', 'Finder', 'Google', 'Firebase', 'English', 'URL', 'https']);

/** Compares two catalogues' ids: what the first has and the second lacks. */
const missingFrom = (have: Record<string, string>, lack: Record<string, string>) =>
  Object.keys(have).filter((id) => !(id in lack));

describe('the message catalogues', () => {
  it('have the same messages in English and Bangla', () => {
    expect(missingFrom(english, bangla), 'in en.json but not in bn.json').toEqual([]);
    expect(missingFrom(bangla, english), 'in bn.json but not in en.json').toEqual([]);
  });

  it('catch a message missing from either one', () => {
    expect(missingFrom({ a: 'A', b: 'B' }, { a: 'অ' })).toEqual(['b']);
    expect(missingFrom({ a: 'অ' }, { a: 'A', b: 'B' })).toEqual([]);
  });

  it.each(Object.keys(english))('%s: valid ICU, the same values in both languages', (id) => {
    const inEnglish = argumentsOf(parse(english[id] ?? ''));
    const inBangla = argumentsOf(parse(bangla[id] ?? ''));
    expect([...inBangla].sort()).toEqual([...inEnglish].sort());
  });

  it('have Bangla words for every code the API answers with: a refusal never shows in English on a Bangla page', () => {
    // apiErrorText() shows the API's English message for a code Bangla's catalogue lacks.
    const untranslated = API_ERROR_CODES.filter((code) => !(`apiError.${code}` in bangla));
    expect(untranslated).toEqual([]);
  });

  it('write Bangla in Bangla: no English word left outside values, tags and the brand', () => {
    const leftInEnglish = Object.entries(bangla).flatMap(([id, message]) => {
      const text = literalText(parse(message));
      const words = (text.match(/[A-Za-z]+(?:-[A-Za-z]+)*/g) ?? []).filter(
        (word) => !KEPT_IN_LATIN.has(word),
      );
      return words.length > 0 ? [`${id}: ${words.join(' ')}`] : [];
    });
    expect(leftInEnglish).toEqual([]);
  });

  it('write numbers in Bangla digits: a count, a bound or a range is formatted, never a plain {value}', () => {
    // intl-messageformat prints a plain {count} as String(count), in Latin digits; `number`
    // and `plural` format it for the language (১৪, not 14).
    const plainNumbers = Object.entries(bangla).flatMap(([id, message]) =>
      plainArguments(parse(message))
        .filter((name) => NUMBER_VALUES.has(name))
        .map((name) => `${id}: {${name}}`),
    );
    expect(plainNumbers).toEqual([]);
    expect(plainArguments(parse('পছন্দ ({count})'))).toEqual(['count']);
    expect(plainArguments(parse('পছন্দ ({count, number})'))).toEqual([]);
  });
});

/** The values the app passes as numbers to messages. */
const NUMBER_VALUES = new Set(['count', 'first', 'last', 'max', 'min', 'total']);

/** The names of the values a message prints as they are ({name}, not {name, number}). */
function plainArguments(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.argument) return [element.value];
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      return Object.values(element.options).flatMap((option) => plainArguments(option.value));
    }
    if (element.type === TYPE.tag) return plainArguments(element.children);
    return [];
  });
}
