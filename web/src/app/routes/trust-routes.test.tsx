import type { ModerationAction, ReportGroup } from '@roommate-finder/contract/moderation';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, showDialog } from '@/components/ui/dialogs';
import { rememberSession } from '@/lib/auth-session';
import { loadMessages } from '@/lib/i18n/load-messages';
import { apiHandlers, fetchMock, installFakeApi } from '@/testing/fake-api';
import { fakeModerator, fakeUser } from '@/testing/fake-user';
import { jsonResponse } from '@/testing/json-response';
import { buildListing } from '@/testing/listing';
import { screensUnderTest } from '@/testing/render-routes';
import { session } from '@/testing/session-mock';
import { guarded } from '@/app/guarded';
import { paths } from '@/config/paths';
import * as routes from '@/config/routes';

/** Trust and safety in the screens (docs/product.md, "Trust and safety"). */

vi.mock('@/lib/firebase', () => import('@/testing/session-mock'));
vi.mock('@/features/auth/auth-provider', () => import('@/testing/session-mock'));
vi.mock('@/components/ui/dialogs', () => import('@/testing/dialogs-mock'));

const TANVIR = fakeUser({ uid: 'uid-tanvir', email: 'tanvir@example.com', displayName: 'Tanvir Hasan' });
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS - 60_000).toISOString();

installFakeApi();

const ROUTES: RouteObject[] = [
  { path: '/', element: <h1>Home page</h1> },
  { path: paths.signIn, element: <h1>Sign-in page</h1> },
  { path: routes.listing.path, lazy: () => import('./listing-details') },
  { path: paths.myListings, lazy: guarded(() => import('./my-listings')) },
  { path: paths.admin, lazy: guarded(() => import('./admin')) },
  { path: paths.safety, lazy: () => import('./safety') },
  { path: paths.browse, lazy: () => import('./browse-listings') },
];
const renderAt = screensUnderTest(ROUTES);
/** Bangla as a visitor's browser gets it: each screen's loader adds its part of the catalogue. */
const bangla = { locale: 'bn' as const, messages: await loadMessages('bn') };

beforeEach(() => {
  vi.clearAllMocks();
  rememberSession(true);
  session.user = TANVIR;
});

