import { useT } from '@/lib/i18n/locale-provider';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { TextField } from '@/components/ui/text-field';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label?: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A password input with a show/hide button. */
export function PasswordField({ label, error, hint, ...input }: PasswordFieldProps) {
  const { t } = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label ?? t('auth.password')}
      error={error}
      hint={hint}
      type={visible ? 'text' : 'password'}
      {...input}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          className="inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          {/* Text, not aria-label, so getByLabel('Password') finds only the input. */}
          <span className="sr-only">{t(visible ? 'auth.hidePassword' : 'auth.showPassword')}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor">
            <path
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
            />
            <circle cx="12" cy="12" r="3" strokeWidth="1.8" />
            {visible ? null : <path strokeWidth="1.8" strokeLinecap="round" d="M4 4l16 16" />}
          </svg>
        </button>
      }
    />
  );
}
