import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiHandlers, fetchMock, installFakeApi } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/json-response';
import { buildListing } from '@/testing/listing';
import { browseScreenUnderTest } from '@/testing/browse-screen';
import { paths } from '@/config/paths';

vi.mock('@/lib/firebase', () => import('@/testing/session-mock'));
vi.mock('@/features/auth/auth-provider', () => import('@/testing/session-mock'));

/**
 * Browse Listing's form as a person uses it (docs/product.md, "Searching"): a budget written the
 * usual way searches by its amount and comes back in the page's digits; one that is no amount stays
 * in its field with what to write instead; and an address naming areas without a city shows them
 * ticked under their city and keeps them on the next search.
 */

installFakeApi();

const { renderAt, inBangla } = browseScreenUnderTest();

beforeEach(() => {
  fetchMock.mockClear();
});

const NOT_READ_EN = 'Write a whole number of taka, up to 999,999,999, such as 8000 or 8,000.';
const NOT_READ_BN = 'টাকার অঙ্ক পূর্ণ সংখ্যায় লিখুন, সর্বোচ্চ ৯৯,৯৯,৯৯,৯৯৯, যেমন ৮০০০ বা ৮,০০০।';

const listingsCalls = () =>
  fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/roommates'));

describe('Browse Listing, a budget written the usual way', () => {
  it.each([
    ['8,000', '8000'],
    ['৳ 8,000', '8000'],
    ['8000 BDT', '8000'],
  ])('searches for %j in English as 8000 and shows %j after the search', async (typed, after) => {
    apiHandlers['GET /api/roommates'] = () => jsonResponse([buildListing(), buildListing({ _id: 'l-2' })]);
    apiHandlers['GET /api/roommates?maxRent=8000'] = () => jsonResponse([buildListing()]);
    const { router, user } = renderAt(paths.browse);
    expect(await screen.findByText('2 listings')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Max rent (BDT)'), typed);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 listing')).toBeInTheDocument();
    expect(listingsCalls().at(-1)).toBe('/api/roommates?maxRent=8000');
    expect(new URLSearchParams(router.state.location.search).get('maxRent')).toBe(typed);
    expect(screen.getByLabelText('Max rent (BDT)')).toHaveValue(after);
    expect(screen.getByLabelText('Max rent (BDT)')).not.toHaveAccessibleDescription();
  });

  it.each([
    ['৮,০০০', '8000', '৮০০০'],
    ['৳৫০০০', '5000', '৫০০০'],
    ['৮০০০', '8000', '৮০০০'],
  ])(
    'searches for %j in Bangla as %s and shows it in Bangla digits after the search (%j)',
    async (typed, amount, after) => {
      inBangla();
      apiHandlers['GET /api/roommates'] = () => jsonResponse([]);
      apiHandlers[`GET /api/roommates?maxRent=${amount}`] = () => jsonResponse([buildListing()]);
      const { user } = renderAt(paths.browse);
      const maxRent = await screen.findByLabelText('সর্বোচ্চ ভাড়া (টাকা)');
      await user.type(maxRent, typed);
      await user.click(screen.getByRole('button', { name: 'খুঁজুন' }));
      expect(await screen.findByText('১টি বিজ্ঞাপন')).toBeInTheDocument();
      expect(listingsCalls().at(-1)).toBe(`/api/roommates?maxRent=${amount}`);
      expect(screen.getByLabelText('সর্বোচ্চ ভাড়া (টাকা)')).toHaveValue(after);
    },
  );

  it('reads a Min rent written with a thousands separator too', async () => {
    apiHandlers['GET /api/roommates?minRent=3000'] = () => jsonResponse([buildListing()]);
    renderAt(`${paths.browse}?minRent=3%2C000`);
    expect(await screen.findByText('1 listing')).toBeInTheDocument();
    expect(screen.getByLabelText('Min rent (BDT)')).toHaveValue('3000');
  });
});

