import { useT } from '@/lib/i18n/locale-provider';
import type { Listing } from '@roommate-finder/contract/listing';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button-class';
import { formatLifestyle, formatRent } from '@/features/roommates/listing-format';
import { ListingCover } from './listing-cover';

/** A featured listing (docs/product.md, "Home page": its cover, title, location, rent with BDT, room type, lifestyle, 'See more'). */
export function FeaturedCard({ listing, className = '' }: { listing: Listing; className?: string }) {
  const translator = useT();
  const { t } = translator;
  return (
    <article
      className={`flex h-full flex-col ${className} rounded-3xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-lg`}
    >
      <ListingCover
        listing={listing}
        className="mb-4 aspect-[4/3] w-full rounded-2xl"
        sizes="(min-width: 1024px) 340px, (min-width: 768px) 45vw, 90vw"
      />
      <h3 translate="no" className="line-clamp-2 min-h-14 text-lg font-bold text-slate-900">
        {listing.title}
      </h3>
      <dl className="mt-4 grow space-y-2 text-sm">
        <Fact term={t('fact.location')} value={listing.location} />
        <Fact
          term={t('fact.rent')}
          value={
            <span className="font-semibold text-teal-800">{formatRent(listing.rentAmount, translator)}</span>
          }
        />
        <Fact term={t('fact.roomType')} value={listing.roomType} />
        <Fact term={t('fact.lifestyle')} value={formatLifestyle(listing.lifestylePreferences)} />
      </dl>
      <Link
        to={paths.featuredDetails(listing._id)}
        className={buttonClass('primary', 'md', 'mt-6 self-start')}
      >
        {t('featured.seeMore')}
        {/* The link's text names the listing, for screen readers and search engines alike. */}
        <span className="sr-only">{t('listing.seeMoreTitle', { title: listing.title })}</span>
      </Link>
    </article>
  );
}

function Fact({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-24 shrink-0 font-medium text-slate-600">{term}</dt>
      <dd className="min-w-0 text-slate-900">{value}</dd>
    </div>
  );
}
