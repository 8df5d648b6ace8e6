import type { ReactNode } from 'react';

/** The heading block of a home page section, with a small label over it. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="mx-auto mb-12 max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-widest text-amber-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg text-slate-600">{children}</p> : null}
    </header>
  );
}
