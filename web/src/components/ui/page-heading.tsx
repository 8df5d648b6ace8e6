import type { ReactNode } from 'react';

/** The heading block at the top of a screen: one h1 and an optional line under it. */
export function PageHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <header className="mb-8 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {children ? <p className="mx-auto mt-3 max-w-2xl text-base text-slate-600">{children}</p> : null}
    </header>
  );
}
