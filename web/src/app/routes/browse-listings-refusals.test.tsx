import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AREA_FILTER_MAX } from '@roommate-finder/contract/listing-query-options';
import { cityById } from '@roommate-finder/contract/places';
import { apiHandlers, installFakeApi } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/json-response';
import { browseScreenUnderTest } from '@/testing/browse-screen';
import { paths } from '@/config/paths';

vi.mock('@/lib/firebase', () => import('@/testing/session-mock'));
vi.mock('@/features/auth/auth-provider', () => import('@/testing/session-mock'));

/**
 * The searches the API refuses (docs/api.md, "Listing search"), as Browse Listing shows them in
 * English and in Bangla: the refusal in words for people, above the filters, which keep what
 * the person chose so that they can change one of them. The API's answers are the ones
 * tests/api/listing-search.test.ts checks against the real API.
 */

installFakeApi();

const { renderAt, inBangla } = browseScreenUnderTest();

/** The API's 400 for a search it refuses: `{ message, code, errors }` (docs/api.md, "Errors"). */
const refusal = (message: string, code: string, field: string) => () =>
  jsonResponse({ message, code, errors: [{ field, message, code }] }, 400);

const DHAKA_AREAS = cityById('dhaka')!.areas;
/** One more area of Dhaka than a search may name: the form's boxes let a person tick them all. */
const TOO_MANY_AREAS = DHAKA_AREAS.slice(0, AREA_FILTER_MAX + 1);
const tooManyAreasQuery = TOO_MANY_AREAS.map((area) => `area=${area.id}`).join('&');

const OTHER_CITY_EN = '"Zindabazar" is not in Dhaka: choose places of one city';

function expectTicked(labels: string[]) {
  for (const label of labels) expect(screen.getByRole('checkbox', { name: label })).toBeChecked();
}

describe('Browse Listing, a search of places in two cities', () => {
  it('says in English that the places are in different cities, keeping the place and the city', async () => {
    apiHandlers['GET /api/roommates?q=Zindabazar&city=dhaka'] = refusal(
      OTHER_CITY_EN,
      'search/other-city',
      'q',
    );
    renderAt(`${paths.browse}?q=Zindabazar&city=dhaka`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      `This search cannot be answered: ${OTHER_CITY_EN}`,
    );
    expect(screen.getByLabelText('Place')).toHaveValue('Zindabazar');
    expect(screen.getByLabelText('City')).toHaveValue('dhaka');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says it in Bangla, for a place typed in Bangla, keeping the place and the city', async () => {
    inBangla();
    apiHandlers[
      'GET /api/roommates?q=%E0%A6%9C%E0%A6%BF%E0%A6%A8%E0%A7%8D%E0%A6%A6%E0%A6%BE%E0%A6%AC%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0&city=dhaka'
    ] = refusal('"জিন্দাবাজার" is not in Dhaka: choose places of one city', 'search/other-city', 'q');
    renderAt(`${paths.browse}?q=${encodeURIComponent('জিন্দাবাজার')}&city=dhaka`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'এই খোঁজের উত্তর দেওয়া যাচ্ছে না: বাছাই করা জায়গাগুলো আলাদা আলাদা শহরের: একটি শহরের জায়গাই বাছুন',
    );
    expect(screen.getByLabelText('এলাকা বা শহর')).toHaveValue('জিন্দাবাজার');
    expect(screen.getByLabelText('শহর')).toHaveValue('dhaka');
  });
});

describe(`Browse Listing, more than ${AREA_FILTER_MAX} areas ticked`, () => {
  const tooMany = `area can be given at most ${AREA_FILTER_MAX} times`;

  it('says in English how many areas a search may name, keeping every box ticked', async () => {
    apiHandlers[`GET /api/roommates?city=dhaka&${tooManyAreasQuery}`] = refusal(
      tooMany,
      'validation/too-many',
      'area',
    );
    renderAt(`${paths.browse}?city=dhaka&${tooManyAreasQuery}`);
    expect((await screen.findByRole('alert')).textContent).toBe(`This search cannot be answered: ${tooMany}`);
    expect(screen.getByLabelText('City')).toHaveValue('dhaka');
    const areas = screen.getByRole('group', { name: `Areas of Dhaka (up to ${AREA_FILTER_MAX})` });
    expect(within(areas).getAllByRole('checkbox', { checked: true })).toHaveLength(AREA_FILTER_MAX + 1);
    expectTicked(TOO_MANY_AREAS.map((area) => area.en));
  });

  it('says in Bangla that too many areas were chosen, keeping every box ticked', async () => {
    inBangla();
    apiHandlers[`GET /api/roommates?city=dhaka&${tooManyAreasQuery}`] = refusal(
      tooMany,
      'validation/too-many',
      'area',
    );
    renderAt(`${paths.browse}?city=dhaka&${tooManyAreasQuery}`);
    // The catalogue's words for a list longer than the API takes, naming the field as the form does.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'এই খোঁজের উত্তর দেওয়া যাচ্ছে না: এলাকা: অনেক বেশি বাছা হয়েছে: কয়েকটি বাদ দিন',
    );
    expect(screen.getByLabelText('শহর')).toHaveValue('dhaka');
    const areas = screen.getByRole('group', { name: 'ঢাকা-এর এলাকা (সর্বোচ্চ ১০টি)' });
    expect(within(areas).getAllByRole('checkbox', { checked: true })).toHaveLength(AREA_FILTER_MAX + 1);
    expectTicked(TOO_MANY_AREAS.map((area) => area.bn));
  });

  it(`lets a person tick ${AREA_FILTER_MAX} areas and no more, and untick one to choose another`, async () => {
    const user = userEvent.setup();
    apiHandlers['GET /api/roommates?city=dhaka'] = () => jsonResponse([]);
    renderAt(`${paths.browse}?city=dhaka`);
    // The areas are behind 'More filters': the address sets none of them.
    await user.click(await screen.findByText('More filters'));
    const areas = await screen.findByRole('group', { name: `Areas of Dhaka (up to ${AREA_FILTER_MAX})` });
    const [first, ...others] = TOO_MANY_AREAS.map((area) =>
      within(areas).getByRole('checkbox', { name: area.en }),
    );
    const eleventh = others.at(-1)!;
    for (const box of [first!, ...others.slice(0, -1)]) await user.click(box);
    expect(within(areas).getAllByRole('checkbox', { checked: true })).toHaveLength(AREA_FILTER_MAX);
    expect(eleventh).toBeDisabled();
    expect(first).toBeEnabled();
    await user.click(first!);
    expect(eleventh).toBeEnabled();
    await user.click(eleventh);
    expect(eleventh).toBeChecked();
  });
});

