import { useRef, useState } from 'react';
import { useT } from '@/lib/i18n/locale-provider';
import { currentTranslator } from '@/lib/i18n/translator';

/** A message per field that is wrong; an empty object means valid. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * A field's message as the form keeps it: its text, or how to write it, which the form asks
 * each time it shows, so that the message follows a switch of language (the checks' translate()
 * writes in the language shown). Undefined when, after all, there is nothing to say.
 */
export type FieldError = string | (() => string | undefined);
export type FieldErrorSources<Field extends string> = Partial<Record<Field, FieldError>>;

/**
 * The messages of a check (`validateSignUp(values)`), each written in the language shown whenever
 * the form shows it: the check runs now, and again, with the values it was given, only once the
 * language has changed (a field's message goes as soon as the person edits it, so they are still
 * the values on screen), not for every field at every render.
 */
export function inShownLanguage<Field extends string>(
  check: () => FieldErrors<Field>,
): FieldErrorSources<Field> {
  let written = { locale: currentTranslator().locale, errors: check() };
  const inLanguageShown = () => {
    const { locale } = currentTranslator();
    if (locale !== written.locale) written = { locale, errors: check() };
    return written.errors;
  };
  const sources: FieldErrorSources<Field> = {};
  for (const [field, message] of Object.entries(written.errors) as [Field, string | undefined][]) {
    if (message) sources[field] = () => inLanguageShown()[field];
  }
  return sources;
}

/** The text of each message, as the form shows it now. */
function written<Field extends string>(sources: FieldErrorSources<Field>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const [field, source] of Object.entries(sources) as [Field, FieldError | undefined][]) {
    const message = typeof source === 'function' ? source() : source;
    if (message) errors[field] = message;
  }
  return errors;
}

/** The fields of a form whose value is text. */
type TextFieldOf<Values> = {
  [Field in keyof Values]: Values[Field] extends string ? Field : never;
}[keyof Values] &
  string;

/**
 * The state of a form (sign-in, sign-up, listings): the values, one error message
 * per field (cleared as the person edits that field), and a way to move
 * focus to the first field that is wrong. A message set as a way to write it (`inShownLanguage`)
 * is written again when the language changes; one set as text stays as it is.
 *
 * Until the person changes a field, and again after `reset`, the form shows `initial` as it is
 * given now: the update form, whose starting values are the listing read again after a save,
 * then shows what is stored. What the person has typed is never replaced but by `reset`.
 */
export function useFormFields<Values extends object>(initial: Values) {
  // What the person made of the form; null while it shows `initial`.
  const [edited, setEdited] = useState<Values | null>(null);
  const values = edited ?? initial;
  // Read so that the form shows again, and writes its messages again, when the language changes.
  useT();
  const [errorSources, setErrors] = useState<FieldErrorSources<keyof Values & string>>({});
  const errors = written(errorSources);
  const formRef = useRef<HTMLFormElement>(null);

  const update = <Field extends keyof Values & string>(field: Field, value: Values[Field]) => {
    setEdited((current) => ({ ...(current ?? initial), [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** The props that bind a required text input to one field: its name, value, error and change. */
  const textField = <Field extends TextFieldOf<Values>>(field: Field) => ({
    name: field,
    value: values[field] as string,
    error: errors[field],
    required: true,
    onChange: (event: { target: { value: string } }) => update(field, event.target.value as Values[Field]),
  });

  const focusFirstInvalid = () =>
    // After React has rendered aria-invalid on the fields.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  /** Back to `initial`, as it is given from now on. */
  const reset = () => {
    setEdited(null);
    setErrors({});
  };

  return { values, errors, setErrors, update, textField, focusFirstInvalid, reset, formRef };
}
