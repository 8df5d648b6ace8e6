import { useId } from 'react';

interface FaqItemProps {
  question: string;
  answer: string;
  open: boolean;
  onToggle: () => void;
}

/** One question: a button in a heading that shows or hides its answer (WAI-ARIA accordion). */
export function FaqItem({ question, answer, open, onToggle }: FaqItemProps) {
  const id = useId();
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  return (
    <li
      className={`rounded-2xl border bg-white transition-colors ${open ? 'border-teal-600' : 'border-slate-200'}`}
    >
      <h3>
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-slate-900 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 sm:px-6"
        >
          {question}
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className={`size-5 shrink-0 text-teal-700 transition-transform motion-reduce:transition-none ${
              open ? 'rotate-45' : ''
            }`}
            fill="none"
            stroke="currentColor"
          >
            <path strokeWidth="2.2" strokeLinecap="round" d="M12 5v14M5 12h14" />
          </svg>
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
        <p className="px-5 pb-5 leading-relaxed text-slate-600 sm:px-6">{answer}</p>
      </div>
    </li>
  );
}
