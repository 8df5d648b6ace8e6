import { useT } from '@/lib/i18n/locale-provider';
import type { ListingPhoto } from '@roommate-finder/contract/photo-fields';
import { useEffect, useRef } from 'react';

/**
 * A photo at its full (large) size, in a modal dialog: Escape or Close returns to the gallery,
 * and the browser puts the focus back on the button that opened it.
 */
export function FullSizePhoto({
  photo,
  alt,
  onClose,
}: {
  photo: ListingPhoto;
  alt: string;
  onClose: () => void;
}) {
  const { t } = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={dialogRef}
      aria-label={alt}
      onClose={onClose}
      className="m-auto max-h-none max-w-none bg-transparent p-0 backdrop:bg-slate-950/90"
    >
      <div className="flex flex-col items-end gap-2 p-2">
        <button
          type="button"
          onClick={() => dialogRef.current?.close()}
          className="rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-amber-300"
        >
          {t('gallery.close')}
        </button>
        <img
          src={photo.url}
          width={photo.width}
          height={photo.height}
          alt={alt}
          className="h-auto max-h-[85vh] w-auto max-w-[95vw] object-contain"
        />
      </div>
    </dialog>
  );
}
