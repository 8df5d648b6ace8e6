import { useT } from '@/lib/i18n/locale-provider';
import type { MessageId } from '@/lib/i18n/message-id';
import {
  ACCOMMODATIONS,
  AMENITIES,
  AVAILABILITY_OPTIONS,
  TENANTS,
  type Availability,
  type Tenant,
} from '@roommate-finder/contract/listing-fields';
import {
  AREA_FILTER_MAX,
  GENDER_FILTERS,
  LISTING_SORTS,
  MATCH_SORT,
  RENT_FILTER_MAX,
  type GenderFilter,
  type ListingQueryOptions,
} from '@roommate-finder/contract/listing-query-options';
import { CITIES, CITY_IDS, cityById, cityOfArea } from '@roommate-finder/contract/places';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Form, Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button-class';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import {
  BUDGET_FILTERS,
  budgetText,
  readsAsBudget,
  type BudgetFilter,
} from '@/features/roommates/budget-amount';
import {
  BROWSE_FILTERS,
  isFiltered,
  type BrowseFilter,
  type ListingSearch,
} from '@/features/roommates/listing-search';
import {
  ACCOMMODATION_LABELS,
  AMENITY_LABELS,
  AVAILABILITY_LABELS,
  GENDER_FILTER_LABELS,
  placeName,
  placeNameIn,
  TENANT_LABELS,
} from '@/features/roommates/listing-labels';

type SortOption = NonNullable<ListingQueryOptions['sort']>;

const SORT_LABELS: Record<SortOption, MessageId> = {
  newest: 'sort.newest',
  rent: 'sort.rent',
  likes: 'sort.likes',
  available: 'sort.available',
  [MATCH_SORT]: 'sort.match',
};

const name = (filter: BrowseFilter) => filter;

/**
 * The filters always in view; the rest sit behind 'More filters', open when the address sets one
 * of them. `location` (the older free-text filter) has no field of its own: Place takes its
 * words, and shows a `location` that an older address carries.
 */
const MAIN: readonly BrowseFilter[] = ['q', 'location', 'city', 'maxRent', 'sort'];
const MORE = BROWSE_FILTERS.filter((filter) => !MAIN.includes(filter));

/** Area names that more than one city has (উপশহর: Sylhet's and Rajshahi's), in either language. */
let sharedNames: Set<string> | undefined;
const sharedAreaNames = () =>
  (sharedNames ??= (() => {
    const seen = new Set<string>();
    const shared = new Set<string>();
    for (const name of CITIES.flatMap((item) => item.areas.flatMap((area) => [area.en, area.bn]))) {
      if (seen.has(name)) shared.add(name);
      seen.add(name);
    }
    return shared;
  })());

/** An area's suggestion in Place: its name, with its city's when another city's area has the same name. */
const suggestedName = (area: string, city: string) =>
  sharedAreaNames().has(area) ? `${area}, ${city}` : area;

/**
 * The city the form opens with: the address's, else that of the areas it names (a shared link may
 * name areas only), so that their boxes show ticked and the next search keeps them. The form offers
 * one city's areas: of an (edited) address naming areas of several cities, the first area's city.
 */
const cityOf = (search: ListingSearch): string =>
  search.city ?? (search.area?.[0] === undefined ? undefined : cityOfArea(search.area[0])?.id) ?? '';

