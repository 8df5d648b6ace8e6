import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { agreeOn, differOn } from '@roommate-finder/contract/habit-answers.testing';
import { showDialog, showError } from '@/components/ui/dialogs';
import { apiHandlers, fetchMock, installFakeApi } from '@/testing/fake-api';
import { fakeUser } from '@/testing/fake-user';
import { jsonResponse } from '@/testing/json-response';
import { buildListing } from '@/testing/listing';
import { buildProfile } from '@/testing/profile';
import { screensUnderTest } from '@/testing/render-routes';
import { session } from '@/testing/session-mock';
import { guarded } from '@/app/guarded';
import { paths } from '@/config/paths';
import * as routes from '@/config/routes';

vi.mock('@/lib/firebase', () => import('@/testing/session-mock'));
vi.mock('@/features/auth/auth-provider', () => import('@/testing/session-mock'));
vi.mock('@/components/ui/dialogs', () => import('@/testing/dialogs-mock'));

installFakeApi();
const noProfile = () => jsonResponse({ message: 'You have no roommate profile yet' }, 404);

/** The screens under test, with a stand-in sign-in page. */
const ROUTES: RouteObject[] = [
  { path: paths.signIn, element: <h1>Sign-in page</h1> },
  { path: paths.profile, lazy: guarded(() => import('./profile')) },
  { path: paths.matches, lazy: guarded(() => import('./matches')) },
  { path: routes.listing.path, lazy: () => import('./listing-details') },
  { path: paths.browse, lazy: () => import('./browse-listings') },
];
const renderAt = screensUnderTest(ROUTES);

beforeEach(() => {
  vi.clearAllMocks();
  session.user = fakeUser();
});

const quietHome = buildListing({
  _id: 'quiet',
  title: 'Quiet room in Mirpur',
  area: 'dhaka-mirpur-10',
  accommodation: 'shared-room',
  rentAmount: '7000',
  household: {
    habits: { noise: 'quiet', smoking: 'no', guests: 'often' },
    importance: {},
    dealbreakers: [],
  },
  match: {
    score: 86,
    band: 'great',
    reasons: [agreeOn('smoking'), agreeOn('noise'), differOn('guests')],
  },
});

