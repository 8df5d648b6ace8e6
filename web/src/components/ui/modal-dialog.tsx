import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

interface ModalDialogProps {
  title: string;
  /** Called when the dialog closes: Escape, or a button of its own that asks for it. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the browser's own <dialog>, opened with showModal() as it mounts: the page
 * behind is inert, focus stays inside, Escape closes it, and focus goes back where it was
 * (the button that opened it). For a form of its own (a report), where sweetalert2's dialogs
 * (components/ui/dialogs.ts) offer only text.
 */
export function ModalDialog({ title, onClose, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    // Closed while still in the page (a layout effect's clean-up runs before React takes it out),
    // so the page behind is no longer inert when the focus goes back to what opened it.
    return () => {
      dialog?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // Escape (the browser's 'cancel') closes it through the owner, which unmounts it.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-3xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/50"
    >
      <div className="px-6 py-6 sm:px-8">
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