describe('Browse Listing, a budget that is no amount', () => {
  it('keeps the words in Max rent, says what to write, and does not search without it', async () => {
    apiHandlers['GET /api/roommates'] = () => jsonResponse([buildListing()]);
    const { router, user } = renderAt(paths.browse);
    expect(await screen.findByText('1 listing')).toBeInTheDocument();
    const maxRent = screen.getByLabelText('Max rent (BDT)');
    await user.type(maxRent, 'cheap');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(maxRent).toHaveValue('cheap');
    expect(maxRent).toBeInvalid();
    expect(maxRent).toHaveAccessibleDescription(NOT_READ_EN);
    expect(maxRent).toHaveFocus();
    expect(router.state.location.search).toBe('');
    expect(listingsCalls()).toEqual(['/api/roommates']);
    // Written as an amount, the search goes.
    apiHandlers['GET /api/roommates?maxRent=7000'] = () => jsonResponse([]);
    await user.clear(maxRent);
    expect(maxRent).not.toHaveAccessibleDescription();
    await user.type(maxRent, '7,000');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('0 listings')).toBeInTheDocument();
    expect(screen.getByLabelText('Max rent (BDT)')).toHaveValue('7000');
  });

  it('says it in Bangla, for Min rent behind More filters, and above the limit the API takes', async () => {
    inBangla();
    apiHandlers['GET /api/roommates?minRent=3000'] = () => jsonResponse([]);
    const { router, user } = renderAt(`${paths.browse}?minRent=3000`);
    const minRent = await screen.findByLabelText('সর্বনিম্ন ভাড়া (টাকা)');
    expect(minRent).toHaveValue('৩০০০');
    await user.clear(minRent);
    await user.type(minRent, '১০০,০০০,০০০,০০০');
    await user.click(screen.getByRole('button', { name: 'খুঁজুন' }));
    expect(minRent).toHaveAccessibleDescription(NOT_READ_BN);
    expect(minRent).toHaveFocus();
    expect(router.state.location.search).toBe('?minRent=3000');
  });

  it('shows one from the address in its field, saying this search leaves it out', async () => {
    apiHandlers['GET /api/roommates'] = () => jsonResponse([buildListing()]);
    renderAt(`${paths.browse}?maxRent=cheap`);
    expect(await screen.findByText('1 listing')).toBeInTheDocument();
    const maxRent = screen.getByLabelText('Max rent (BDT)');
    expect(maxRent).toHaveValue('cheap');
    expect(maxRent).toHaveAccessibleDescription(
      'This search leaves it out: write a whole number of taka, up to 999,999,999, such as 8000 or 8,000.',
    );
    expect(screen.getByRole('link', { name: 'Clear' })).toHaveAttribute('href', paths.browse);
  });

  it('says it in Bangla for a Min rent from the address, with More filters open', async () => {
    inBangla();
    apiHandlers['GET /api/roommates'] = () => jsonResponse([]);
    renderAt(`${paths.browse}?minRent=${encodeURIComponent('সস্তা')}`);
    const minRent = await screen.findByLabelText('সর্বনিম্ন ভাড়া (টাকা)');
    expect(minRent).toHaveValue('সস্তা');
    expect(minRent).toBeVisible();
    expect(minRent).toHaveAccessibleDescription(`এই খোঁজে এটি ধরা হয়নি: ${NOT_READ_BN}`);
  });
});

