import { useT } from '@/lib/i18n/locale-provider';
import type { Locale } from '@/lib/i18n/locale';
import type { Habits } from '@roommate-finder/contract/profile';
import { areaById, cityById } from '@roommate-finder/contract/places';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button-class';
import type { MatchedListing } from '@/features/matching/api/get-matches';
import {
  ACCOMMODATION_LABELS,
  formatRent,
  ListingCover,
  MatchBadge,
  MatchReasons,
} from '@/features/roommates/public';

/** The area and city of a listing, "Mirpur 10, Dhaka"; its Location text when it states neither. */
const placeOf = (listing: MatchedListing, locale: Locale) =>
  [listing.area && areaById(listing.area)?.[locale], listing.city && cityById(listing.city)?.[locale]]
    .filter(Boolean)
    .join(', ') || listing.location;

/**
 * A listing that fits the reader (docs/product.md, "Matching"): its band,
 * why it fits as sentences about the pair, rent, area and type, and a link
 * to its page.
 */
export function MatchCard({
  listing,
  yourHabits,
}: {
  listing: MatchedListing;
  yourHabits?: Habits | undefined;
}) {
  const translator = useT();
  const { t, locale } = translator;
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <ListingCover
        listing={listing}
        className="mb-4 aspect-[4/3] w-full rounded-2xl"
        sizes="(min-width: 1024px) 340px, (min-width: 768px) 45vw, 90vw"
      />
      <MatchBadge band={listing.match.band} className="self-start" />
      <h3 id={titleId} translate="no" className="mt-3 text-lg font-bold text-slate-900">
        {listing.title}
      </h3>
      <dl className="mt-3 space-y-1.5 text-sm">
        <Fact
          term={t('fact.rent')}
          value={
            <span className="font-semibold text-teal-800">{formatRent(listing.rentAmount, translator)}</span>
          }
        />
        <Fact term={t('fact.area')} value={placeOf(listing, locale)} />
        <Fact
          term={t('table.type')}
          value={listing.accommodation ? t(ACCOMMODATION_LABELS[listing.accommodation]) : listing.roomType}
        />
      </dl>
      <MatchReasons
        reasons={listing.match.reasons}
        yours={yourHabits}
        theirs={listing.household?.habits}
        className="mt-4 grow border-t border-slate-100 pt-4"
      />
      <Link
        to={paths.listing(listing._id)}
        aria-describedby={titleId}
        className={buttonClass('primary', 'md', 'mt-5 self-start')}
      >
        {t('featured.seeMore')}
      </Link>
    </article>
  );
}

function Fact({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-12 shrink-0 font-medium text-slate-600">{term}</dt>
      <dd className="min-w-0 text-slate-900">{value}</dd>
    </div>
  );
}
