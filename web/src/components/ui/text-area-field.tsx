import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FormField } from './form-field';
import { inputClass, readOnlyClass } from './text-field';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

export function TextAreaField({ label, error, hint, className = '', ...textarea }: TextAreaFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea {...control} className={`${inputClass} ${readOnlyClass} min-h-32 resize-y`} {...textarea} />
      )}
    </FormField>
  );
}
