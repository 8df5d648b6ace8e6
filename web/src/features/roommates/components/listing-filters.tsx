import { AVAILABILITY_OPTIONS } from '@contract/listing';
import { LISTING_SORTS, type ListingSort } from '@contract/listing-query';
import { Form, Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button-class';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { isFiltered, type BrowseFilter, type ListingSearch } from '@/features/roommates/listing-search';

const SORT_LABELS: Record<ListingSort, string> = {
  newest: 'Newest first',
  rent: 'Lowest rent first',
  likes: 'Most liked first',
};

/**
 * Narrow Browse Listing by place, budget and availability, and order it. A
 * plain GET form: the filters live in the address, so a search can be shared
 * and the Back button works.
 */
export function ListingFilters({ search }: { search: ListingSearch }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter listings"
      className="mb-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <TextField
        label="Location"
        name={'location' satisfies BrowseFilter}
        placeholder="Dhanmondi, Sylhet…"
        defaultValue={search.location ?? ''}
      />
      <TextField
        label="Max rent (BDT)"
        name={'maxRent' satisfies BrowseFilter}
        type="number"
        min={0}
        step={500}
        inputMode="numeric"
        defaultValue={search.maxRent ?? ''}
      />
      <SelectField
        label="Availability"
        name={'availability' satisfies BrowseFilter}
        placeholder="Any"
        options={AVAILABILITY_OPTIONS}
        defaultValue={search.availability ?? ''}
      />
      <SelectField
        label="Sort by"
        name={'sort' satisfies BrowseFilter}
        options={LISTING_SORTS}
        optionLabel={(value) => SORT_LABELS[value as ListingSort]}
        defaultValue={search.sort}
      />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
        <button type="submit" className={buttonClass('primary')}>
          Search
        </button>
        {isFiltered(search) ? (
          <Link to={paths.browse} className={buttonClass('ghost')}>
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
