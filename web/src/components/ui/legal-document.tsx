import { useT } from '@/lib/i18n/locale-provider';
import type { ReactNode } from 'react';

interface LegalDocumentProps {
  title: string;
  /** A sentence with the date, such as 'These terms were last updated August 2025.' */
  updatedNote: string;
  intro: ReactNode;
  children: ReactNode;
}

/** The frame of the Terms and Privacy pages: title, date, introduction, then numbered sections. */
export function LegalDocument({ title, updatedNote, intro, children }: LegalDocumentProps) {
  const { t } = useT();
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <title>{t('page.title', { page: title })}</title>
      <header className="border-b border-slate-200 pb-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm font-medium text-amber-800">{updatedNote}</p>
        <div className="mt-6 text-lg leading-relaxed text-slate-700">{intro}</div>
      </header>
      <ol className="mt-10 space-y-10 [counter-reset:section]">{children}</ol>
    </article>
  );
}
