import { useT } from '@/lib/i18n/locale-provider';
import type { Listing } from '@roommate-finder/contract/listing';
import { lazy, Suspense, useState } from 'react';
import { initialLoaderGone } from '@/components/layout/use-initial-loading';
import { photoAlt } from '@/features/roommates/photo-alt';
import { FullSizePhoto } from './full-size-photo';
import { GalleryPhoto } from './gallery-photo';
// The carousel's styles come with the page, not with Swiper's code after the loader, as the
// hero's do (hero-slider.tsx).
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import './gallery-carousel.css';

/** The gallery's box: 4:3, the shape of a phone's photo; other shapes show whole inside it. */
const BOX = 'aspect-[4/3] w-full';

/**
 * Swiper (about 30 kB compressed) loads once the first 2 seconds' loader has gone, as the
 * hero's does (hero-slider.tsx): until then the first photo shows in the same box, so the page
 * draws its largest picture at once and nothing moves when the carousel takes its place.
 */
const GalleryCarousel = lazy(async () => {
  await initialLoaderGone();
  return { default: (await import('./gallery-carousel')).GalleryCarousel };
});

/**
 * A listing's photos (docs/product.md, "Photos"): one at a time with a count ('2 / 5'),
 * swiped on a phone, with arrows and the keyboard on a desktop, and each at full size on demand.
 * A neutral placeholder says when the listing has none.
 */
export function ListingGallery({ listing }: { listing: Listing }) {
  const translator = useT();
  const { t } = translator;
  const [index, setIndex] = useState(0);
  const [fullSize, setFullSize] = useState(false);
  const { photos } = listing;
  const [first] = photos;
  if (!first) {
    return (
      <div className="flex aspect-[16/5] w-full items-center justify-center gap-3 bg-slate-100 text-slate-600">
        <svg viewBox="0 0 24 24" className="h-8 w-8 text-slate-400" fill="none" aria-hidden="true">
          <path
            d="M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3V10.5Z"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
        <p>{t('photo.none')}</p>
      </div>
    );
  }
  const alts = photos.map((_, photoIndex) => photoAlt(translator, listing, photoIndex));
  const shown = photos[index] ?? first;
  return (
    <section aria-label={t('gallery.label')} className="relative bg-slate-900">
      <Suspense
        fallback={
          <div className={BOX}>
            <GalleryPhoto photo={first} alt={alts[0] ?? ''} first />
          </div>
        }
      >
        <GalleryCarousel
          // Other photos (the owner changed them): a carousel of its own for them.
          key={photos.map((photo) => photo.id).join()}
          photos={photos}
          alts={alts}
          index={index}
          onIndexChange={setIndex}
          className={BOX}
        />
      </Suspense>
      <div className="pointer-events-none absolute inset-x-3 bottom-3 z-10 flex items-end justify-between gap-2">
        <p
          aria-live="polite"
          className="rounded-full bg-slate-950/70 px-3 py-1 text-sm font-semibold text-white tabular-nums"
        >
          {t('gallery.count', { current: index + 1, count: photos.length })}
        </p>
        <button
          type="button"
          onClick={() => setFullSize(true)}
          className="pointer-events-auto rounded-full bg-slate-950/70 px-3 py-1.5 text-sm font-semibold text-white hover:bg-slate-950/90 focus-visible:outline-2 focus-visible:outline-amber-300"
        >
          {t('gallery.fullSize')}
        </button>
      </div>
      {fullSize ? (
        <FullSizePhoto photo={shown} alt={alts[index] ?? ''} onClose={() => setFullSize(false)} />
      ) : null}
    </section>
  );
}
