import { useT } from '@/lib/i18n/locale-provider';
import type { Listing } from '@roommate-finder/contract/listing';
import { photoAlt } from '@/features/roommates/photo-alt';
import { ListingPhotoImg } from './listing-photo-img';

interface ListingCoverProps {
  listing: Listing;
  /** Sizes of the box (Tailwind classes): the image fills it, cut to its shape. */
  className: string;
  /** `eager` only where it is on the first screen. */
  loading?: 'lazy' | 'eager';
  /** The width the box takes on screen (the `sizes` of its srcset). */
  sizes: string;
  /**
   * Beside a row that already says the listing's type and area (the listing tables): an empty
   * alt, so a screen reader does not read the same twice in every row.
   */
  decorative?: boolean;
}

/**
 * A listing's cover (its first photo) as a thumbnail, or a neutral drawing of a house where it
 * has none. The box has its size before the image arrives, so nothing moves when it does.
 */
export function ListingCover({
  listing,
  className,
  loading = 'lazy',
  sizes,
  decorative = false,
}: ListingCoverProps) {
  const translator = useT();
  const cover = listing.photos[0];
  if (!cover) {
    return (
      <div
        className={`flex items-center justify-center bg-slate-100 text-slate-400 ${className}`}
        {...(decorative
          ? { 'aria-hidden': true }
          : { role: 'img', 'aria-label': translator.t('photo.none') })}
      >
        <svg viewBox="0 0 24 24" className="h-1/3 max-h-12 w-1/3 max-w-12" fill="none" aria-hidden="true">
          <path
            d="M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3V10.5Z"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
      </div>
    );
  }
  return (
    <ListingPhotoImg
      photo={cover}
      src={cover.thumbUrl}
      sizes={sizes}
      alt={decorative ? '' : photoAlt(translator, listing)}
      loading={loading}
      className={`bg-slate-100 object-cover ${className}`}
    />
  );
}
