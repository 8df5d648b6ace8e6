import { LISTING_DETAIL_LABELS, type Listing } from '@contract/listing';
import type { Habits } from '@contract/profile';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button-class';
import { formatLifestyle, formatRent } from '@/features/roommates/listing-format';
import {
  ACCOMMODATION_LABELS,
  AMENITY_LABELS,
  BILL_LABELS,
  GENDER_POLICY_LABELS,
  labelsOf,
  placeName,
  TENANT_LABELS,
} from '@/features/roommates/listing-labels';
import { AvailabilityBadge } from './availability-badge';
import { HouseholdFacts, householdFacts } from './household-facts';
import { MatchBadge } from './match-badge';
import { MatchReasons } from './match-reasons';

interface ListingDetailsProps {
  listing: Listing;
  /** The line under the name: '{n} people interested' or 'N people liked this'. */
  interest: string;
  /** The Like button of the screen (sent to the server, or counted locally). */
  likeButton: ReactNode;
  /** The reader's own habit answers (their roommate profile), to say a match's reasons about the pair. */
  yourHabits?: Habits | undefined;
}

/** A YYYY-MM-DD date in the reader's language ("1 December 2026"), read as a calendar day. */
const formatDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Every field of a listing (docs/product.md, "Screens": detail and featured details), with 'Go Back' and a Like button. */
export function ListingDetails({ listing, interest, likeButton, yourHabits }: ListingDetailsProps) {
  const facts: [string, ReactNode][] = [
    [
      'Email',
      <a href={`mailto:${listing.email}`} className="break-all text-teal-800 underline underline-offset-2">
        {listing.email}
      </a>,
    ],
    ['Location', listing.location],
    ['Rent', formatRent(listing.rentAmount)],
    ['Room type', listing.roomType],
    ['Lifestyle', formatLifestyle(listing.lifestylePreferences)],
    ['Contact', listing.contactInfo],
    ['Availability', <AvailabilityBadge availability={listing.availability} />],
  ];
  // The Bangladesh facts, each when the listing states it (older listings may not).
  const optional: [string, string | undefined][] = [
    ['Area', listing.area && placeName(listing.area)],
    ['City', listing.city && placeName(listing.city)],
    ['Accommodation', listing.accommodation && ACCOMMODATION_LABELS[listing.accommodation]],
    ['Who may live there', labelsOf(TENANT_LABELS, listing.tenants) || undefined],
    ['Gender policy', listing.genderPolicy && GENDER_POLICY_LABELS[listing.genderPolicy]],
    [
      'Advance',
      listing.advanceMonths === undefined
        ? undefined
        : listing.advanceMonths === 1
          ? '1 month'
          : `${listing.advanceMonths} months`,
    ],
    ['Bills included', labelsOf(BILL_LABELS, listing.billsIncluded) || undefined],
    ['Available from', listing.availableFrom && formatDate(listing.availableFrom)],
    ['Amenities', labelsOf(AMENITY_LABELS, listing.amenities) || undefined],
  ];
  for (const [term, value] of optional) if (value) facts.push([term, value]);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
        <header className="bg-gradient-to-br from-teal-800 to-teal-600 px-6 py-8 text-white sm:px-10">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{listing.title}</h1>
          <p className="mt-3 text-lg font-medium">{listing.name}</p>
          <p className="mt-1 text-teal-50" aria-live="polite">
            {interest}
          </p>
        </header>
        {listing.match ? (
          <section
            aria-label="How this listing matches you"
            className="border-b border-slate-100 bg-slate-50 px-6 py-5 sm:px-10"
          >
            <MatchBadge band={listing.match.band} />
            <MatchReasons
              reasons={listing.match.reasons}
              yours={yourHabits}
              theirs={listing.household?.habits}
              className="mt-3"
            />
          </section>
        ) : null}
        <div className="px-6 py-8 sm:px-10">
          <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
            {facts.map(([term, value]) => (
              <div key={term} className="min-w-0">
                <dt className="text-xs font-semibold tracking-wider text-slate-600 uppercase">{term}</dt>
                <dd className="mt-1 break-words text-slate-900">{value}</dd>
              </div>
            ))}
            <div className="sm:col-span-2">
              <dt className="text-xs font-semibold tracking-wider text-slate-600 uppercase">Description</dt>
              <dd className="mt-1 leading-relaxed whitespace-pre-line text-slate-800">
                {listing.description}
              </dd>
            </div>
            {listing.household && householdFacts(listing.household).length > 0 ? (
              <div className="sm:col-span-2">
                <dt className="text-xs font-semibold tracking-wider text-slate-600 uppercase">
                  {LISTING_DETAIL_LABELS.household}
                </dt>
                <dd className="mt-2">
                  <HouseholdFacts household={listing.household} />
                </dd>
              </div>
            ) : null}
          </dl>
          <div className="mt-10 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-6">
            <Link to={paths.home} className={buttonClass('outline')}>
              Go Back
            </Link>
            {likeButton}
          </div>
        </div>
      </div>
    </article>
  );
}
