import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FormField } from './form-field';
import { inputClass } from './text-field';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** The options, after an optional empty first option. */
  options: readonly string[];
  /** What an option shows, when not its value. */
  optionLabel?: (value: string) => string;
  /** Text of an empty first option ('' value), shown until a choice is made. */
  placeholder?: string;
}

export function SelectField({
  label,
  error,
  hint,
  options,
  optionLabel = (value) => value,
  placeholder,
  className = '',
  ...select
}: SelectFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} className={`min-w-0 ${className}`}>
      {(control) => (
        // Sized by the option chosen, not the widest (the form sets its width anyway): else the
        // first layout sets every option's text, each size of the cities' Bangla names in English a
        // look-up of the system's fonts (docs/architecture.md, "The app's own font"). The field asks
        // its form for no width (min-w-0), so a long option chosen never widens it on a narrow phone.
        <select {...control} className={`${inputClass} h-[2.875rem] field-sizing-content`} {...select}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