describe('Browse Listing, an address that names areas but no city', () => {
  it('shows the areas ticked under their city, and keeps them on the next search', async () => {
    apiHandlers['GET /api/roommates?area=sylhet-zindabazar'] = () =>
      jsonResponse([buildListing({ city: 'sylhet', area: 'sylhet-zindabazar' })]);
    apiHandlers['GET /api/roommates?city=sylhet&area=sylhet-zindabazar&sort=rent'] = () =>
      jsonResponse([buildListing({ city: 'sylhet', area: 'sylhet-zindabazar' })]);
    const { router, user } = renderAt(`${paths.browse}?area=sylhet-zindabazar`);
    expect(await screen.findByText('1 listing')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('sylhet');
    expect(screen.queryByText('Pick a city to choose its areas.')).not.toBeInTheDocument();
    const areas = screen.getByRole('group', { name: 'Areas of Sylhet (up to 10)' });
    expect(within(areas).getByRole('checkbox', { name: 'Zindabazar' })).toBeChecked();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'rent');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() =>
      expect(listingsCalls().at(-1)).toBe('/api/roommates?city=sylhet&area=sylhet-zindabazar&sort=rent'),
    );
    expect(new URLSearchParams(router.state.location.search).getAll('area')).toEqual(['sylhet-zindabazar']);
    // Once the new page has come (while it loads, the page loader is over the form).
    expect(await screen.findByRole('checkbox', { name: 'Zindabazar' })).toBeChecked();
  });

  it('shows them in Bangla too', async () => {
    inBangla();
    apiHandlers['GET /api/roommates?area=sylhet-zindabazar'] = () => jsonResponse([]);
    renderAt(`${paths.browse}?area=sylhet-zindabazar`);
    const areas = await screen.findByRole('group', { name: 'সিলেট-এর এলাকা (সর্বোচ্চ ১০টি)' });
    expect(within(areas).getByRole('checkbox', { name: 'জিন্দাবাজার' })).toBeChecked();
    expect(screen.getByLabelText('শহর')).toHaveValue('sylhet');
  });
});

describe('Browse Listing, the suggestions of Place', () => {
  it('name the city of an area whose Bangla name another city has too, so each finds its own', async () => {
    inBangla();
    apiHandlers['GET /api/roommates'] = () => jsonResponse([]);
    const { user } = renderAt(paths.browse);
    await user.click(await screen.findByRole('combobox', { name: 'এলাকা বা শহর' }));
    const values = [...document.querySelectorAll('datalist option')].map(
      (option) => (option as HTMLOptionElement).value,
    );
    expect(values).toEqual(expect.arrayContaining(['উপশহর, সিলেট', 'উপশহর, রাজশাহী']));
    expect(values).not.toContain('উপশহর');
    expect(new Set(values).size).toBe(values.length);
  });
});

describe('Browse Listing, an address naming filters the search cannot read', () => {
  it('searches without them and says which, naming each as its field is labelled', async () => {
    apiHandlers['GET /api/roommates?area=dhaka-banani'] = () => jsonResponse([buildListing()]);
    renderAt(
      `${paths.browse}?city=atlantis&sort=bogus&area=dhaka-banani&area=nowhere&availableBy=2026-13-45`,
    );
    expect(await screen.findByText('1 listing')).toBeInTheDocument();
    expect(listingsCalls()).toEqual(['/api/roommates?area=dhaka-banani']);
    expect(
      screen.getByText(
        'Left out of this search: City, Areas, Available by, Sort by, as its address gives them, which is none of the choices above.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear' })).toHaveAttribute('href', paths.browse);
  });

  it('says it in Bangla', async () => {
    inBangla();
    apiHandlers['GET /api/roommates?gender=female'] = () => jsonResponse([]);
    renderAt(`${paths.browse}?gender=female&accommodation=castle`);
    expect(
      await screen.findByText(
        'এই খোঁজে বাদ রাখা হয়েছে: বাসার ধরন, কারণ ঠিকানায় যা দেওয়া আছে তা ওপরের কোনো পছন্দ নয়।',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing when every filter of the address is read', async () => {
    apiHandlers['GET /api/roommates?city=dhaka'] = () => jsonResponse([buildListing()]);
    renderAt(`${paths.browse}?city=dhaka`);
    expect(await screen.findByText('1 listing')).toBeInTheDocument();
    expect(screen.queryByText(/^Left out of this search/)).not.toBeInTheDocument();
  });
});
