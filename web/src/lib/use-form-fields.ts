import { useRef, useState } from 'react';

/** A message per field that is wrong; an empty object means valid. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The fields of a form whose value is text. */
type TextFieldOf<Values> = {
  [Field in keyof Values]: Values[Field] extends string ? Field : never;
}[keyof Values] &
  string;

/**
 * The state of a form (sign-in, sign-up, listings): the values, one error message
 * per field (cleared as the person edits that field), and a way to move
 * focus to the first field that is wrong.
 *
 * Until the person changes a field, and again after `reset`, the form shows `initial` as it is
 * given now: the update form, whose starting values are the listing read again after a save,
 * then shows what is stored. What the person has typed is never replaced but by `reset`.
 */
export function useFormFields<Values extends object>(initial: Values) {
  // What the person made of the form; null while it shows `initial`.
  const [edited, setEdited] = useState<Values | null>(null);
  const values = edited ?? initial;
  const [errors, setErrors] = useState<FieldErrors<keyof Values & string>>({});
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
