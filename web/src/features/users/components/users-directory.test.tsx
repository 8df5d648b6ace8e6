import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, showDialog, showError } from '@/components/ui/dialogs';
import { rememberSession } from '@/lib/auth-session';
import { jsonResponse } from '@/testing/json-response';
import { buildRegisteredUser } from '@/testing/registered-user';
import { getUsers } from '@/features/users/api/get-users';
import type { RegisteredUser, UsersPage } from '@/features/users/api/get-users';
import { UsersDirectory } from './users-directory';

vi.mock('@/lib/firebase', () => ({
  auth: { currentUser: { getIdToken: async () => 'test-id-token' }, authStateReady: async () => {} },
  // A 401 to a call with the token is handed to it (lib/api-client.ts, `refusal`).
  endRefusedSession: async () => {},
}));
vi.mock('@/components/ui/dialogs', () => import('@/testing/dialogs-mock'));

const USERS: RegisteredUser[] = [
  buildRegisteredUser({ emailVerified: true }),
  buildRegisteredUser({
    _id: 'u2',
    name: 'Tanvir Hasan',
    email: 'tanvir@example.com',
    photoURL: '',
    lastSignInTime: null,
  }),
];

/**
 * The API as the screen sees it: GET /users answers what is stored, DELETE
 * takes a row out (or answers `deleteAnswer` instead). The screen reads the
 * list through a loader, as the /users route does.
 */
let stored: RegisteredUser[];
let deleteAnswer: Response | null;
/** The X-Total-Count GET /users answers, when a test sets one (more users than the page holds). */
let totalCount: number | null;
const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
  if ((init.method ?? 'GET') === 'GET' && url === '/api/users') {
    const response = jsonResponse(stored);
    if (totalCount !== null) response.headers.set('X-Total-Count', String(totalCount));
    return response;
  }
  const id = url.match(/^\/api\/users\/(.+)$/)?.[1];
  if (init.method === 'DELETE' && id) {
    if (deleteAnswer) return deleteAnswer;
    stored = stored.filter((user) => user._id !== id);
    return jsonResponse({ acknowledged: true, deletedCount: 1 });
  }
  throw new Error(`Unexpected API call: ${init.method ?? 'GET'} ${url}`);
});

/** A moderator's screen (with the 'X'), or anyone else's. */
let canRemove: boolean;

function UsersScreen() {
  const { users, total } = useLoaderData<UsersPage>();
  return <UsersDirectory users={users} total={total} canRemove={canRemove} />;
}

async function renderUsers(users: RegisteredUser[], { moderator = true } = {}) {
  stored = users;
  canRemove = moderator;
  const router = createMemoryRouter([
    { path: '/', loader: () => getUsers(), Component: UsersScreen, HydrateFallback: () => null },
  ]);
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: /Users$/ });
}

beforeEach(() => {
  // A browser that has signed in (lib/auth-session.ts): the API client waits for Auth's token.
  rememberSession(true);
  vi.clearAllMocks();
  deleteAnswer = null;
  totalCount = null;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the users screen', () => {
  it('counts the users and lists them with photo, name, email and last sign-in', async () => {
    await renderUsers(USERS);
    expect(screen.getByRole('heading', { name: '2 Users' })).toBeInTheDocument();
    expect(screen.getByText('Total registered users')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'No.',
      'Name',
      'Last Sign In',
      'Actions',
    ]);
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getByText('1')).toBeInTheDocument();
    expect(within(first!).getByText('Ayesha Rahman')).toBeInTheDocument();
    expect(within(first!).getByText('ayesha@example.com')).toBeInTheDocument();
    expect(
      within(first!).getByText(new Date('Sat, 22 Nov 2025 02:51:24 GMT').toLocaleDateString()),
    ).toBeInTheDocument();
    expect(first!.querySelector('img')).toHaveAttribute('src', '/avatars/ayesha.svg');
    expect(within(second!).getByText('N/A')).toBeInTheDocument();
    expect(second!.querySelector('[data-avatar="placeholder"]')).toBeInTheDocument();
    expect(second!.querySelector('img')).not.toBeInTheDocument();
    // 'Verified e-mail' as the API says (from the person's verified token), in words.
    expect(within(first!).getByText('Verified e-mail')).toBeInTheDocument();
    expect(within(second!).queryByText('Verified e-mail')).not.toBeInTheDocument();
  });

  it("shows other people's addresses as the API answers them, masked, and no 'X' to anyone but a moderator", async () => {
    await renderUsers(
      [USERS[0]!, buildRegisteredUser({ _id: 'u2', name: 'Tanvir Hasan', email: 'ta•••@example.com' })],
      { moderator: false },
    );
    expect(screen.getByText('ta•••@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
    expect(screen.queryByText('X')).not.toBeInTheDocument();
  });

  it('counts everyone the API counts (X-Total-Count), not only the rows of the page', async () => {
    totalCount = 45;
    await renderUsers(USERS);
    expect(screen.getByRole('heading', { name: '45 Users' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it("says 'No users found.' when there are none", async () => {
    await renderUsers([]);
    expect(screen.getByRole('heading', { name: '0 Users' })).toBeInTheDocument();
    expect(screen.getByText('No users found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('removes a user after confirmation: the list is read again from the server', async () => {
    const user = userEvent.setup();
    await renderUsers(USERS);

    const remove = screen.getByRole('button', { name: 'Remove Tanvir Hasan' });
    expect(remove).toHaveTextContent('X');
    await user.click(remove);

    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Are you sure?',
        text: "You won't be able to revert this!",
        confirmButtonText: 'Yes, delete it!',
      }),
    );
    await waitFor(() => expect(screen.queryByText('Tanvir Hasan')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/users/u2',
      expect.objectContaining({
        method: 'DELETE',
        headers: expect.objectContaining({ Authorization: 'Bearer test-id-token' }),
      }),
    );
    expect(showDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Deleted!', text: 'Your user has been deleted.' }),
    );
    expect(screen.getByRole('heading', { name: '1 Users' })).toBeInTheDocument();
  });

  it('keeps the row when the person cancels', async () => {
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    const user = userEvent.setup();
    await renderUsers(USERS);
    await user.click(screen.getByRole('button', { name: 'Remove Ayesha Rahman' }));
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(screen.getByText('Ayesha Rahman')).toBeInTheDocument();
  });

  it("keeps the row and shows the server's message when the deletion fails", async () => {
    deleteAnswer = jsonResponse({ message: 'Sign in to do this' }, 401);
    const user = userEvent.setup();
    await renderUsers(USERS);
    await user.click(screen.getByRole('button', { name: 'Remove Ayesha Rahman' }));
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith('Could not delete the user', 'Sign in to do this'),
    );
    expect(screen.getByText('Ayesha Rahman')).toBeInTheDocument();
    expect(showDialog).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Deleted!' }));
  });
});