/**
 * Narrow Browse Listing by place (typed in English or Bangla, or a city and
 * its areas), home type, who may live there, move-in date, amenities, budget
 * and availability, and order it: every combination, in every order
 * (docs/product.md, "Searching"). A plain GET form: the filters live in the
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
  const { t, locale } = useT();
  const [city, setCity] = useState(() => cityOf(search));
  const placeListId = useId();
  const areas = cityById(city)?.areas ?? [];
  // The city's ticked areas: once a search's most are ticked, the other boxes wait.
  const [ticked, setTicked] = useState<readonly string[]>(search.area ?? []);
  const tickedHere = ticked.filter((id) => areas.some((area) => area.id === id));
  // Built when first wanted, not with the page: the place suggestions (about a hundred options) once
  // Place has had the focus, the more filters (dozens of fields) once opened. Browse Listing's first
  // render made them all for nobody to see, the largest part of its one long task
  // (docs/architecture.md, "Keeping the first page light"). Once built they stay, keeping what was typed.
  const [placeListWanted, setPlaceListWanted] = useState(false);
  const moreOpenAtFirst =
    MORE.some((filter) => search[filter] !== undefined) || search.unreadBudget?.minRent !== undefined;
  const [moreWanted, setMoreWanted] = useState(moreOpenAtFirst);
  const moreRef = useRef<HTMLDetailsElement>(null);
  // A budget that is no amount keeps its words in the field, with what to write instead: one from
  // the address was left out of the search; one typed stops the search until it is an amount.
  const [budgetErrors, setBudgetErrors] = useState<Partial<Record<BudgetFilter, MessageId>>>(() =>
    Object.fromEntries(Object.keys(search.unreadBudget ?? {}).map((key) => [key, 'filters.budgetLeftOut'])),
  );
  const budgetField = (filter: BudgetFilter) => {
    const error = budgetErrors[filter];
    return {
      name: name(filter),
      // Text, not a number field: a budget is read as people write it, 8,000 or ৳৮০০০ (budget-amount.ts).
      inputMode: 'numeric' as const,
      defaultValue: search.unreadBudget?.[filter] ?? budgetText(search[filter], locale),
      error: error && t(error, { max: RENT_FILTER_MAX }),
      onChange: error ? () => setBudgetErrors(({ [filter]: _edited, ...others }) => others) : undefined,
    };
  };
  const checkBudgets = (event: FormEvent<HTMLFormElement>) => {
    const fields = BUDGET_FILTERS.flatMap((filter) => {
      const field = event.currentTarget.elements.namedItem(filter);
      return field instanceof HTMLInputElement && !readsAsBudget(field.value) ? [{ filter, field }] : [];
    });
    const [first] = fields;
    if (!first) return;
    event.preventDefault();
    setBudgetErrors(Object.fromEntries(fields.map(({ filter }) => [filter, 'filters.budgetNotRead'])));
    if (moreRef.current && !moreRef.current.open && moreRef.current.contains(first.field)) {
      moreRef.current.open = true;
    }
    first.field.focus();
  };
  return (
    <Form
      method="get"
      role="search"
      onSubmit={checkBudgets}
      aria-label={t('filters.label')}
      className="mb-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-[2fr_1fr_1fr_1fr] lg:items-end"
    >
      <TextField
        label={t('filters.place')}
        name={name('q')}
        list={placeListId}
        placeholder={t('filters.placePlaceholder')}
        hint={t('filters.placeHint')}
        defaultValue={search.q ?? search.location ?? ''}
        onFocus={() => setPlaceListWanted(true)}
      />
      <datalist id={placeListId}>
        {placeListWanted
          ? CITIES.flatMap((item) => [
              <option key={item.id} value={locale === 'bn' ? item.bn : item.en} />,
              ...item.areas.map((area) =>
                locale === 'bn' ? (
                  <option key={area.id} value={suggestedName(area.bn, item.bn)} label={area.en} />
                ) : (
                  <option key={area.id} value={suggestedName(area.en, item.en)} label={area.bn} />
                ),
              ),
            ])
          : null}
      </datalist>
      <SelectField
        label={t('filters.city')}
        name={name('city')}
        placeholder={t('filters.anyCity')}
        options={CITY_IDS}
        optionLabel={(id) => placeName(id, locale)}
        value={city}
        onChange={(event) => setCity(event.target.value)}
      />
      <TextField label={t('filters.maxRent')} {...budgetField('maxRent')} />
      <SelectField
        label={t('filters.sortBy')}
        name={name('sort')}
        placeholder={t('filters.defaultOrder')}
        options={offerMatchSort ? [...LISTING_SORTS, MATCH_SORT] : LISTING_SORTS}
        optionLabel={(value) => t(SORT_LABELS[value as SortOption])}
        defaultValue={search.sort ?? ''}
      />
      <details
        ref={moreRef}
        className="group sm:col-span-2 lg:col-span-4"
        open={moreOpenAtFirst}
        onToggle={(event) => {
          if (event.currentTarget.open) setMoreWanted(true);
        }}
      >
        <summary className="cursor-pointer rounded-lg py-1 text-sm font-semibold text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-700">
          {t('filters.more')}
        </summary>
        {moreWanted ? (
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {areas.length > 0 ? (
              <CheckboxGroup
                legend={t('filters.areasOf', {
                  city: placeNameIn(city, locale) ?? city,
                  max: AREA_FILTER_MAX,
                })}
                name={name('area')}
                options={areas.map((area) => area.id)}
                optionLabel={(id) => placeNameIn(id, locale) ?? id}
                selected={tickedHere}
                onChange={setTicked}
                disabled={() => tickedHere.length >= AREA_FILTER_MAX}
                className="sm:col-span-2 lg:col-span-4"
              />
            ) : (
              <p className="text-sm text-slate-600 sm:col-span-2 lg:col-span-4">{t('filters.pickCity')}</p>
            )}
            <CheckboxGroup
              legend={t('filters.accommodation')}
              name={name('accommodation')}
              options={ACCOMMODATIONS}
              optionLabel={(value) => t(ACCOMMODATION_LABELS[value])}
              selected={search.accommodation ?? []}
              className="sm:col-span-2 lg:col-span-4"
            />
            <SelectField
              label={t('filters.gender')}
              name={name('gender')}
              placeholder={t('filters.anyone')}
              options={GENDER_FILTERS}
              optionLabel={(value) => t(GENDER_FILTER_LABELS[value as GenderFilter])}
              defaultValue={search.gender ?? ''}
            />
            <SelectField
              label={t('filters.tenant')}
              name={name('tenant')}
              placeholder={t('filters.anyTenant')}
              options={TENANTS}
              optionLabel={(value) => t(TENANT_LABELS[value as Tenant])}
              defaultValue={search.tenant ?? ''}
            />
            <TextField label={t('filters.minRent')} {...budgetField('minRent')} />
            <TextField
              label={t('filters.availableBy')}
              name={name('availableBy')}
              type="date"
              hint={t('filters.availableByHint')}
              defaultValue={search.availableBy ?? ''}
            />
            <SelectField
              label={t('filters.availability')}
              name={name('availability')}
              placeholder={t('filters.any')}
              options={AVAILABILITY_OPTIONS}
              optionLabel={(value) => t(AVAILABILITY_LABELS[value as Availability])}
              defaultValue={search.availability ?? ''}
            />
            <CheckboxGroup
              legend={t('filters.amenities')}
              name={name('amenity')}
              options={AMENITIES}
              optionLabel={(value) => t(AMENITY_LABELS[value])}
              selected={search.amenity ?? []}
              className="sm:col-span-2 lg:col-span-4"
            />
            <TextField
              label={t('filters.roomType')}
              name={name('roomType')}
              defaultValue={search.roomType ?? ''}
            />
            <TextField
              label={t('filters.lifestyle')}
              name={name('lifestyle')}
              placeholder={t('filters.lifestylePlaceholder')}
              hint={t('filters.lifestyleHint')}
              defaultValue={search.lifestyle?.join(', ') ?? ''}
            />
          </div>
        ) : null}
      </details>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
        <button type="submit" className={buttonClass('primary')}>
          {t('filters.search')}
        </button>
        {isFiltered(search) ? (
          <Link to={paths.browse} className={buttonClass('ghost')}>
            {t('filters.clear')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