describe("a listing's page", () => {
  it("shows the owner's verified e-mail, when it was last confirmed, and the safety notice with its link", async () => {
    apiHandlers['GET /api/roommates/listing-1'] = () =>
      jsonResponse(buildListing({ ownerVerified: true, confirmedAt: daysAgo(3) }));
    renderAt(paths.listing('listing-1'));
    expect(await screen.findByText('Verified e-mail', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Updated 3 days ago')).toBeInTheDocument();
    const notice = screen.getByRole('complementary', { name: 'Stay safe' });
    expect(notice).toHaveTextContent(/Never send an advance, "token money" or a booking fee by bKash, Nagad/);
    expect(within(notice).getByRole('link', { name: 'How to rent safely' })).toHaveAttribute(
      'href',
      paths.safety,
    );
    expect(screen.queryByText('May no longer be available')).not.toBeInTheDocument();
  });

  it('marks a listing nobody confirmed for 60 days, and shows no badge for an owner who has not verified', async () => {
    apiHandlers['GET /api/roommates/listing-1'] = () =>
      jsonResponse(buildListing({ ownerVerified: false, confirmedAt: daysAgo(61) }));
    renderAt(paths.listing('listing-1'));
    expect(await screen.findByText('May no longer be available')).toBeInTheDocument();
    expect(screen.getByText('Updated 61 days ago')).toBeInTheDocument();
    expect(screen.queryByText('Verified e-mail')).not.toBeInTheDocument();
  });

  it('reports the listing: a reason is needed, the details are counted, then a thank-you and nothing more', async () => {
    apiHandlers['GET /api/roommates/listing-1'] = () => jsonResponse(buildListing());
    let sent: unknown;
    apiHandlers['POST /api/reports'] = (init) => {
      sent = JSON.parse(String(init.body));
      return jsonResponse({ acknowledged: true }, 201);
    };
    const { user } = renderAt(paths.listing('listing-1'));
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Report the listing “Furnished master bedroom near Dhanmondi Lake”',
    });
    // Each reason says in plain words what it means.
    expect(within(dialog).getByRole('radio', { name: 'Scam' })).toHaveAccessibleDescription(
      'Asks for money (an advance, token money, a booking fee) before a viewing, or other fraud',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Choose a reason')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/reports', expect.anything());

    await user.click(within(dialog).getByRole('radio', { name: 'Scam' }));
    const details = within(dialog).getByLabelText('Details (optional)');
    await user.type(details, '  Asked for 5000 by bKash first  ');
    expect(details).toHaveAccessibleDescription('33 of 1,000 characters');
    expect(details).toHaveAttribute('maxlength', '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByRole('dialog', { name: 'Thank you for your report' })).toBeInTheDocument();
    expect(sent).toEqual({
      kind: 'listing',
      id: 'listing-1',
      reason: 'scam',
      details: 'Asked for 5000 by bKash first',
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report' })).toHaveFocus();
  });

  it('says why a report was refused inside the dialog, keeping what was written', async () => {
    apiHandlers['GET /api/roommates/listing-1'] = () => jsonResponse(buildListing());
    apiHandlers['POST /api/reports'] = () =>
      jsonResponse({ message: 'Too many changes in a short time.', code: 'rate/too-many-writes' }, 429);
    const { user } = renderAt(paths.listing('listing-1'));
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Fake' }));
    await user.type(within(dialog).getByLabelText('Details (optional)'), 'No such house');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The report could not be sent: Too many changes in a short time.',
    );
    expect(within(dialog).getByRole('radio', { name: 'Fake' })).toBeChecked();
    expect(within(dialog).getByLabelText('Details (optional)')).toHaveValue('No such house');
  });

  it('offers no report of your own listing, and asks a visitor to sign in first', async () => {
    apiHandlers['GET /api/roommates/listing-1'] = () => jsonResponse(buildListing());
    session.user = fakeUser();
    renderAt(paths.listing('listing-1'));
    expect(await screen.findByRole('button', { name: 'Like (4)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('sends a visitor who presses Report to sign in, remembering the listing', async () => {
    apiHandlers['GET /api/roommates/listing-1'] = () => jsonResponse(buildListing());
    session.user = null;
    const { router, user } = renderAt(paths.listing('listing-1'));
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      `?redirectTo=${encodeURIComponent(paths.listing('listing-1'))}`,
    );
  });

  it('tells its owner why a hidden listing is hidden, and that nobody else sees it', async () => {
    apiHandlers['GET /api/roommates/listing-1'] = () =>
      jsonResponse(buildListing({ hidden: { reason: 'moderator', at: daysAgo(1) } }));
    session.user = fakeUser();
    renderAt(paths.listing('listing-1'));
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('Hidden by a moderator');
    expect(notice).toHaveTextContent('Only its owner and the moderators can see this listing');
  });

  it('offers a moderator reviewing a hidden listing no Like, Report or message, which the API refuses for it', async () => {
    apiHandlers['GET /api/roommates/listing-1'] = () =>
      jsonResponse(buildListing({ hidden: { reason: 'reports', at: daysAgo(1) } }));
    session.user = fakeUser({ uid: 'uid-moderator', email: 'moderator@example.com' });
    renderAt(paths.listing('listing-1'));
    expect(await screen.findByRole('note')).toHaveTextContent('Hidden after reports, under review');
    expect(screen.queryByRole('button', { name: /Like/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Message the owner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('offers a signed-in reader of a listed listing Like, Report and a message', async () => {
    apiHandlers['GET /api/roommates/listing-1'] = () => jsonResponse(buildListing());
    session.user = fakeUser({ uid: 'uid-moderator', email: 'moderator@example.com' });
    renderAt(paths.listing('listing-1'));
    expect(await screen.findByRole('button', { name: /Like/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Report/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toBeInTheDocument();
  });
});

describe('My Listings', () => {
  it("marks a hidden listing, and asks 'Still available?' of one untouched for 30 days", async () => {
    session.user = fakeUser();
    let stored = [
      buildListing({
        _id: 'hidden-one',
        title: 'Reported room',
        hidden: { reason: 'reports', at: daysAgo(1) },
      }),
      buildListing({ _id: 'old-one', title: 'Old room', confirmedAt: daysAgo(31) }),
      buildListing({ _id: 'fresh-one', title: 'Fresh room', confirmedAt: daysAgo(2) }),
    ];
    apiHandlers['GET /api/roommates?email=ayesha%40example.com'] = () => jsonResponse(stored);
    let answer: unknown;
    apiHandlers['POST /api/roommates/old-one/confirm'] = (init) => {
      answer = JSON.parse(String(init.body));
      stored = stored.map((listing) =>
        listing._id === 'old-one' ? { ...listing, confirmedAt: new Date().toISOString() } : listing,
      );
      return jsonResponse({ availability: 'Available', confirmedAt: new Date().toISOString() });
    };
    const { user } = renderAt(paths.myListings);
    const rows = () => screen.getAllByRole('row').slice(1);
    expect(await screen.findByText('Hidden after reports, under review')).toBeInTheDocument();
    expect(within(rows()[0]!).queryByText('Still available?')).not.toBeInTheDocument();
    expect(within(rows()[1]!).getByText('Still available?')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('Not updated for 31 days')).toBeInTheDocument();
    expect(within(rows()[2]!).queryByText('Still available?')).not.toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'No, it is rented (Old room)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes (Old room)' }));
    await waitFor(() => expect(screen.queryByText('Still available?')).not.toBeInTheDocument());
    expect(answer).toEqual({ stillAvailable: true });
    expect(showDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Thank you: your listing is up to date' }),
    );
  });
});

describe('in Bangla', () => {
  it("marks each kind of hidden listing in My Listings, and 'না, ভাড়া হয়ে গেছে' marks one Not Available", async () => {
    session.user = fakeUser();
    let stored = [
      buildListing({
        _id: 'reported',
        title: 'Reported room',
        hidden: { reason: 'reports', at: daysAgo(1) },
      }),
      buildListing({
        _id: 'removed',
        title: 'Removed room',
        hidden: { reason: 'moderator', at: daysAgo(1) },
      }),
      buildListing({
        _id: 'suspended',
        title: 'Owner away',
        hidden: { reason: 'suspended', at: daysAgo(1) },
      }),
      buildListing({ _id: 'old-one', title: 'Old room', confirmedAt: daysAgo(31) }),
    ];
    apiHandlers['GET /api/roommates?email=ayesha%40example.com'] = () => jsonResponse(stored);
    let answer: unknown;
    apiHandlers['POST /api/roommates/old-one/confirm'] = (init) => {
      answer = JSON.parse(String(init.body));
      const confirmedAt = new Date().toISOString();
      stored = stored.map((listing) =>
        listing._id === 'old-one' ? { ...listing, availability: 'Not Available', confirmedAt } : listing,
      );
      return jsonResponse({ availability: 'Not Available', confirmedAt });
    };
    const { user } = renderAt(paths.myListings, bangla);
    expect(await screen.findByRole('heading', { level: 1, name: 'আমার বিজ্ঞাপন' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('রিপোর্টের কারণে লুকানো, যাচাই চলছে')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('মডারেটর বিজ্ঞাপনটি লুকিয়ে রেখেছেন')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('মালিকের অ্যাকাউন্ট স্থগিত থাকায় লুকানো')).toBeInTheDocument();
    expect(screen.getAllByText('এখনো খালি আছে?')).toHaveLength(1);
    expect(within(rows[3]!).getByText('এখনো খালি আছে?')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('৩১ দিন ধরে হালনাগাদ হয়নি')).toBeInTheDocument();
    expect(within(rows[3]!).getByRole('button', { name: 'হ্যাঁ (Old room)' })).toBeInTheDocument();

    await user.click(within(rows[3]!).getByRole('button', { name: 'না, ভাড়া হয়ে গেছে (Old room)' }));
    await waitFor(() => expect(screen.queryByText('এখনো খালি আছে?')).not.toBeInTheDocument());
    expect(answer).toEqual({ stillAvailable: false });
    expect(showDialog).toHaveBeenCalledWith(
      expect.objectContaining({ icon: 'success', title: 'ধন্যবাদ: আপনার বিজ্ঞাপন হালনাগাদ হলো' }),
    );
    // Marked Not Available, it is neither asked about nor marked stale any more.
    expect(screen.getByRole('row', { name: /Old room/ })).not.toHaveTextContent('হয়তো আর খালি নেই');
    expect(screen.queryByText(/Still available|Hidden/)).not.toBeInTheDocument();
  });

  it("marks a listing nobody confirmed for 60 days 'হয়তো আর খালি নেই' in Browse Listing", async () => {
    session.user = null;
    apiHandlers['GET /api/roommates'] = () =>
      jsonResponse([
        buildListing({ _id: 'stale', title: 'Stale room', confirmedAt: daysAgo(61) }),
        buildListing({ _id: 'fresh', title: 'Fresh room', confirmedAt: daysAgo(59) }),
      ]);
    renderAt(paths.browse, bangla);
    const table = await screen.findByRole('table');
    const [, stale, fresh] = within(table).getAllByRole('row');
    expect(within(stale!).getByText('হয়তো আর খালি নেই')).toBeInTheDocument();
    expect(within(fresh!).queryByText('হয়তো আর খালি নেই')).not.toBeInTheDocument();
    expect(screen.queryByText('May no longer be available')).not.toBeInTheDocument();
  });

  it("says on a listing's page when it was updated, marks it stale, and tells its owner why it is hidden", async () => {
    session.user = fakeUser();
    apiHandlers['GET /api/roommates/listing-1'] = () =>
      jsonResponse(
        buildListing({ confirmedAt: daysAgo(61), hidden: { reason: 'suspended', at: daysAgo(1) } }),
      );
    renderAt(paths.listing('listing-1'), bangla);
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('মালিকের অ্যাকাউন্ট স্থগিত থাকায় লুকানো');
    expect(notice).toHaveTextContent(
      'শুধু মালিক আর মডারেটররা বিজ্ঞাপনটি দেখতে পান: আর কেউ এটি খুঁজে পান না, খুলতেও পারেন না।',
    );
    expect(screen.getByText('হয়তো আর খালি নেই')).toBeInTheDocument();
    expect(screen.getByText('৬১ দিন আগে হালনাগাদ')).toBeInTheDocument();
    expect(screen.queryByText(/Updated|May no longer be available/)).not.toBeInTheDocument();
  });

  it("says 'আজ হালনাগাদ' of a listing confirmed today, with no stale mark", async () => {
    apiHandlers['GET /api/roommates/listing-1'] = () => jsonResponse(buildListing());
    renderAt(paths.listing('listing-1'), bangla);
    expect(await screen.findByText('আজ হালনাগাদ')).toBeInTheDocument();
    expect(screen.queryByText('হয়তো আর খালি নেই')).not.toBeInTheDocument();
  });
});

const REPORTED_LISTING: ReportGroup = {
  kind: 'listing',
  id: 'listing-1',
  status: 'open',
  reasons: { scam: 2, fake: 1 },
  reportCount: 3,
  lastReportedAt: daysAgo(0),
  closedAt: null,
  thing: { kind: 'listing', listing: buildListing() },
  reports: [
    {
      reporter: { uid: 'uid-tanvir', name: 'Tanvir Hasan', email: 'tanvir@example.com' },
      reason: 'scam',
      details: 'Asked for an advance by bKash before a viewing.',
      at: daysAgo(0),
    },
  ],
};

const REPORTED_PERSON: ReportGroup = {
  kind: 'user',
  id: 'uid-rafiq',
  status: 'open',
  reasons: { harassment: 1 },
  reportCount: 1,
  lastReportedAt: daysAgo(1),
  closedAt: null,
  thing: {
    kind: 'user',
    user: { uid: 'uid-rafiq', name: 'Rafiqul Islam', email: 'rafiq@example.com', suspended: false },
  },
  reports: [
    {
      reporter: { uid: 'uid-sadia', name: 'Sadia Chowdhury', email: 'sadia@example.com' },
      reason: 'harassment',
      details: null,
      at: daysAgo(1),
    },
  ],
};

describe('the moderators’ screen', () => {
  it("is 'Page Not Found' for anyone without the admin claim, and asks the API nothing", async () => {
    renderAt(paths.admin);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a moderator each reported thing with its reasons, reports and reporters, and hides a listing with a note', async () => {
    session.user = fakeModerator();
    let groups = [REPORTED_LISTING, REPORTED_PERSON];
    apiHandlers['GET /api/admin/reports?status=open'] = () => jsonResponse(groups);
    let sent: unknown;
    apiHandlers['POST /api/admin/listings/listing-1/hide'] = (init) => {
      sent = JSON.parse(String(init.body));
      groups = [REPORTED_PERSON];
      return jsonResponse({} satisfies Partial<ModerationAction>);
    };
    const { user } = renderAt(paths.admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open reports' })).toHaveAttribute('aria-current', 'page');

    const listing = screen.getByRole('article', { name: 'Furnished master bedroom near Dhanmondi Lake' });
    expect(within(listing).getByText(/^3 reports, the last on /)).toBeInTheDocument();
    expect(
      within(within(listing).getByRole('list', { name: 'Reasons' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Scam × 2', 'Fake × 1']);
    expect(within(listing).getByText('by Tanvir Hasan (tanvir@example.com)')).toBeInTheDocument();
    expect(within(listing).getByText('Asked for an advance by bKash before a viewing.')).toBeInTheDocument();
    expect(within(listing).getByRole('link', { name: /Furnished master bedroom/ })).toHaveAttribute(
      'href',
      paths.listing('listing-1'),
    );

    // No action without a note for the history.
    await user.click(within(listing).getByRole('button', { name: 'Hide listing' }));
    expect(within(listing).getByLabelText('Note for the history')).toHaveAccessibleDescription(
      expect.stringContaining('Write a note: it goes into the history with the action'),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.type(within(listing).getByLabelText('Note for the history'), 'Advance before viewing');
    await user.click(within(listing).getByRole('button', { name: 'Hide listing' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: /Furnished master bedroom/ })).not.toBeInTheDocument(),
    );
    expect(sent).toEqual({ note: 'Advance before viewing' });
    expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Listing hidden' }));
  });

  it('moves the keyboard’s focus to the next group’s same button once a group is acted on', async () => {
    session.user = fakeModerator();
    let groups = [REPORTED_LISTING, REPORTED_PERSON];
    apiHandlers['GET /api/admin/reports?status=open'] = () => jsonResponse(groups);
    apiHandlers['POST /api/admin/reports/dismiss'] = () => {
      groups = [REPORTED_PERSON];
      return jsonResponse({});
    };
    const { user } = renderAt(paths.admin);
    const listing = await screen.findByRole('article', { name: /Furnished master bedroom/ });
    await user.type(within(listing).getByLabelText('Note for the history'), 'Checked: a real room');
    await user.tab();
    await user.tab();
    expect(within(listing).getByRole('button', { name: 'Dismiss reports' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Rafiqul Islam' })).getByRole('button', {
          name: 'Dismiss reports',
        }),
      ).toHaveFocus(),
    );
    expect(screen.queryByRole('article', { name: /Furnished master bedroom/ })).not.toBeInTheDocument();
    expect(showDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Reports dismissed', returnFocus: false }),
    );
  });

  it('asks before it suspends a person, and suspends them with the note', async () => {
    session.user = fakeModerator();
    apiHandlers['GET /api/admin/reports?status=open'] = () => jsonResponse([REPORTED_PERSON]);
    let sent: unknown;
    apiHandlers['POST /api/admin/users/uid-rafiq/suspend'] = (init) => {
      sent = JSON.parse(String(init.body));
      return jsonResponse({});
    };
    const { user } = renderAt(paths.admin);
    const person = await screen.findByRole('article', { name: 'Rafiqul Islam' });
    expect(within(person).getByText('rafiq@example.com')).toBeInTheDocument();
    await user.type(within(person).getByLabelText('Note for the history'), 'Harassed two people');
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    await user.click(within(person).getByRole('button', { name: 'Suspend person' }));
    expect(confirmDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Suspend Rafiqul Islam?' }));
    expect(sent).toBeUndefined();
    await user.click(within(person).getByRole('button', { name: 'Suspend person' }));
    await waitFor(() => expect(sent).toEqual({ note: 'Harassed two people' }));
  });

  it('shows a reported message with its sender and listing, and suspends the sender', async () => {
    session.user = fakeModerator();
    const reportedMessage: ReportGroup = {
      ...REPORTED_PERSON,
      kind: 'message',
      id: 'talk-1-m1',
      reasons: { scam: 1 },
      thing: {
        kind: 'message',
        message: {
          text: 'Send 5,000 taka advance by bKash to book the seat',
          sentAt: daysAgo(2),
          listingTitle: 'Seat in a mess near Mirpur 10',
          from: { uid: 'uid-rafiq', name: 'Rafiqul Islam', email: 'rafiq@example.com', suspended: false },
        },
      },
    };
    apiHandlers['GET /api/admin/reports?status=open'] = () => jsonResponse([reportedMessage]);
    let sent: unknown;
    apiHandlers['POST /api/admin/users/uid-rafiq/suspend'] = (init) => {
      sent = JSON.parse(String(init.body));
      return jsonResponse({});
    };
    const { user } = renderAt(paths.admin);
    const card = await screen.findByRole('article', { name: 'Message from Rafiqul Islam' });
    expect(within(card).getByText('Send 5,000 taka advance by bKash to book the seat')).toBeInTheDocument();
    expect(within(card).getByRole('figure')).toHaveTextContent(
      /In a conversation about Seat in a mess near Mirpur 10, /,
    );
    expect(within(card).getByText('rafiq@example.com')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Dismiss reports' })).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Note for the history'), 'Asked for an advance');
    await user.click(within(card).getByRole('button', { name: 'Suspend person' }));
    // The suspension names the message it answers, so that the message's reports close with it.
    await waitFor(() => expect(sent).toEqual({ note: 'Asked for an advance', message: 'talk-1-m1' }));
  });

  it('lists each closing of a thing’s reports on its own, with when it was closed, in both languages', async () => {
    session.user = fakeModerator();
    // The listing's reports were closed twice: once dismissed, then reported again and closed again.
    const closings: ReportGroup[] = [
      { ...REPORTED_LISTING, status: 'closed', reasons: { rented: 1 }, reportCount: 1, closedAt: daysAgo(0) },
      { ...REPORTED_LISTING, status: 'closed', closedAt: daysAgo(3), lastReportedAt: daysAgo(4) },
    ];
    apiHandlers['GET /api/admin/reports?status=closed'] = () => jsonResponse(closings);
    renderAt(`${paths.admin}?status=closed`);
    await screen.findByRole('link', { name: 'Closed reports' });
    const cards = await screen.findAllByRole('article', {
      name: 'Furnished master bedroom near Dhanmondi Lake',
    });
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent(/1 report, the last on .+Closed on /);
    expect(
      within(within(cards[0]!).getByRole('list', { name: 'Reasons' })).getByRole('listitem'),
    ).toHaveTextContent('Already rented × 1');
    expect(cards[1]).toHaveTextContent(/3 reports, the last on .+Closed on /);
    for (const card of cards) {
      expect(within(card).queryByRole('button', { name: 'Dismiss reports' })).not.toBeInTheDocument();
    }
    cleanup();

    renderAt(`${paths.admin}?status=closed`, bangla);
    const bengaliCards = await screen.findAllByRole('article', {
      name: 'Furnished master bedroom near Dhanmondi Lake',
    });
    expect(bengaliCards[0]).toHaveTextContent(/বন্ধ হয়েছে /);
  });

  /** The history as the API answers it: a moderator's hide with their `note`, then an automatic one's, with the API's English note. */
  const historyWith = (note: string) => () =>
    jsonResponse([
      {
        _id: 'a2',
        action: 'hide-listing',
        kind: 'listing',
        targetId: 'listing-1',
        by: { uid: 'uid-mahmud', email: 'moderator@example.com' },
        note,
        at: daysAgo(0),
      },
      {
        _id: 'a1',
        action: 'auto-hide-listing',
        kind: 'listing',
        targetId: 'listing-2',
        by: null,
        note: 'Reported as a scam or fake by 3 people: hidden until a moderator reviews it',
        at: daysAgo(1),
      },
    ] satisfies ModerationAction[]);

  it('shows the history of actions: when, who, what and the note', async () => {
    session.user = fakeModerator();
    apiHandlers['GET /api/admin/actions'] = historyWith('Advance before viewing');
    renderAt(`${paths.admin}?view=history`);
    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('moderator@example.com');
    expect(within(first!).getByText('Hid the listing')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'listing-1' })).toHaveAttribute(
      'href',
      paths.listing('listing-1'),
    );
    expect(first).toHaveTextContent('Advance before viewing');
    expect(second).toHaveTextContent('Roommate Finder (after reports)');
    expect(second).toHaveTextContent('Hidden until a moderator reviews it');
    expect(screen.getByRole('link', { name: 'Action history' })).toHaveAttribute('aria-current', 'page');
  });

  it("says an automatic hide's note in Bangla on a Bangla page, a moderator's note as they wrote it", async () => {
    session.user = fakeModerator();
    apiHandlers['GET /api/admin/actions'] = historyWith('অগ্রিম টাকা চেয়েছে');
    renderAt(`${paths.admin}?view=history`, bangla);
    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('অগ্রিম টাকা চেয়েছে');
    expect(second).toHaveTextContent('কোনো মডারেটর দেখে সিদ্ধান্ত না নেওয়া পর্যন্ত লুকানো থাকবে');
    expect(second).not.toHaveTextContent('Reported as');
  });
});

describe('the safety page', () => {
  it('says how to rent safely: no advance before a viewing, the signs of a scam, and how to report', async () => {
    session.user = null;
    renderAt(paths.safety);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stay safe when renting a room' }),
    ).toBeInTheDocument();
    for (const heading of [
      'Never pay before you have seen it',
      'What a scam looks like here',
      'Check the owner, the mess or the landlord',
      'Meet safely',
      'Report it',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
  });
});
