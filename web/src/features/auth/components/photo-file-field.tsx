import { useT } from '@/lib/i18n/locale-provider';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { innerFocusRing } from '@/components/ui/focus-within-class';
import { IMAGE_FORMAT_BYTES, imageFormatOf } from '@roommate-finder/contract/image-format';

/** What a browser may hand over; the server decides by content anyway (docs/api.md, "Photos"). */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

const firstBytes = (file: Blob, count: number) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, count));
  });

/**
 * Whether a file is one of the formats the API takes (JPEG, PNG, WebP, HEIC/HEIF), by its first
 * bytes read as the server reads them (the same imageFormatOf), never by its name: a PDF renamed
 * `me.jpg` is refused here, before an account is made without its photo. A file the browser
 * cannot read is left to the server.
 */
async function startsLikeAPhoto(file: Blob): Promise<boolean> {
  try {
    return imageFormatOf(await firstBytes(file, IMAGE_FORMAT_BYTES)) !== null;
  } catch {
    return true;
  }
}

/**
 * A picture to upload as the profile photo (JPEG, PNG, WebP or HEIC, up to 10 MB): the API
 * makes it a 256 px square without metadata. Beside the photo address field of sign-up and
 * 'Change photo'. A file that is not such a picture is refused at once, with the reason.
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
  const problemId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  // The latest pick: an earlier one whose check ends later is forgotten.
  const picks = useRef(0);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = input.files?.[0] ?? null;
    const pickNumber = (picks.current += 1);
    const isPhoto = chosen === null || (await startsLikeAPhoto(chosen));
    if (pickNumber !== picks.current) return;
    if (!isPhoto) {
      // The same file can be picked again once it is fixed.
      input.value = '';
      setProblem(t('auth.photoFileNotPhoto', { name: chosen.name }));
      onChange(null);
      return;
    }
    setProblem(null);
    onChange(chosen);
  };

  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <label
          className={buttonClass(
            'outline',
            'sm',
            // The input is hidden: its label shows the keyboard's focus, as a button does.
            `cursor-pointer ${innerFocusRing}`,
          )}
        >
          {t('auth.photoFile')}
          <input
            type="file"
            accept={ACCEPT}
            aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => void pick(event)}
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
      {problem ? (
        <p id={problemId} role="alert" className="mt-1 text-sm text-rose-700">
          {problem}
        </p>
      ) : null}
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {t('auth.photoFileHint')}
      </p>
    </div>
  );
}
