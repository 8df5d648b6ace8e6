import { useT } from '@/lib/i18n/locale-provider';
import type { MessageId } from '@/lib/i18n/message-id';
import type { Listing } from '@roommate-finder/contract/listing';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import {
  tableActionsCellClass,
  tableCellClass,
  tableFrameClass,
  tableRowClass,
} from '@/components/ui/table-classes';
import { TableHead } from '@/components/ui/table-head';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { isStale } from '@/features/roommates/listing-freshness';
import { formatRent } from '@/features/roommates/listing-format';
import {
  ACCOMMODATION_LABELS,
  labelsOf,
  placeNameIn,
  TENANT_LABELS,
} from '@/features/roommates/listing-labels';
import { ListingCover } from './listing-cover';
import { MatchBadge } from './match-badge';

interface ListingsTableProps {
  listings: readonly Listing[];
  /** What the table is, for assistive technology ("All listings", "Your listings"). */
  label: string;
  /** More actions after 'See more' in a row (My Listings: edit and delete). */
  rowActions?: (listing: Listing) => ReactNode;
  /** More under a row's title (My Listings: hidden, 'Still available?'). */
  rowNote?: (listing: Listing) => ReactNode;
  /** The No. of the first row (21 on the second page of 20). */
  firstNumber?: number;
}

/** The columns of docs/product.md ("Screens"); the last one holds 'See more' (and a row's other actions). */
const COLUMNS = [
  'table.no',
  'table.name',
  'table.title',
  'table.location',
  'table.area',
  'table.type',
  'table.whoMayLive',
  'table.rent',
] as const satisfies readonly MessageId[];
/** Rows whose cover is on the first screen (a phone shows about three cards): the others load as they come near. */
const EAGER_COVERS = 3;
/** A dash where an older listing does not say. */
const NOT_STATED = '–';

/**
 * The listing table: No., Name, Title (with the cover's thumbnail), Location, Area, Type, Who may live, Rent and a 'See more'
 * link; 'No data available' when empty. A card per row on a phone; between
 * md and lg it may scroll sideways inside its frame, which takes keyboard
 * focus for that, so the page itself never does.
 */
export function ListingsTable({ listings, label, rowActions, rowNote, firstNumber = 1 }: ListingsTableProps) {
  const translator = useT();
  const { t, number, locale } = translator;
  const [no, name, title, location, area, type, whoMayLive, rent] = COLUMNS.map((column) => t(column)) as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (listings.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center text-slate-600">
        {t('table.empty')}
      </p>
    );
  }
  return (
    <div
      role="region"
      aria-label={label}
      // A region that can scroll sideways must be reachable by keyboard to scroll it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={tableFrameClass}
    >
      <table className="w-full divide-y divide-slate-200">
        <TableHead
          columns={[no, name, title, location, area, type, whoMayLive, rent]}
          actionsLabel={t('table.actions')}
        />
        {/* A listing's card on a phone is about 20rem high (19.4-24rem measured in both
            languages, from 320 to 767 pixels wide): the height it holds until it is drawn. */}
        <tbody className="divide-y divide-slate-100 max-md:[--card-height:20rem]">
          {listings.map((listing, index) => (
            <tr key={listing._id} className={tableRowClass}>
              <td data-label={no} className={`${tableCellClass} text-slate-500 tabular-nums`}>
                {number(firstNumber + index)}
              </td>
              <td data-label={name} className={`${tableCellClass} font-medium text-slate-900`}>
                {listing.name}
                {listing.ownerVerified ? (
                  <div className="mt-1">
                    <VerifiedBadge />
                  </div>
                ) : null}
              </td>
              <td data-label={title} className={`${tableCellClass} md:max-w-xs`}>
                <div className="flex items-start gap-3">
                  <ListingCover
                    listing={listing}
                    className="h-12 w-16 shrink-0 rounded-lg"
                    sizes="64px"
                    decorative
                    loading={index < EAGER_COVERS ? 'eager' : 'lazy'}
                  />
                  <div className="min-w-0">
                    {listing.title}
                    {/* Only for a signed-in person with a roommate profile, and only where the listing fits them. */}
                    {listing.match ? (
                      <div className="mt-1">
                        <MatchBadge band={listing.match.band} />
                      </div>
                    ) : null}
                    {isStale(listing) ? (
                      <div className="mt-1">
                        <span className="inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950">
                          {t('fresh.stale')}
                        </span>
                      </div>
                    ) : null}
                    {rowNote?.(listing)}
                  </div>
                </div>
              </td>
              <td data-label={location} className={tableCellClass}>
                {listing.location}
              </td>
              <td data-label={area} className={tableCellClass}>
                {(listing.area && placeNameIn(listing.area, locale)) ?? NOT_STATED}
              </td>
              <td data-label={type} className={`${tableCellClass} md:whitespace-nowrap`}>
                {listing.accommodation ? t(ACCOMMODATION_LABELS[listing.accommodation]) : NOT_STATED}
              </td>
              <td data-label={whoMayLive} className={tableCellClass}>
                {labelsOf(t, TENANT_LABELS, listing.tenants) || NOT_STATED}
              </td>
              <td data-label={rent} className={`${tableCellClass} md:whitespace-nowrap`}>
                {formatRent(listing.rentAmount, translator)}
              </td>
              <td className={tableActionsCellClass}>
                <div className="flex flex-wrap items-center justify-end gap-2">
                  <Link
                    to={paths.listing(listing._id)}
                    className="rounded-full px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700"
                  >
                    {t('table.seeMore')}
                    {/* The link's text, not only its label, names the listing (search engines read the text). */}
                    <span className="sr-only">{t('listing.seeMoreTitle', { title: listing.title })}</span>
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