describe(paths.profile, () => {
  it('asks a person without a profile from scratch, saves it with PUT and goes to their matches', async () => {
    apiHandlers['GET /api/profile'] = noProfile;
    let sent: unknown;
    apiHandlers['PUT /api/profile'] = (init) => {
      sent = JSON.parse(String(init.body));
      return jsonResponse({ ...(sent as object), updatedAt: '2026-11-23T10:00:00.000Z' });
    };
    apiHandlers['GET /api/matches'] = () => jsonResponse([]);
    const { router, user } = renderAt(paths.profile);
    expect(
      await screen.findByRole('heading', { name: 'Your roommate profile' }, { timeout: 5_000 }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Woman' }));
    await user.click(screen.getByRole('radio', { name: 'Student' }));
    await user.click(screen.getByRole('checkbox', { name: 'Dhaka (ঢাকা)' }));
    await user.type(screen.getByLabelText('Budget (BDT a month, at most)'), '9000');
    await user.click(screen.getByRole('checkbox', { name: 'Mess seat' }));
    const smoking = screen.getByRole('group', { name: 'Do you smoke?' });
    await user.click(within(smoking).getByRole('radio', { name: 'No' }));
    await user.click(
      within(screen.getByRole('group', { name: 'How much smoking matters to you' })).getByRole('radio', {
        name: 'Matters a lot',
      }),
    );
    await user.click(screen.getByRole('checkbox', { name: /Smoking is a dealbreaker/ }));
    await user.click(screen.getByRole('button', { name: 'Save my profile' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.matches));
    expect(sent).toEqual({
      gender: 'female',
      tenant: 'student',
      cities: ['dhaka'],
      areas: [],
      budgetMax: 9000,
      accommodation: ['mess-seat'],
      habits: { smoking: 'no' },
      importance: { smoking: 3 },
      dealbreakers: ['smoking'],
    });
    expect(showDialog).toHaveBeenCalledWith(
      expect.objectContaining({ icon: 'success', title: 'Profile saved' }),
    );
    // Many taps, after the route's code has loaded: a busy machine needs more than the default 5 s.
  }, 20_000);

  it("keeps 'Only some areas?' open, and the focus where it was, when the last area is unticked", async () => {
    apiHandlers['GET /api/profile'] = noProfile;
    const { user } = renderAt(paths.profile);
    await user.click(await screen.findByRole('checkbox', { name: 'Dhaka (ঢাকা)' }, { timeout: 5_000 }));
    const section = screen.getByText(/Only some areas\?/).closest('details')!;
    expect(section.open).toBe(false);
    await user.click(screen.getByText(/Only some areas\?/));
    expect(section.open).toBe(true);
    const mirpur = within(section).getByRole('checkbox', { name: 'Mirpur 1' });
    mirpur.focus();
    await user.keyboard(' ');
    expect(mirpur).toBeChecked();
    await user.keyboard(' ');
    expect(mirpur).not.toBeChecked();
    expect(section.open).toBe(true);
    expect(mirpur).toHaveFocus();
  });

  it('cannot make a habit a dealbreaker before it is answered, and says what is missing', async () => {
    apiHandlers['GET /api/profile'] = noProfile;
    const { user } = renderAt(paths.profile);
    const pets = await screen.findByRole('checkbox', { name: /Pets is a dealbreaker/ }, { timeout: 5_000 });
    expect(pets).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save my profile' }));
    expect(await screen.findByText('Gender is required')).toBeInTheDocument();
    expect(screen.getByText('Cities must have at least one city')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the stored answers, and keeps them when saving fails', async () => {
    apiHandlers['GET /api/profile'] = () => jsonResponse(buildProfile());
    apiHandlers['PUT /api/profile'] = () => jsonResponse({ message: 'Budget must be at least 1 taka' }, 400);
    const { router, user } = renderAt(paths.profile);
    expect(await screen.findByRole('radio', { name: 'Woman' }, { timeout: 5_000 })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Job holder' })).toBeChecked();
    expect(screen.getByLabelText('Budget (BDT a month, at most)')).toHaveValue('15000');
    expect(
      within(screen.getByRole('group', { name: 'How lively do you like home to be?' })).getByRole('radio', {
        name: 'Quiet',
      }),
    ).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save my profile' }));
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith('Could not save your profile', 'Budget must be at least 1 taka'),
    );
    expect(router.state.location.pathname).toBe(paths.profile);
    expect(screen.getByRole('radio', { name: 'Woman' })).toBeChecked();
  });
});

describe(paths.matches, () => {
  it('shows the best match first, with its band and the reasons said about the pair', async () => {
    apiHandlers['GET /api/profile'] = () => jsonResponse(buildProfile());
    // Lists leave the household out (docs/api.md): the sentences come from the reader's answers.
    const { household: _household, ...listed } = quietHome;
    apiHandlers['GET /api/matches'] = () =>
      jsonResponse(
        [
          listed,
          buildListing({
            _id: 'fair',
            title: 'Busy flat',
            match: { score: 55, band: 'fair', reasons: [] },
          }),
        ],
        200,
      );
    renderAt(paths.matches);
    const list = await screen.findByRole('list', { name: 'Your matches, best first' }, { timeout: 5_000 });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first!).getByRole('heading', { name: 'Quiet room in Mirpur' })).toBeInTheDocument();
    expect(within(first!).getByText('Great match')).toBeInTheDocument();
    for (const text of [
      'Neither of you smokes',
      'You both keep quiet nights',
      'Different on guests: you have guests rarely',
      '7000 BDT',
      'Mirpur 10, Dhaka',
      'Shared room',
    ]) {
      expect(within(first!).getByText(text)).toBeInTheDocument();
    }
    expect(within(first!).getByRole('link', { name: 'See more' })).toHaveAttribute(
      'href',
      paths.listing('quiet'),
    );
    expect(within(second!).getByText('Fair match')).toBeInTheDocument();
    expect(screen.getByText('2 matches')).toBeInTheDocument();
  });

  it('pages with the cursor of the API, as Browse Listing does', async () => {
    apiHandlers['GET /api/profile'] = () => jsonResponse(buildProfile());
    apiHandlers['GET /api/matches'] = () =>
      new Response(JSON.stringify([quietHome]), {
        headers: { 'Content-Type': 'application/json', 'X-Next-Cursor': 'abc' },
      });
    apiHandlers['GET /api/matches?cursor=abc'] = () =>
      jsonResponse([
        buildListing({ _id: 'next', title: 'Next one', match: { score: 60, band: 'fair', reasons: [] } }),
      ]);
    const { user } = renderAt(paths.matches);
    await user.click(await screen.findByRole('link', { name: 'Next page' }, { timeout: 5_000 }));
    expect(await screen.findByRole('heading', { name: 'Next one' })).toBeInTheDocument();
    expect(screen.getByText('Matches 2–2')).toBeInTheDocument();
  });

  it('invites a person without a profile to make one', async () => {
    apiHandlers['GET /api/profile'] = noProfile;
    apiHandlers['GET /api/matches'] = noProfile;
    renderAt(paths.matches);
    expect(
      await screen.findByRole('link', { name: 'Make my roommate profile' }, { timeout: 5_000 }),
    ).toHaveAttribute('href', paths.profile);
  });

  it('says when nothing fits yet', async () => {
    apiHandlers['GET /api/profile'] = () => jsonResponse(buildProfile());
    apiHandlers['GET /api/matches'] = () => jsonResponse([]);
    renderAt(paths.matches);
    expect(
      await screen.findByRole('heading', { name: 'No matches yet' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Edit my profile' })[0]).toHaveAttribute(
      'href',
      paths.profile,
    );
  });
});

describe('the listing page with a match', () => {
  it('shows the household as plain facts, and the band with the reasons for a person with a profile', async () => {
    apiHandlers['GET /api/roommates/quiet'] = () => jsonResponse(quietHome);
    apiHandlers['GET /api/profile'] = () => jsonResponse(buildProfile());
    renderAt(paths.listing('quiet'));
    const match = await screen.findByRole(
      'region',
      { name: 'How this listing matches you' },
      { timeout: 5_000 },
    );
    expect(within(match).getByText('Great match')).toBeInTheDocument();
    expect(within(match).getByText('They have guests often; you rarely')).toBeInTheDocument();
    for (const fact of ['No smoking', 'Guests often', 'Quiet after 11 pm']) {
      expect(screen.getByText(fact)).toBeInTheDocument();
    }
  });

  it('shows a visitor the household and no match', async () => {
    session.user = null;
    const { match: _match, ...withoutMatch } = quietHome;
    apiHandlers['GET /api/roommates/quiet'] = () => jsonResponse(withoutMatch);
    renderAt(paths.listing('quiet'));
    expect(await screen.findByText('Quiet after 11 pm', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How this listing matches you' })).not.toBeInTheDocument();
    expect(screen.queryByText(/match$/)).not.toBeInTheDocument();
  });
});

describe('Browse Listing for a person with a profile', () => {
  it("offers 'Best match', sends sort=match and shows each row's band", async () => {
    apiHandlers['GET /api/profile'] = () => jsonResponse(buildProfile());
    apiHandlers['GET /api/roommates'] = () => jsonResponse([buildListing({ match: null })]);
    apiHandlers['GET /api/roommates?sort=match'] = () =>
      jsonResponse([quietHome, buildListing({ match: null })]);
    const { user } = renderAt(paths.browse);
    const sort = await screen.findByLabelText('Sort by', {}, { timeout: 5_000 });
    await user.selectOptions(sort, 'Best match');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Great match')).toBeInTheDocument();
    expect(within(second!).queryByText(/match$/)).not.toBeInTheDocument();
  });

  it("does not offer 'Best match' to a person without a profile", async () => {
    apiHandlers['GET /api/profile'] = noProfile;
    apiHandlers['GET /api/roommates'] = () => jsonResponse([buildListing()]);
    renderAt(paths.browse);
    const sort = await screen.findByLabelText('Sort by', {}, { timeout: 5_000 });
    expect(within(sort).queryByRole('option', { name: 'Best match' })).not.toBeInTheDocument();
    expect(within(sort).getByRole('option', { name: 'Most liked first' })).toBeInTheDocument();
  });
});
