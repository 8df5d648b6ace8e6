import { useT } from '@/lib/i18n/locale-provider';
import type { ReactNode } from 'react';
import { GoogleSignInButton } from './google-sign-in-button';

interface AuthCardProps {
  title: string;
  intro: string;
  /** The email and password form. */
  children: ReactNode;
  /** The line under the card that leads to the other screen. */
  footer: ReactNode;
}

/** The frame shared by the sign-in and sign-up screens, with Google sign-in under the form. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  const { t } = useT();
  return (
    <section className="bg-gradient-to-b from-teal-50 to-slate-50 px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-teal-900/5 sm:p-8">
        <h1 className="text-center text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-2 text-center text-slate-600">{intro}</p>
        <div className="mt-8">{children}</div>
        <div className="my-6 flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
          <span className="h-px flex-1 bg-slate-200" />
          {t('auth.or')}
          <span className="h-px flex-1 bg-slate-200" />
        </div>
        <GoogleSignInButton />
        <p className="mt-6 text-center text-sm text-slate-600">{footer}</p>
      </div>
    </section>
  );
}
