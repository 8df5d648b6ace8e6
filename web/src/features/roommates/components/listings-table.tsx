import type { StoredListing } from '@contract/listing';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { formatRent } from '../listing-format';

interface ListingsTableProps {
  listings: readonly StoredListing[];
  /** What the table is, for assistive technology ("All listings", "Your listings"). */
  label: string;
  /** More actions after 'See more' in a row (My Listings: edit and delete). */
  rowActions?: (listing: StoredListing) => ReactNode;
}

const headClass = 'px-4 py-3 text-left text-xs font-semibold tracking-wider text-teal-900 uppercase';
const cellClass = 'px-4 py-3 align-top text-sm text-slate-700';

/**
 * SPEC.md's listing table: No., Name, Title, Location, Rent and a 'See more'
 * link. On a phone the table scrolls sideways inside its frame (which takes
 * keyboard focus for that), so the page itself never does.
 */
export function ListingsTable({ listings, label, rowActions }: ListingsTableProps) {
  if (listings.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center text-slate-600">
        No data available
      </p>
    );
  }
  return (
    <div
      role="region"
      aria-label={label}
      // A region that scrolls sideways must be reachable by keyboard to scroll it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
    >
      <table className="min-w-[44rem] divide-y divide-slate-200 lg:min-w-full">
        <thead className="bg-teal-50">
          <tr>
            <th scope="col" className={`${headClass} w-14`}>
              No.
            </th>
            <th scope="col" className={headClass}>
              Name
            </th>
            <th scope="col" className={headClass}>
              Title
            </th>
            <th scope="col" className={headClass}>
              Location
            </th>
            <th scope="col" className={headClass}>
              Rent
            </th>
            <th scope="col" className={`${headClass} text-right`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {listings.map((listing, index) => (
            <tr key={listing._id} className="hover:bg-slate-50">
              <td className={`${cellClass} text-slate-500 tabular-nums`}>{index + 1}</td>
              <td className={`${cellClass} font-medium text-slate-900`}>{listing.name}</td>
              <td className={`${cellClass} max-w-xs`}>{listing.title}</td>
              <td className={cellClass}>{listing.location}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatRent(listing)}</td>
              <td className={`${cellClass} text-right`}>
                <div className="flex items-center justify-end gap-2">
                  <Link
                    to={paths.listing(listing._id)}
                    aria-label={`See more: ${listing.title}`}
                    className="rounded-full px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700"
                  >
                    See more
                  </Link>
                  {rowActions?.(listing)}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
