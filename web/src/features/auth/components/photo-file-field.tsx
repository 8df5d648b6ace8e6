import { useT } from '@/lib/i18n/locale-provider';
import { useId } from 'react';
import { buttonClass } from '@/components/ui/button-class';

/** What a browser may hand over; the server decides by content anyway (docs/api.md, "Photos"). */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/**
 * A picture to upload as the profile photo (JPEG, PNG, WebP or HEIC, up to 10 MB): the API
 * makes it a 256 px square without metadata. Beside the photo address field of sign-up and
 * 'Change photo'.
 */
export function PhotoFileField({
  file,
  onChange,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const { t } = useT();
  const hintId = useId();
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <label className={buttonClass('outline', 'sm', 'cursor-pointer')}>
          {t('auth.photoFile')}
          <input
            type="file"
            accept={ACCEPT}
            aria-describedby={hintId}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
            className="sr-only"
          />
        </label>
        {file ? (
          <>
            <span translate="no" className="min-w-0 text-sm break-all text-slate-700">
              {file.name}
            </span>
            <button type="button" onClick={() => onChange(null)} className={buttonClass('ghost', 'sm')}>
              {t('auth.photoFileClear')}
            </button>
          </>
        ) : null}
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {t('auth.photoFileHint')}
      </p>
    </div>
  );
}
