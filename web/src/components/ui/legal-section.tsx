import type { ReactNode } from 'react';

/** One numbered section of a LegalDocument. */
export function LegalSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <li className="[counter-increment:section]">
      <h2 className="text-xl font-bold text-teal-900 before:mr-2 before:text-amber-700 before:content-[counter(section)'.']">
        {heading}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{children}</div>
    </li>
  );
}
