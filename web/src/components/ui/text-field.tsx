import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormField } from './form-field';

export const inputClass =
  'block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-slate-900 shadow-sm ' +
  'placeholder:text-slate-400 focus:border-teal-600 focus:outline-2 focus:outline-offset-0 focus:outline-teal-600/30 ' +
  'aria-invalid:border-rose-600';

/** Text that comes from elsewhere (the account, say) looks fixed. Not for <select>, which CSS counts as read-only. */
export const readOnlyClass = 'read-only:bg-slate-100 read-only:text-slate-600';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Something drawn inside the field's right edge, such as a show/hide button. */
  trailing?: ReactNode;
}

/** A labelled input with its error message tied to it (aria-describedby). */
export function TextField({ label, error, hint, trailing, className = '', ...input }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            className={`${inputClass} ${readOnlyClass} ${trailing ? 'pr-12' : ''}`}
            {...input}
          />
          {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
        </div>
      )}
    </FormField>
  );
}
