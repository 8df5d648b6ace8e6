import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, showDialog, showError } from '@/components/ui/dialogs';
import { apiHandlers, fetchMock, installFakeApi } from '@/testing/fake-api';
import { fakeUser } from '@/testing/fake-user';
import { jsonResponse } from '@/testing/json-response';
import { buildListing } from '@/testing/listing';
import { screensUnderTest } from '@/testing/render-routes';
import { loadMessages } from '@/lib/i18n/load-messages';
import { session } from '@/testing/session-mock';
import { guarded } from '@/app/guarded';
import { paths } from '@/config/paths';
import * as routes from '@/config/routes';

vi.mock('@/lib/firebase', () => import('@/testing/session-mock'));
vi.mock('@/features/auth/auth-provider', () => import('@/testing/session-mock'));
vi.mock('@/components/ui/dialogs', () => import('@/testing/dialogs-mock'));

const AYESHA = fakeUser();
const bangla = { locale: 'bn' as const, messages: await loadMessages('bn') };
const TANVIR = fakeUser({ uid: 'uid-tanvir', email: 'tanvir@example.com', displayName: 'Tanvir Hasan' });

installFakeApi();

/** The screens under test, with a stand-in sign-in page. */
const ROUTES: RouteObject[] = [
  { path: '/', element: <h1>Home page</h1> },
  { path: paths.signIn, element: <h1>Sign-in page</h1> },
  { path: routes.conversation.path, element: <h1>Conversation page</h1> },
  { path: paths.browse, lazy: () => import('./browse-listings') },
  { path: routes.listing.path, lazy: () => import('./listing-details') },
  { path: paths.addListing, lazy: guarded(() => import('./add-listing')) },
  { path: paths.myListings, lazy: guarded(() => import('./my-listings')) },
  { path: routes.updateListing.path, lazy: guarded(() => import('./update-listing')) },
  { path: routes.featuredDetails.path, lazy: guarded(() => import('./featured-details')) },
];
const renderAt = screensUnderTest(ROUTES);

beforeEach(() => {
  vi.clearAllMocks();
  session.user = AYESHA;
});

describe('Browse Listing', () => {
  it('shows the columns (area, type, who may live there), the rent with BDT and See more', async () => {
    session.user = null;
    apiHandlers['GET /api/roommates'] = () =>
      jsonResponse([
        buildListing(),
        buildListing({
          _id: 'listing-2',
          name: 'Tanvir Hasan',
          rentAmount: '6500',
          title: 'Old one',
        }),
      ]);
    renderAt(paths.browse);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['No.', 'Name', 'Title', 'Location', 'Area', 'Type', 'Who may live', 'Rent', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '1',
      'Ayesha Rahman',
      'Furnished master bedroom near Dhanmondi Lake',
      'Road 8A, Dhanmondi, Dhaka',
      'Dhanmondi',
      'Single room',
      'Job holder',
      '14000 BDT',
      'See more (Furnished master bedroom near Dhanmondi Lake)',
    ]);
    expect(within(second!).getByText('6500 BDT')).toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: /See more/ })).toHaveAttribute(
      'href',
      paths.listing('listing-2'),
    );
  });

  it("says 'No data available' when there is nothing to show", async () => {
    apiHandlers['GET /api/roommates'] = () => jsonResponse([]);
    renderAt(paths.browse);
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sends the filters of the address to the API, leaving out what it would refuse', async () => {
    apiHandlers['GET /api/roommates?location=Sylhet&maxRent=9000&sort=rent'] = () =>
      jsonResponse([buildListing()]);
    renderAt(`${paths.browse}?location=Sylhet&maxRent=9000&availability=Maybe&sort=rent`);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    // An older address's location shows in Place, which now takes its words.
    expect(screen.getByLabelText('Place')).toHaveValue('Sylhet');
    expect(screen.getByRole('link', { name: 'Clear' })).toHaveAttribute('href', paths.browse);
  });

  it('shows a budget and a move-in date with the newest first, and every sort to choose from', async () => {
    apiHandlers[
      'GET /api/roommates?availableBy=2026-12-31&minRent=3000&maxRent=6000&lifestyle=Student&lifestyle=Quiet&sort=newest'
    ] = () => jsonResponse([buildListing()]);
    renderAt(
      `${paths.browse}?minRent=৩০০০&maxRent=6000&availableBy=2026-12-31&lifestyle=Student%2C+Quiet&sort=newest`,
    );
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByLabelText('Min rent (BDT)')).toHaveValue('3000');
    expect(screen.getByLabelText('Max rent (BDT)')).toHaveValue('6000');
    expect(screen.getByLabelText('Lifestyle')).toHaveValue('Student, Quiet');
    expect(
      within(screen.getByLabelText('Sort by'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Default order',
      'Newest first',
      'Lowest rent first',
      'Most liked first',
      'Soonest available first',
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the min rent is above the max rent, keeping the filters', async () => {
    apiHandlers['GET /api/roommates?minRent=8000&maxRent=6000'] = () => jsonResponse([]);
    renderAt(`${paths.browse}?minRent=8000&maxRent=6000`);
    expect(
      await screen.findByText(
        'The min rent is more than the max rent, so no listing can match: change one of them.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Min rent (BDT)')).toHaveValue('8000');
  });
});

