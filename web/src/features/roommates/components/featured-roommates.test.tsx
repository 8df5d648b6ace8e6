import type { Listing } from '@roommate-finder/contract/listing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/json-response';
import { buildListing } from '@/testing/listing';
import { startFeaturedListings } from '@/features/roommates/api/get-featured-listings';
import { FeaturedRoommates } from './featured-roommates';
import { paths } from '@/config/paths';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: async () => {} } }));

const featured = (id: string, overrides: Partial<Listing> = {}) =>
  buildListing({
    _id: id,
    name: 'Nusrat Jahan',
    email: 'nusrat@example.com',
    title: `Room ${id}`,
    location: 'Zindabazar, Sylhet',
    rentAmount: '6500',
    roomType: 'Single room',
    lifestylePreferences: ['Non-smoker', 'Student'],
    contactInfo: '017',
    description: 'Central.',
    likeCount: 3,
    ...overrides,
  });

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** The section on a page whose loader starts GET /featured-roommates without waiting, as the home route does. */
function FeaturedPage() {
  return <FeaturedRoommates listings={useLoaderData<{ listings: Promise<Listing[]> }>().listings} />;
}

function renderSection() {
  const router = createMemoryRouter([
    { path: '/', loader: () => ({ listings: startFeaturedListings() }), Component: FeaturedPage },
  ]);
  render(<RouterProvider router={router} />);
}

describe('the featured roommates of the home page', () => {
  it("says 'Loading featured roommates...' and then shows a card per listing", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse([
        featured('a'),
        featured('b', { lifestylePreferences: ['Quiet'], rentAmount: '8,000 BDT' }),
      ]),
    );
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Find Your Perfect Roommate' })).toBeInTheDocument();
    expect(screen.getByText('Loading featured roommates...')).toBeInTheDocument();

    const first = (await screen.findByRole('heading', { name: 'Room a' })).closest('article')!;
    expect(screen.queryByText('Loading featured roommates...')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/featured-roommates', expect.anything());
    for (const text of ['Zindabazar, Sylhet', '6500 BDT', 'Single room', 'Non-smoker, Student']) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    expect(within(first).getByRole('link', { name: 'See more (Room a)' })).toHaveAttribute(
      'href',
      paths.featuredDetails('a'),
    );
    const second = screen.getByRole('heading', { name: 'Room b' }).closest('article')!;
    expect(within(second).getByText('Quiet')).toBeInTheDocument();
    expect(within(second).getByText('8,000 BDT')).toBeInTheDocument();
  });

  it('says when the list could not be loaded, and tries again on request', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(jsonResponse([featured('a')]));
    renderSection();
    expect(await screen.findByText('The featured roommates could not be loaded.')).toBeInTheDocument();
    expect(
      screen.getByText('Could not reach Roommate Finder. Check your connection and try again.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Loading featured roommates...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Room a' })).toBeInTheDocument();
    expect(screen.queryByText('The featured roommates could not be loaded.')).not.toBeInTheDocument();
  });

  it('invites people to post when nothing is featured yet', async () => {
    fetchMock.mockResolvedValue(jsonResponse([]));
    renderSection();
    expect(await screen.findByText(/No featured roommates yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Roommate' })).toHaveAttribute('href', paths.addListing);
  });
});
