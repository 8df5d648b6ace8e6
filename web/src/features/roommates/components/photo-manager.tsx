import { useT } from '@/lib/i18n/locale-provider';
import { PHOTO_LIMITS } from '@roommate-finder/contract/photo-fields';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import { buttonClass } from '@/components/ui/button-class';
import { innerFocusRing } from '@/components/ui/focus-within-class';
import { focusAfterRemoval } from '@/lib/focus-after-removal';
import type { ListingPhotos, PhotoItem } from '@/features/roommates/use-listing-photos';

/** What a browser may hand over from its file picker; the server decides by content anyway. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

const smallButton =
  'rounded-full px-2.5 py-1 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The listing form's photos (docs/product.md, "Photos"): pick several or take one with the
 * phone's camera, see each upload's progress, 'Try again' a failed one, remove one, describe
 * one, and choose the order (the first is the cover) with buttons that work from the keyboard.
 */
export function PhotoManager({ photos }: { photos: ListingPhotos }) {
  const { t } = useT();
  const legendId = useId();
  const hintId = useId();
  const [notice, setNotice] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const chooseRef = useRef<HTMLInputElement>(null);
  const { items } = photos;
  const full = items.length >= PHOTO_LIMITS.perListing;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // The same file can be picked again (after removing it, say).
    event.target.value = '';
    if (files.length === 0) return;
    const left = await photos.add(files);
    setNotice(left > 0 ? t('photoForm.full', { max: PHOTO_LIMITS.perListing }) : '');
  };

  const move = (item: PhotoItem, place: number, action: string) => {
    flushSync(() => photos.moveTo(item.key, place));
    // The photo's button keeps the focus: moving its element in the page drops it.
    const tile = listRef.current?.querySelector<HTMLElement>(`[data-photo="${item.key}"]`);
    const button = tile?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`);
    (button && !button.disabled ? button : tile)?.focus();
    setNotice(place === 0 ? t('photoForm.nowCover') : t('photoForm.moved', { place: place + 1 }));
  };

  return (
    <fieldset aria-labelledby={legendId} aria-describedby={hintId} className="sm:col-span-2">
      <legend id={legendId} className="text-sm font-medium text-slate-800">
        {t('photoForm.legend', { max: PHOTO_LIMITS.perListing })}
      </legend>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {photos.sendsAtOnce ? t('photoForm.hint') : t('photoForm.hintNew')}
      </p>
      {items.length > 0 ? (
        <ol ref={listRef} className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {items.map((item, index) => (
            <PhotoTile
              key={item.key}
              item={item}
              index={index}
              count={items.length}
              sendsAtOnce={photos.sendsAtOnce}
              onMove={(place, action) => move(item, place, action)}
              onRemove={() => {
                // Its tile goes: the focus moves to the next photo's Remove (or the one before),
                // or to 'Choose photos' after the last, not to the top of the page.
                const refocus = focusAfterRemoval(() => chooseRef.current);
                flushSync(() => photos.remove(item.key));
                refocus();
                setNotice(t('photoForm.removed', { position: index + 1 }));
              }}
              onRetry={() => photos.retry(item.key)}
              onAlt={(alt) => photos.setAlt(item.key, alt)}
            />
          ))}
        </ol>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <label
          className={buttonClass(
            'outline',
            'sm',
            `${innerFocusRing} ${full ? 'pointer-events-none opacity-60' : 'cursor-pointer'}`,
          )}
        >
          {t('photoForm.choose')}
          <input
            ref={chooseRef}
            type="file"
            accept={ACCEPT}
            multiple
            disabled={full}
            onChange={(event) => void pick(event)}
            className="sr-only"
          />
        </label>
        <label
          className={buttonClass(
            'ghost',
            'sm',
            `${innerFocusRing} ${full ? 'pointer-events-none opacity-60' : 'cursor-pointer'}`,
          )}
        >
          {t('photoForm.camera')}
          {/* On a phone: opens the camera (the back one) for one photo. */}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            disabled={full}
            onChange={(event) => void pick(event)}
            className="sr-only"
          />
        </label>
      </div>
      <p aria-live="polite" className="mt-2 text-sm text-slate-700">
        {notice}
      </p>
    </fieldset>
  );
}

interface PhotoTileProps {
  item: PhotoItem;
  index: number;
  count: number;
  sendsAtOnce: boolean;
  onMove: (place: number, action: string) => void;
  onRemove: () => void;
  onRetry: () => void;
  onAlt: (alt: string) => void;
}

function PhotoTile({ item, index, count, sendsAtOnce, onMove, onRemove, onRetry, onAlt }: PhotoTileProps) {
  const { t } = useT();
  const altId = useId();
  const label = t('photoForm.photo', { position: index + 1, count });
  const preview = item.photo?.thumbUrl ?? item.prepared?.previewUrl ?? null;
  const shape = item.photo ?? { width: 4, height: 3 };
  return (
    <li
      data-photo={item.key}
      tabIndex={-1}
      aria-label={label}
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-slate-50 p-3"
    >
      <div className="relative">
        {preview ? (
          <img
            src={preview}
            alt=""
            width={shape.width}
            height={shape.height}
            className="aspect-[4/3] w-full rounded-xl bg-slate-200 object-cover"
          />
        ) : (
          <div className="flex aspect-[4/3] w-full items-center justify-center rounded-xl bg-slate-200 p-3 text-center text-sm break-all text-slate-600">
            {item.prepared?.name ?? t('photoForm.preparing')}
          </div>
        )}
        {index === 0 ? (
          <span className="absolute top-2 left-2 rounded-full bg-teal-700 px-2.5 py-0.5 text-xs font-semibold text-white">
            {t('photoForm.cover')}
          </span>
        ) : null}
      </div>
      <PhotoStatusLine item={item} label={label} sendsAtOnce={sendsAtOnce} onRetry={onRetry} />
      <div>
        <label htmlFor={altId} className="block text-xs font-medium text-slate-700">
          {t('photoForm.alt')}
        </label>
        <input
          id={altId}
          type="text"
          value={item.alt}
          maxLength={PHOTO_LIMITS.alt}
          onChange={(event) => onAlt(event.target.value)}
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 focus:border-teal-600 focus:outline-2 focus:outline-teal-600"
        />
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <button
          type="button"
          data-action="cover"
          disabled={index === 0}
          onClick={() => onMove(0, 'later')}
          className={`${smallButton} text-teal-800 hover:bg-teal-50`}
        >
          {t('photoForm.makeCover')}
          <span className="sr-only">{t('listing.seeMoreTitle', { title: label })}</span>
        </button>
        <button
          type="button"
          data-action="earlier"
          disabled={index === 0}
          onClick={() => onMove(index - 1, 'earlier')}
          aria-label={t('photoForm.moveEarlier', { label })}
          className={`${smallButton} text-slate-700 hover:bg-slate-200`}
        >
          <Arrow direction="left" />
        </button>
        <button
          type="button"
          data-action="later"
          disabled={index === count - 1}
          onClick={() => onMove(index + 1, 'later')}
          aria-label={t('photoForm.moveLater', { label })}
          className={`${smallButton} text-slate-700 hover:bg-slate-200`}
        >
          <Arrow direction="right" />
        </button>
        <button
          type="button"
          data-action="remove"
          onClick={onRemove}
          className={`${smallButton} ml-auto text-rose-800 hover:bg-rose-50`}
        >
          {t('photoForm.remove')}
          <span className="sr-only">{t('listing.seeMoreTitle', { title: label })}</span>
        </button>
      </div>
    </li>
  );
}

function PhotoStatusLine({
  item,
  label,
  sendsAtOnce,
  onRetry,
}: {
  item: PhotoItem;
  label: string;
  sendsAtOnce: boolean;
  onRetry: () => void;
}) {
  const { t } = useT();
  if (item.status === 'uploading') {
    const percent = Math.round(item.progress * 100);
    return (
      <div>
        <div
          role="progressbar"
          aria-label={t('photoForm.uploading', { label })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-teal-600 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-1 text-xs text-slate-600">{t('photoForm.progress', { percent })}</p>
      </div>
    );
  }
  if (item.status === 'failed' || item.status === 'refused') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-xs text-rose-800">
        <span>{t('photoForm.failed', { message: item.error ?? '' })}</span>
        {item.status === 'failed' ? (
          <button type="button" onClick={onRetry} className={buttonClass('outline', 'sm')}>
            {t('photoForm.retry')}
            <span className="sr-only">{t('listing.seeMoreTitle', { title: label })}</span>
          </button>
        ) : null}
      </div>
    );
  }
  const text =
    item.status === 'preparing'
      ? t('photoForm.preparing')
      : item.status === 'held'
        ? t('photoForm.waitingForSave')
        : item.status === 'waiting'
          ? sendsAtOnce
            ? t('photoForm.waiting')
            : t('photoForm.waitingForListing')
          : t('photoForm.uploaded');
  return <p className="text-xs text-slate-600">{text}</p>;
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 20 20" className="h-4 w-4" fill="none" aria-hidden="true">
      <path
        d={direction === 'left' ? 'M12 4 6 10l6 6' : 'M8 4l6 6-6 6'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