describe('the listing page', () => {
  beforeEach(() => {
    apiHandlers['GET /api/roommates/listing-1'] = () => jsonResponse(buildListing());
  });

  it('shows every field, how many are interested, Go Back and Like', async () => {
    session.user = null;
    renderAt(paths.listing('listing-1'));
    expect(await screen.findByRole('heading', { name: buildListing().title })).toBeInTheDocument();
    for (const text of [
      'Ayesha Rahman',
      '4 people interested',
      'ayesha@example.com',
      'Road 8A, Dhanmondi, Dhaka',
      'Dhanmondi (ধানমন্ডি)',
      'Dhaka (ঢাকা)',
      'Single room',
      'Job holder',
      'Women only',
      '2 months',
      'Gas, Water',
      'Balcony, Wi-Fi',
      '14000 BDT',
      'Master bedroom',
      'Non-smoker, Working professional',
      '+880 1711-000000',
      'Available',
      'A bright room with a balcony.',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Like (4)' })).toBeInTheDocument();
  });

  it("asks for the gallery's first photo once the listing is read, the file and urgency the gallery then uses", async () => {
    const shown = photos('listing');
    apiHandlers['GET /api/roommates/listing-1'] = () => jsonResponse(buildListing({ photos: shown }));
    renderAt(paths.listing('listing-1'));
    expect(await screen.findByRole('heading', { name: buildListing().title })).toBeInTheDocument();
    expectCoverPreloadedAsTheGalleryShowsIt(shown);
  });

  it("shows the server's count after it accepts the like, read again by the loader", async () => {
    session.user = TANVIR;
    apiHandlers['PATCH /api/roommates/listing-1/like'] = (init) => {
      expect(init.body).toBeUndefined();
      expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
      apiHandlers['GET /api/roommates/listing-1'] = () => jsonResponse(buildListing({ likeCount: 5 }));
      return jsonResponse({ likeCount: 5 });
    };
    const { user } = renderAt(paths.listing('listing-1'));
    await user.click(await screen.findByRole('button', { name: 'Like (4)' }));
    expect(await screen.findByRole('button', { name: 'Like (5)' })).toBeInTheDocument();
    expect(screen.getByText('5 people interested')).toBeInTheDocument();
    expect(showDialog).not.toHaveBeenCalled();
  });

  it("shows the server's message when the like is refused, and keeps the count", async () => {
    apiHandlers['PATCH /api/roommates/listing-1/like'] = () =>
      jsonResponse({ message: 'You cannot like your own post' }, 403);
    const { user } = renderAt(paths.listing('listing-1'));
    await user.click(await screen.findByRole('button', { name: 'Like (4)' }));
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'You cannot like your own post' }),
      ),
    );
    expect(screen.getByRole('button', { name: 'Like (4)' })).toBeEnabled();
    expect(screen.getByText('4 people interested')).toBeInTheDocument();
  });

  it('sends a visitor who likes to sign in, remembering the listing', async () => {
    session.user = null;
    const { router, user } = renderAt(paths.listing('listing-1'));
    await user.click(await screen.findByRole('button', { name: 'Like (4)' }));
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      `?redirectTo=${encodeURIComponent(paths.listing('listing-1'))}`,
    );
  });

  it('tells a visitor to sign in for the contact details and to message the owner, and brings them back', async () => {
    session.user = null;
    apiHandlers['GET /api/roommates/listing-1'] = () =>
      jsonResponse(
        buildListing({
          contactInfo: undefined,
          email: undefined,
          contactVisibility: 'signed-in',
          contactHidden: 'sign-in',
        }),
      );
    renderAt(paths.listing('listing-1'));
    const back = `${paths.signIn}?redirectTo=${encodeURIComponent(paths.listing('listing-1'))}`;
    expect(
      await screen.findByRole('link', { name: 'Sign in to see how to contact the owner' }),
    ).toHaveAttribute('href', back);
    expect(screen.queryByText('Email')).not.toBeInTheDocument();
    const box = screen.getByRole('region', { name: 'Message the owner' });
    expect(within(box).getByRole('link', { name: 'Sign in to message the owner' })).toHaveAttribute(
      'href',
      back,
    );
    expect(within(box).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("lets a signed-in person message the owner, says the number waits for the owner's reply, and opens the conversation", async () => {
    session.user = TANVIR;
    apiHandlers['GET /api/roommates/listing-1'] = () =>
      jsonResponse(
        buildListing({
          contactInfo: undefined,
          email: undefined,
          contactVisibility: 'conversation',
          contactHidden: 'conversation',
        }),
      );
    apiHandlers['POST /api/conversations'] = (init) => {
      expect(JSON.parse(String(init.body))).toEqual({ listingId: 'listing-1', text: 'Is it free in May?' });
      return jsonResponse({ _id: 'talk-1', message: {} }, 201);
    };
    const { router, user } = renderAt(paths.listing('listing-1'));
    expect(
      await screen.findByText('Message the owner: their number shows once they reply'),
    ).toBeInTheDocument();
    expect(screen.queryByText('+880 1711-000000')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Your message to the owner'), '  Is it free in May?  {Enter}');
    expect(await screen.findByRole('heading', { name: 'Conversation page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.conversation('talk-1'));
  });

  it('keeps the first message and says why when it cannot be sent', async () => {
    session.user = TANVIR;
    apiHandlers['POST /api/conversations'] = () =>
      jsonResponse({ message: 'You cannot message this person', code: 'conversation/blocked' }, 403);
    const { user } = renderAt(paths.listing('listing-1'));
    const box = await screen.findByLabelText('Your message to the owner');
    await user.type(box, 'Hello{Shift>}{Enter}{/Shift}there');
    expect(box).toHaveValue('Hello\nthere');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not sent: You cannot message this person');
    expect(box).toHaveValue('Hello\nthere');
  });

  it('does not offer the owner to message themselves', async () => {
    renderAt(paths.listing('listing-1'));
    const box = await screen.findByRole('region', { name: 'Message the owner' });
    expect(box).toHaveTextContent('This is your listing');
    expect(within(box).getByRole('link', { name: 'Open my messages' })).toHaveAttribute(
      'href',
      paths.messages,
    );
    expect(within(box).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says the listing was not found', async () => {
    apiHandlers['GET /api/roommates/gone'] = () => jsonResponse({ message: 'Listing not found' }, 404);
    renderAt(paths.listing('gone'));
    expect(await screen.findByRole('heading', { name: 'Listing not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Listing' })).toHaveAttribute('href', paths.browse);
  });
});

describe('the featured details page', () => {
  it('finds the listing in the featured list and counts likes on this page only', async () => {
    apiHandlers['GET /api/featured-roommates'] = () =>
      jsonResponse([buildListing({ _id: 'other' }), buildListing()]);
    const { user } = renderAt(paths.featuredDetails('listing-1'));
    expect(await screen.findByText('4 people liked this')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Like (4)' }));
    await user.click(screen.getByRole('button', { name: 'Like (5)' }));
    expect(screen.getByText('6 people liked this')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads a featured listing itself when the featured list leaves out its contact details', async () => {
    apiHandlers['GET /api/featured-roommates'] = () =>
      jsonResponse([
        buildListing({
          contactInfo: undefined,
          email: undefined,
          contactVisibility: 'signed-in',
          contactHidden: 'sign-in',
        }),
      ]);
    apiHandlers['GET /api/roommates/listing-1'] = () =>
      jsonResponse(buildListing({ contactVisibility: 'signed-in' }));
    renderAt(paths.featuredDetails('listing-1'));
    expect(await screen.findByText('+880 1711-000000')).toBeInTheDocument();
    expect(screen.queryByText('Sign in to see how to contact the owner')).not.toBeInTheDocument();
  });

  it("asks for the gallery's first photo once the listing is found", async () => {
    const shown = photos('featured');
    apiHandlers['GET /api/featured-roommates'] = () => jsonResponse([buildListing({ photos: shown })]);
    renderAt(paths.featuredDetails('listing-1'));
    expect(await screen.findByText('4 people liked this')).toBeInTheDocument();
    expectCoverPreloadedAsTheGalleryShowsIt(shown);
  });

  it('opens a listing that has left the featured list since', async () => {
    apiHandlers['GET /api/featured-roommates'] = () => jsonResponse([]);
    apiHandlers['GET /api/roommates/listing-1'] = () => jsonResponse(buildListing({ likeCount: 0 }));
    renderAt(paths.featuredDetails('listing-1'));
    expect(await screen.findByText('0 people liked this')).toBeInTheDocument();
  });
});

/**
 * Two photos of a listing, as the API describes them, at addresses of their own for each test: the
 * page keeps a preload once added, and React adds one only once for the same files.
 */
const photos = (name: string) =>
  [1, 2].map((n) => ({
    id: `${name}-${n}`,
    url: `/photos/listings/listing-1/${name}-${n}-large.webp`,
    thumbUrl: `/photos/listings/listing-1/${name}-${n}-thumb.webp`,
    width: 1600,
    height: 1200,
  }));

/**
 * The page holds a preload of the first photo and none of the second: with the same files to
 * pick from, the same width on screen and the same priority as the gallery's first picture, so
 * that the browser picks the same file for both and fetches it once.
 */
function expectCoverPreloadedAsTheGalleryShowsIt([, second]: ReturnType<typeof photos>) {
  const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
  const first = screen.getByRole('img', { name: /photo 1 of 2/ });
  const ofFirst = preloads.filter(
    (link) => link.getAttribute('imagesrcset') === first.getAttribute('srcset'),
  );
  expect(ofFirst).toHaveLength(1);
  expect(ofFirst[0]!.getAttribute('imagesizes')).toBe(first.getAttribute('sizes'));
  expect(ofFirst[0]!.getAttribute('fetchpriority')).toBe('high');
  expect(first).toHaveAttribute('fetchpriority', 'high');
  expect(preloads.filter((link) => link.getAttribute('imagesrcset')?.includes(second!.url))).toEqual([]);
}

async function fillListingForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'Seat near SUST');
  await user.selectOptions(screen.getByLabelText('City'), 'sylhet');
  // The area type-ahead takes the Bangla name too, and composes the Location from the place.
  await user.type(screen.getByLabelText('Area'), 'টিলাগড়');
  expect(screen.getByLabelText('Location')).toHaveValue('Tilagarh, Sylhet');
  await user.clear(screen.getByLabelText('Location'));
  await user.type(screen.getByLabelText('Location'), 'Tilagor, Sylhet');
  await user.selectOptions(screen.getByLabelText('Accommodation'), 'mess-seat');
  await user.selectOptions(screen.getByLabelText('Gender policy'), 'male');
  await user.click(screen.getByRole('checkbox', { name: 'Student' }));
  await user.click(screen.getByRole('checkbox', { name: 'Meals' }));
  await user.type(screen.getByLabelText('Rent amount'), '3500');
  await user.type(screen.getByLabelText('Room type'), 'Shared room');
  await user.type(screen.getByLabelText('Lifestyle preferences'), 'Student, Non-smoker');
  await user.type(screen.getByLabelText('Contact info'), '01711000000');
  await user.selectOptions(screen.getByLabelText('Availability'), 'Available');
  await user.type(screen.getByLabelText('Description'), 'Near the campus gate.');
}

// Filling every field of the form, key by key, takes longer than the default 5 s on a busy machine.
describe('adding a listing', { timeout: 20_000 }, () => {
  it("prefills name and email read-only, offers 'Select availability', and requires every field", async () => {
    const { user } = renderAt(paths.addListing);
    // The first test here also waits for the form's module (with the household questions) to load.
    expect(
      await screen.findByRole('heading', { name: 'Added New Roommate' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ayesha Rahman');
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('ayesha@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(
      within(screen.getByLabelText('Availability'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select availability', 'Available', 'Not Available']);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Availability is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets an account without a name type one', async () => {
    session.user = fakeUser({ displayName: null });
    renderAt(paths.addListing);
    expect(await screen.findByLabelText('Name')).not.toHaveAttribute('readonly');
  });

  it("sends the listing, says 'Roommate added successfully!' and empties the form", async () => {
    apiHandlers['POST /api/roommates'] = (init) => {
      expect(JSON.parse(String(init.body))).toEqual({
        name: 'Ayesha Rahman',
        email: 'ayesha@example.com',
        title: 'Seat near SUST',
        location: 'Tilagor, Sylhet',
        rentAmount: '3500',
        roomType: 'Shared room',
        lifestylePreferences: ['Student', 'Non-smoker'],
        contactInfo: '01711000000',
        availability: 'Available',
        description: 'Near the campus gate.',
        city: 'sylhet',
        area: 'sylhet-tilagarh',
        accommodation: 'mess-seat',
        genderPolicy: 'male',
        tenants: ['student'],
        billsIncluded: ['meals'],
        contactVisibility: 'conversation',
      });
      return jsonResponse({ acknowledged: true, insertedId: 'new-id' }, 201);
    };
    const { user } = renderAt(paths.addListing);
    await screen.findByLabelText('Title');
    await fillListingForm(user);
    // Who sees the contact details: everyone unless chosen, with what each choice means said under it.
    const visibility = screen.getByLabelText('Who sees your contact details');
    expect(visibility).toHaveValue('everyone');
    expect(visibility).toHaveAccessibleDescription(/even without an account/);
    await user.selectOptions(visibility, 'Only people I reply to in messages');
    expect(visibility).toHaveAccessibleDescription(/once you have replied to them there/);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Roommate added successfully!' }),
      ),
    );
    // The form empties once the send has finished, just after the dialog opens.
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
    expect(screen.getByLabelText('Availability')).toHaveValue('');
    expect(screen.getByLabelText('Name')).toHaveValue('Ayesha Rahman');
  });

  it('keeps what was typed and says why when the server refuses', async () => {
    apiHandlers['POST /api/roommates'] = () =>
      jsonResponse({ message: 'Too many changes in a short time. Please wait a minute and try again.' }, 429);
    const { user } = renderAt(paths.addListing);
    await screen.findByLabelText('Title');
    await fillListingForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith(
        'Could not add the listing',
        'Too many changes in a short time. Please wait a minute and try again.',
      ),
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Seat near SUST');
    expect(screen.getByLabelText('Availability')).toHaveValue('Available');
  });
});

describe('editing a listing', () => {
  beforeEach(() => {
    apiHandlers['GET /api/roommates/listing-1'] = () =>
      jsonResponse(buildListing({ availability: 'Not Available' }));
  });

  it('prefills the form with the stored availability selected', async () => {
    renderAt(paths.updateListing('listing-1'));
    expect(await screen.findByLabelText('Title')).toHaveValue(buildListing().title);
    expect(screen.getByLabelText('Availability')).toHaveValue('Not Available');
    expect(screen.getByLabelText('Lifestyle preferences')).toHaveValue('Non-smoker, Working professional');
    expect(screen.getByLabelText('Rent amount')).toHaveValue('14000');
  });

  it('names the stored area in English on an English page', async () => {
    apiHandlers['GET /api/roommates/listing-1'] = () =>
      jsonResponse(buildListing({ city: 'dhaka', area: 'dhaka-mirpur-10' }));
    renderAt(paths.updateListing('listing-1'));
    expect(await screen.findByLabelText('Area')).toHaveValue('Mirpur 10');
  });

  it('names the stored area in Bangla on a Bangla page', async () => {
    apiHandlers['GET /api/roommates/listing-1'] = () =>
      jsonResponse(buildListing({ city: 'dhaka', area: 'dhaka-mirpur-10' }));
    renderAt(paths.updateListing('listing-1'), bangla);
    expect(await screen.findByLabelText('এলাকা')).toHaveValue('মিরপুর ১০');
  });

  it("sends the change and shows 'Roommate updated successfully' for 1.5 s", async () => {
    let stored = buildListing({ availability: 'Not Available' });
    apiHandlers['GET /api/roommates/listing-1'] = () => jsonResponse(stored);
    apiHandlers['PUT /api/roommates/listing-1'] = (init) => {
      const sent = JSON.parse(String(init.body));
      expect(sent).toMatchObject({ title: 'New title', availability: 'Available' });
      stored = { ...stored, title: sent.title, availability: sent.availability };
      return jsonResponse({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    };
    const { user } = renderAt(paths.updateListing('listing-1'));
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'New title');
    await user.selectOptions(screen.getByLabelText('Availability'), 'Available');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Roommate updated successfully', timer: 1500 }),
      ),
    );
    expect(screen.getByLabelText('Title')).toHaveValue('New title');
  });

  // A slow machine takes seconds to type and to render the revalidated screen (React renders it as a
  // transition, in slices): the neighbouring tests of this screen have 20 s too.
  it(
    'shows what is stored once updated, the focus staying in the field the person was in',
    { timeout: 20_000 },
    async () => {
      let stored = buildListing();
      apiHandlers['GET /api/roommates/listing-1'] = () => jsonResponse(stored);
      apiHandlers['PUT /api/roommates/listing-1'] = (init) => {
        // As the API does (docs/api.md): a title is stored without the spaces around it.
        stored = { ...stored, title: String(JSON.parse(String(init.body)).title).trim() };
        return jsonResponse({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
      };
      const { user } = renderAt(paths.updateListing('listing-1'));
      const title = await screen.findByLabelText('Title');
      await user.clear(title);
      // Enter in the field sends the form, as a keyboard user does.
      await user.type(title, '   Test room   {Enter}');
      await waitFor(() =>
        expect(showDialog).toHaveBeenCalledWith(
          expect.objectContaining({ title: 'Roommate updated successfully' }),
        ),
      );
      await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Test room'), {
        timeout: 5_000,
      });
      expect(screen.getByLabelText('Title')).toBe(title);
      expect(title).toHaveFocus();
    },
  );

  it(
    "shows the stored 'Life in this home' and sends the household as changed",
    { timeout: 20_000 },
    async () => {
      apiHandlers['GET /api/roommates/listing-1'] = () =>
        jsonResponse(
          buildListing({
            household: {
              habits: { noise: 'quiet', smoking: 'no' },
              importance: { smoking: 3 },
              dealbreakers: [],
            },
          }),
        );
      let sent: { household?: unknown } = {};
      apiHandlers['PUT /api/roommates/listing-1'] = (init) => {
        sent = JSON.parse(String(init.body));
        return jsonResponse({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
      };
      const { user } = renderAt(paths.updateListing('listing-1'));
      const noise = await screen.findByRole('group', { name: 'How lively is the home?' });
      expect(within(noise).getByRole('radio', { name: 'Quiet' })).toBeChecked();
      await user.click(
        within(screen.getByRole('group', { name: 'Pets' })).getByRole('radio', { name: 'No pets' }),
      );
      await user.click(screen.getByRole('checkbox', { name: /Smoking is a dealbreaker/ }));
      await user.click(within(noise).getByRole('radio', { name: 'Skip' }));
      await user.click(screen.getByRole('button', { name: 'Update' }));
      await waitFor(() => expect(showDialog).toHaveBeenCalled());
      expect(sent.household).toEqual({
        habits: { smoking: 'no', pets: 'no' },
        importance: { smoking: 3 },
        dealbreakers: ['smoking'],
      });
    },
  );

  it("says so when someone else's listing is opened for editing", async () => {
    session.user = TANVIR;
    renderAt(paths.updateListing('listing-1'));
    expect(await screen.findByText('This listing is not yours.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it('sends a visitor to sign in first', async () => {
    session.user = null;
    const { router } = renderAt(paths.updateListing('listing-1'));
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      `?redirectTo=${encodeURIComponent(paths.updateListing('listing-1'))}`,
    );
  });
});

describe('My Listings', () => {
  beforeEach(() => {
    apiHandlers['GET /api/roommates?email=ayesha%40example.com'] = () =>
      jsonResponse([buildListing(), buildListing({ _id: 'listing-2', title: 'Second room' })]);
  });

  it("lists only the signed-in person's listings, each with edit and delete", async () => {
    renderAt(paths.myListings);
    const row = (await screen.findByRole('cell', { name: 'Second room' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Edit: Second room' })).toHaveAttribute(
      'href',
      paths.updateListing('listing-2'),
    );
    expect(within(row).getByRole('button', { name: 'Delete: Second room' })).toHaveTextContent('Delete');
  });

  it("deletes after 'Are you sure?', then reads the list again without the row and says 'Deleted!'", async () => {
    apiHandlers['DELETE /api/roommates/listing-2'] = () => {
      apiHandlers['GET /api/roommates?email=ayesha%40example.com'] = () => jsonResponse([buildListing()]);
      return jsonResponse({ acknowledged: true, deletedCount: 1 });
    };
    const { user } = renderAt(paths.myListings);
    await user.click(await screen.findByRole('button', { name: 'Delete: Second room' }));
    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Are you sure?',
        text: "You won't be able to revert this!",
        confirmButtonText: 'Yes, delete it!',
      }),
    );
    await waitFor(() => expect(screen.queryByText('Second room')).not.toBeInTheDocument());
    expect(showDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Deleted!', text: 'Roommate has been deleted.' }),
    );
    expect(screen.getByText(buildListing().title)).toBeInTheDocument();
  });

  it('keeps the row when the person cancels, or when the server refuses', async () => {
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    apiHandlers['DELETE /api/roommates/listing-2'] = () =>
      jsonResponse({ message: 'You can only change or delete your own listings' }, 403);
    const { user } = renderAt(paths.myListings);
    await user.click(await screen.findByRole('button', { name: 'Delete: Second room' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Delete: Second room' }));
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith(
        'Could not delete the listing',
        'You can only change or delete your own listings',
      ),
    );
    expect(screen.getByText('Second room')).toBeInTheDocument();
  });
});
