import { useT } from '@/lib/i18n/locale-provider';
import { apiErrorText } from '@/lib/api-client';
import type { Listing } from '@roommate-finder/contract/listing';
import { Suspense } from 'react';
import { Await, Link, useAsyncError } from 'react-router-dom';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button-class';
import { SectionHeading } from '@/components/ui/section-heading';
import { TryAgainButton } from '@/components/ui/try-again-button';
import { useInView } from '@/lib/use-in-view';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import { FeaturedCard } from './featured-card';

/** docs/product.md, "Home page": the cards animate in once, when 30 percent of the grid is visible. */
const VISIBLE_THRESHOLD = 0.3;
const STAGGER_MS = 100;
/** The API sends at most six featured listings. */
const FEATURED_MAX = 6;
const GRID_CLASS = 'grid gap-6 md:grid-cols-2 lg:grid-cols-3';
const CARD_HEIGHT = 'min-h-72';

/**
 * A number per loader run, to mount a fresh Suspense boundary for each: React
 * keeps showing a revealed boundary's old content (the failure) during a
 * revalidation, while a new one shows 'Loading featured roommates...'.
 */
const loadNumbers = new WeakMap<Promise<Listing[]>, number>();
let loads = 0;
const loadNumberOf = (listings: Promise<Listing[]>) => {
  if (!loadNumbers.has(listings)) loadNumbers.set(listings, ++loads);
  return loadNumbers.get(listings);
};

/**
 * The home page's featured roommates: GET /featured-roommates, started by the
 * home route's loader and not awaited, so the page shows at once and this
 * section says 'Loading featured roommates...' until the list arrives. A
 * failure is shown with a way to try again (docs/product.md, "When something
 * fails"): the loader runs again. The grid's space is held while loading so
 * the page does not jump.
 */
export function FeaturedRoommates({ listings }: { listings: Promise<Listing[]> }) {
  const { t } = useT();
  return (
    <section aria-labelledby="featured-heading" className="bg-slate-50 px-4 py-20 sm:px-6">
      <SectionHeading id="featured-heading" eyebrow={t('featured.eyebrow')} title={t('featured.title')}>
        {t('featured.lead')}
      </SectionHeading>
      <div className="mx-auto max-w-6xl">
        <Suspense key={loadNumberOf(listings)} fallback={<FeaturedLoading />}>
          <Await resolve={listings} errorElement={<FeaturedFailed />}>
            {(loaded: Listing[]) =>
              loaded.length === 0 ? (
                <div className="flex min-h-80 flex-col items-center justify-center gap-4 text-center">
                  <p className="text-slate-700">{t('featured.empty')}</p>
                  <Link to={paths.addListing} className={buttonClass('primary')}>
                    {t('featured.addRoommate')}
                  </Link>
                </div>
              ) : (
                <FeaturedGrid listings={loaded} />
              )
            }
          </Await>
        </Suspense>
      </div>
    </section>
  );
}

function FeaturedLoading() {
  const { t } = useT();
  return (
    <>
      <p role="status" className="mb-4 text-center font-medium text-slate-700">
        {t('featured.loading')}
      </p>
      {/* Six cards' worth of space, so the page does not move when they arrive. */}
      <ul aria-hidden="true" className={`${GRID_CLASS} pauses-under-loader`}>
        {Array.from({ length: FEATURED_MAX }, (_, index) => (
          <li
            key={index}
            className={`${CARD_HEIGHT} rounded-3xl bg-slate-200/70 motion-safe:animate-pulse`}
          />
        ))}
      </ul>
    </>
  );
}

function FeaturedFailed() {
  const { t } = useT();
  const error = useAsyncError();
  return (
    <div role="alert" className="flex min-h-80 flex-col items-center justify-center gap-4 text-center">
      <p className="font-semibold text-slate-900">{t('featured.failed')}</p>
      <p className="text-slate-600">{apiErrorText(error)}</p>
      <TryAgainButton variant="outline" />
    </div>
  );
}

function FeaturedGrid({ listings }: { listings: Listing[] }) {
  const { ref, inView } = useInView<HTMLUListElement>(VISIBLE_THRESHOLD);
  const reduceMotion = usePrefersReducedMotion();
  return (
    <ul ref={ref} className={GRID_CLASS}>
      {listings.map((listing, index) => (
        <li
          key={listing._id}
          style={reduceMotion ? undefined : { transitionDelay: `${index * STAGGER_MS}ms` }}
          className={
            reduceMotion
              ? ''
              : `transition-[opacity,translate] duration-700 ease-out ${
                  inView ? 'translate-y-0 opacity-100' : 'translate-y-6 opacity-0'
                }`
          }
        >
          <FeaturedCard listing={listing} className={CARD_HEIGHT} />
        </li>
      ))}
    </ul>
  );
}
