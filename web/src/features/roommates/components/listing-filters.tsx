import { ACCOMMODATIONS, AMENITIES, AVAILABILITY_OPTIONS, TENANTS, type Tenant } from '@contract/listing';
import {
  AREA_FILTER_MAX,
  GENDER_FILTERS,
  LISTING_SORTS,
  MATCH_SORT,
  type GenderFilter,
  type ListingQueryOptions,
} from '@contract/listing-query';
import { CITIES, CITY_IDS, cityById } from '@contract/places';
import { useId, useState } from 'react';
import { Form, Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button-class';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import {
  BROWSE_FILTERS,
  isFiltered,
  type BrowseFilter,
  type ListingSearch,
} from '@/features/roommates/listing-search';
import {
  ACCOMMODATION_LABELS,
  AMENITY_LABELS,
  GENDER_FILTER_LABELS,
  placeName,
  TENANT_LABELS,
} from '@/features/roommates/listing-labels';

type SortOption = NonNullable<ListingQueryOptions['sort']>;

const SORT_LABELS: Record<SortOption, string> = {
  newest: 'Newest first',
  rent: 'Lowest rent first',
  likes: 'Most liked first',
  [MATCH_SORT]: 'Best match',
};

const name = (filter: BrowseFilter) => filter;

/** The filters always in view; the rest sit behind 'More filters', open when the address sets one of them. */
const MAIN: readonly BrowseFilter[] = ['q', 'city', 'maxRent', 'sort'];
const MORE = BROWSE_FILTERS.filter((filter) => !MAIN.includes(filter));

/**
 * Narrow Browse Listing by place (typed in English or Bangla, or a city and
 * its areas), home type, who may live there, move-in date, amenities, budget
 * and availability, and order it. A plain GET form: the filters live in the
 * address, so a search can be shared and the Back button works; a new search
 * starts again at the first page.
 */
export function ListingFilters({
  search,
  offerMatchSort = false,
}: {
  search: ListingSearch;
  /** 'Best match' is offered to a signed-in person with a roommate profile only: the API ranks for them. */
  offerMatchSort?: boolean;
}) {
  const [city, setCity] = useState(search.city ?? '');
  const placeListId = useId();
  const areas = cityById(city)?.areas ?? [];
  const [firstLifestyle = '', ...moreLifestyle] = search.lifestyle ?? [];
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter listings"
      className="mb-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-[2fr_1fr_1fr_1fr] lg:items-end"
    >
      <TextField
        label="Place"
        name={name('q')}
        list={placeListId}
        placeholder="Mirpur 10, মিরপুর ১০, Sylhet…"
        hint="An area or city, in English or Bangla"
        defaultValue={search.q ?? ''}
      />
      <datalist id={placeListId}>
        {CITIES.flatMap((item) => [
          <option key={item.id} value={item.en} />,
          ...item.areas.map((area) => <option key={area.id} value={area.en} label={area.bn} />),
        ])}
      </datalist>
      <SelectField
        label="City"
        name={name('city')}
        placeholder="Any city"
        options={CITY_IDS}
        optionLabel={placeName}
        value={city}
        onChange={(event) => setCity(event.target.value)}
      />
      <TextField
        label="Max rent (BDT)"
        name={name('maxRent')}
        type="number"
        min={0}
        step={500}
        inputMode="numeric"
        defaultValue={search.maxRent ?? ''}
      />
      <SelectField
        label="Sort by"
        name={name('sort')}
        placeholder="Default order"
        options={offerMatchSort ? [...LISTING_SORTS, MATCH_SORT] : LISTING_SORTS}
        optionLabel={(value) => SORT_LABELS[value as SortOption]}
        defaultValue={search.sort ?? ''}
      />
      <details
        className="group sm:col-span-2 lg:col-span-4"
        open={MORE.some((filter) => search[filter] !== undefined)}
      >
        <summary className="cursor-pointer rounded-lg py-1 text-sm font-semibold text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-700">
          More filters
        </summary>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {areas.length > 0 ? (
            <CheckboxGroup
              legend={`Areas of ${cityById(city)?.en ?? city} (up to ${AREA_FILTER_MAX})`}
              name={name('area')}
              options={areas.map((area) => area.id)}
              optionLabel={(id) => areas.find((area) => area.id === id)?.en ?? id}
              selected={search.area ?? []}
              className="sm:col-span-2 lg:col-span-4"
            />
          ) : (
            <p className="text-sm text-slate-600 sm:col-span-2 lg:col-span-4">
              Pick a city to choose its areas.
            </p>
          )}
          <CheckboxGroup
            legend="Accommodation"
            name={name('accommodation')}
            options={ACCOMMODATIONS}
            optionLabel={(value) => ACCOMMODATION_LABELS[value]}
            selected={search.accommodation ?? []}
            className="sm:col-span-2 lg:col-span-4"
          />
          <SelectField
            label="Gender"
            name={name('gender')}
            placeholder="Anyone"
            options={GENDER_FILTERS}
            optionLabel={(value) => GENDER_FILTER_LABELS[value as GenderFilter]}
            defaultValue={search.gender ?? ''}
          />
          <SelectField
            label="Tenant"
            name={name('tenant')}
            placeholder="Any tenant"
            options={TENANTS}
            optionLabel={(value) => TENANT_LABELS[value as Tenant]}
            defaultValue={search.tenant ?? ''}
          />
          <TextField
            label="Available by"
            name={name('availableBy')}
            type="date"
            hint="Cannot be combined with a max rent"
            defaultValue={search.availableBy ?? ''}
          />
          <SelectField
            label="Availability"
            name={name('availability')}
            placeholder="Any"
            options={AVAILABILITY_OPTIONS}
            defaultValue={search.availability ?? ''}
          />
          <CheckboxGroup
            legend="Amenities"
            name={name('amenity')}
            options={AMENITIES}
            optionLabel={(value) => AMENITY_LABELS[value]}
            selected={search.amenity ?? []}
            className="sm:col-span-2 lg:col-span-4"
          />
          <TextField
            label="Location"
            name={name('location')}
            placeholder="Dhanmondi, Sylhet…"
            defaultValue={search.location ?? ''}
          />
          <TextField label="Room type" name={name('roomType')} defaultValue={search.roomType ?? ''} />
          <TextField
            label="Lifestyle"
            name={name('lifestyle')}
            placeholder="Non-smoker"
            defaultValue={firstLifestyle}
          />
          {moreLifestyle.map((item) => (
            <input key={item} type="hidden" name={name('lifestyle')} value={item} />
          ))}
        </div>
      </details>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
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
