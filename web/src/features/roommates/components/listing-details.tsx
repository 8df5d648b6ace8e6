import type { Listing } from '@contract/listing';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button-class';
import { formatLifestyle, formatRent } from '@/features/roommates/listing-format';
import { AvailabilityBadge } from './availability-badge';

interface ListingDetailsProps {
  listing: Listing;
  /** The line under the name: '{n} people interested' or 'N people liked this'. */
  interest: string;
  /** The Like button of the screen (sent to the server, or counted locally). */
  likeButton: ReactNode;
}

/** Every field of a listing (docs/product.md, "Screens": detail and featured details), with 'Go Back' and a Like button. */
export function ListingDetails({ listing, interest, likeButton }: ListingDetailsProps) {
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