describe('Browse Listing, more areas and home types together than one search can take', () => {
  const MIRPUR = ['1', '2', '10', '11', '12', '14'].map((n) => `dhaka-mirpur-${n}`);
  const TYPES = ['mess-seat', 'sublet', 'hostel-seat', 'shared-room', 'single-room', 'whole-flat'];
  const query = `city=dhaka&${MIRPUR.map((id) => `area=${id}`).join('&')}&${TYPES.map((type) => `accommodation=${type}`).join('&')}`;
  const combinations =
    '6 areas and 6 home types make 36 combinations, more than 30: choose fewer areas or home types';

  it.each([
    ['English', 'en', `This search cannot be answered: ${combinations}`, 'Mirpur 10', 'Mess seat'],
    [
      'Bangla',
      'bn',
      'এই খোঁজের উত্তর দেওয়া যাচ্ছে না: একসাথে অনেক বেশি এলাকা আর বাসার ধরন বাছা হয়েছে: কম এলাকা বা কম ধরন বাছুন',
      'মিরপুর ১০',
      'মেস সিট',
    ],
  ])(
    'says in %s to choose fewer, keeping the areas and types ticked',
    async (_, locale, text, area, type) => {
      if (locale === 'bn') inBangla();
      apiHandlers[`GET /api/roommates?${query}`] = refusal(
        combinations,
        'search/too-many-combinations',
        'area',
      );
      renderAt(`${paths.browse}?${query}`);
      expect((await screen.findByRole('alert')).textContent).toBe(text);
      expectTicked([area, type]);
      expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(12);
    },
  );
});

describe("Browse Listing, a page's address the API no longer takes", () => {
  // The API's answer to a cursor it cannot read (functions/src/roommates/service.ts).
  const staleCursor = () =>
    jsonResponse(
      {
        message: 'cursor is not valid for this sort; start again without a cursor',
        code: 'request/bad-cursor',
      },
      400,
    );

  it('says so and links to the same search from its first page', async () => {
    apiHandlers['GET /api/roommates?city=dhaka&cursor=stale'] = staleCursor;
    renderAt(`${paths.browse}?city=dhaka&cursor=stale&from=21`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This search cannot be answered: cursor is not valid for this sort; start again without a cursor',
    );
    const pages = screen.getByRole('navigation', { name: 'Pages of listings' });
    expect(within(pages).getByRole('link', { name: 'First page' })).toHaveAttribute(
      'href',
      `${paths.browse}?city=dhaka`,
    );
    expect(screen.getByLabelText('City')).toHaveValue('dhaka');
  });

  it('says it in Bangla', async () => {
    inBangla();
    apiHandlers['GET /api/roommates?city=dhaka&cursor=stale'] = staleCursor;
    renderAt(`${paths.browse}?city=dhaka&cursor=stale&from=21`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'এই খোঁজের উত্তর দেওয়া যাচ্ছে না: ফলাফলের এই পেজটি আর পাওয়া যাচ্ছে না: প্রথম পেজ থেকে আবার শুরু করুন',
    );
    expect(screen.getByRole('link', { name: 'প্রথম পেজ' })).toHaveAttribute(
      'href',
      `${paths.browse}?city=dhaka`,
    );
  });

  it('offers no page links for a refused search of the first page', async () => {
    apiHandlers['GET /api/roommates?q=Zindabazar&city=dhaka'] = refusal(
      OTHER_CITY_EN,
      'search/other-city',
      'q',
    );
    renderAt(`${paths.browse}?q=Zindabazar&city=dhaka`);
    await screen.findByRole('alert');
    expect(screen.queryByRole('navigation', { name: 'Pages of listings' })).not.toBeInTheDocument();
  });
});
