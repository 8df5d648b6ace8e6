import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiHandlers, installFakeApi } from '@/testing/fake-api';
import { fakeUser } from '@/testing/fake-user';
import { jsonResponse } from '@/testing/json-response';
import { session } from '@/testing/session-mock';
import { paths } from '@/config/paths';
import * as routes from '@/config/routes';
import { MessageOwner } from './message-owner';

vi.mock('@/lib/firebase', () => import('@/testing/session-mock'));

const TANVIR = fakeUser({ uid: 'uid-tanvir', displayName: 'Tanvir Ahmed' });
const FIRST_DRAFT_KEY = `roommate-finder:message-drafts:${TANVIR.uid}:listing:listing-1`;
installFakeApi();

beforeEach(() => {
  localStorage.clear();
  session.user = TANVIR;
});

function renderListing() {
  const router = createMemoryRouter(
    [
      {
        path: routes.listing.path,
        element: <MessageOwner listingId="listing-1" reader={{ kind: 'signed-in', uid: TANVIR.uid }} />,
      },
      { path: routes.conversation.path, element: <h1>Conversation page</h1> },
    ],
    { initialEntries: [paths.listing('listing-1')] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const box = () => screen.getByRole('textbox', { name: 'Your message to the owner' });

describe('\'Message the owner\' while the first message is sent (docs/product.md, "Conversations")', () => {
  it('keeps the box as it is sent, so that nothing typed meanwhile is lost, then opens the conversation', async () => {
    let answer: (response: Response) => void = () => {};
    apiHandlers['POST /api/conversations'] = (init) => {
      expect(JSON.parse(String(init.body))).toEqual({ listingId: 'listing-1', text: 'Is it free in May?' });
      return new Promise((resolve) => (answer = resolve));
    };
    const { router, user } = renderListing();
    await user.type(box(), 'Is it free in May?{Enter}');
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();

    // Typing on while it is on its way: the box, read-only, keeps the focus and the sent text.
    await user.type(box(), ' Is gas included?');
    expect(box()).toHaveValue('Is it free in May?');
    expect(box()).toHaveAttribute('readonly');
    expect(box()).toHaveFocus();

    answer(jsonResponse({ _id: 'talk-1', message: {} }, 201));
    expect(await screen.findByRole('heading', { name: 'Conversation page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.conversation('talk-1'));
    expect(localStorage.getItem(FIRST_DRAFT_KEY)).toBeNull();
  });

  it('opens the box again when the message could not be sent, with the text in it', async () => {
    apiHandlers['POST /api/conversations'] = () =>
      jsonResponse({ message: 'You cannot message this person', code: 'conversation/blocked' }, 403);
    const { user } = renderListing();
    await user.type(box(), 'Is it free in May?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not sent: You cannot message this person');
    expect(box()).not.toHaveAttribute('readonly');
    await user.type(box(), ' From June?');
    expect(box()).toHaveValue('Is it free in May? From June?');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
