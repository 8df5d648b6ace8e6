import type { Listing } from '@contract/listing';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button-class';
import { SectionHeading } from '@/components/ui/section-heading';
import { useInView } from '@/lib/use-in-view';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import { getFeaturedListings } from '@/features/roommates/api/get-featured-listings';
import { FeaturedCard } from './featured-card';

/** docs/product.md, "Home page": the cards animate in once, when 30 percent of the grid is visible. */
const VISIBLE_THRESHOLD = 0.3;
const STAGGER_MS = 100;
/** The API sends at most six featured listings. */
const FEATURED_MAX = 6;
const GRID_CLASS = 'grid gap-6 md:grid-cols-2 lg:grid-cols-3';
const CARD_HEIGHT = 'min-h-72';

type FeaturedState =
  { status: 'loading' } | { status: 'loaded'; listings: Listing[] } | { status: 'failed'; message: string };

/**
 * The home page's featured roommates: GET /featured-roommates once, when the
 * section appears. A failure is shown with a way to try again (docs/product.md, "When something fails"),
 * and the space of the grid is held while loading so the page does not jump.
 */
export function FeaturedRoommates() {
  const [state, setState] = useState<FeaturedState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getFeaturedListings(controller.signal).then(
      (listings) => setState({ status: 'loaded', listings }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not load the featured roommates', error);
        setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };

  return (
    <section aria-labelledby="featured-heading" className="bg-slate-50 px-4 py-20 sm:px-6">
      <SectionHeading id="featured-heading" eyebrow="Featured roommates" title="Find Your Perfect Roommate">
        Meet compatible roommates who are available now: people whose lifestyle and budget match yours, picked
        from the listings others like most.
      </SectionHeading>
      <div className="mx-auto max-w-6xl">
        {state.status === 'loading' ? (
          <>
            <p role="status" className="mb-4 text-center font-medium text-slate-700">
              Loading featured roommates...
            </p>
            {/* Six cards' worth of space, so the page does not move when they arrive. */}
            <ul aria-hidden="true" className={GRID_CLASS}>
              {Array.from({ length: FEATURED_MAX }, (_, index) => (
                <li
                  key={index}
                  className={`${CARD_HEIGHT} rounded-3xl bg-slate-200/70 motion-safe:animate-pulse`}
                />
              ))}
            </ul>
          </>
        ) : state.status === 'failed' ? (
          <div role="alert" className="flex min-h-80 flex-col items-center justify-center gap-4 text-center">
            <p className="font-semibold text-slate-900">The featured roommates could not be loaded.</p>
            <p className="text-slate-600">{state.message}</p>
            <button type="button" onClick={retry} className={buttonClass('outline')}>
              Try again
            </button>
          </div>
        ) : state.listings.length === 0 ? (
          <div className="flex min-h-80 flex-col items-center justify-center gap-4 text-center">
            <p className="text-slate-700">No featured roommates yet. Be the first to post a listing!</p>
            <Link to={paths.addListing} className={buttonClass('primary')}>
              Add Roommate
            </Link>
          </div>
        ) : (
          <FeaturedGrid listings={state.listings} />
        )}
      </div>
    </section>
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
