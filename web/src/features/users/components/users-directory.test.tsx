import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, showDialog, showError } from '@/components/ui/dialogs';
import { jsonResponse } from '@/testing/json-response';
import type { RegisteredUser } from '@/features/users/api/get-users';
import { UsersDirectory } from './users-directory';

vi.mock('@/lib/firebase', () => ({
  auth: { currentUser: { getIdToken: async () => 'test-id-token' } },
}));
vi.mock('@/components/ui/dialogs', () => import('@/testing/dialogs-mock'));

const USERS: RegisteredUser[] = [
  {
    _id: 'u1',
    name: 'Ayesha Rahman',
    email: 'ayesha@example.com',
    photoURL: '/avatars/ayesha.svg',
    lastSignInTime: 'Sat, 22 Nov 2025 02:51:24 GMT',
  },
  { _id: 'u2', name: 'Tanvir Hasan', email: 'tanvir@example.com', photoURL: '', lastSignInTime: null },
];

const fetchMock = vi.fn();

beforeEach(() => {
  vi.clearAllMocks();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the users screen', () => {
  it('counts the users and lists them with photo, name, email and last sign-in', () => {
    render(<UsersDirectory users={USERS} />);
    expect(screen.getByRole('heading', { name: '2 Users' })).toBeInTheDocument();
    expect(screen.getByText('Total registered users')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'No.',
      'Name',
      'Last Sign In',
      'Remove',
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
    expect(second!.querySelector('img')).toHaveAttribute('src', '/avatars/placeholder.svg');
  });

  it("says 'No users found.' when there are none", () => {
    render(<UsersDirectory users={[]} />);
    expect(screen.getByRole('heading', { name: '0 Users' })).toBeInTheDocument();
    expect(screen.getByText('No users found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('removes a user after confirmation, once the server reports the deletion', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ acknowledged: true, deletedCount: 1 }));
    const user = userEvent.setup();
    render(<UsersDirectory users={USERS} />);

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
    render(<UsersDirectory users={USERS} />);
    await user.click(screen.getByRole('button', { name: 'Remove Ayesha Rahman' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Ayesha Rahman')).toBeInTheDocument();
  });

  it("keeps the row and shows the server's message when the deletion fails", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Sign in to do this' }, 401));
    const user = userEvent.setup();
    render(<UsersDirectory users={USERS} />);
    await user.click(screen.getByRole('button', { name: 'Remove Ayesha Rahman' }));
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith('Could not delete the user', 'Sign in to do this'),
    );
    expect(screen.getByText('Ayesha Rahman')).toBeInTheDocument();
    expect(showDialog).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Deleted!' }));
  });

  it('keeps the row when the server deleted nothing', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ acknowledged: true, deletedCount: 0 }));
    const user = userEvent.setup();
    render(<UsersDirectory users={USERS} />);
    await user.click(screen.getByRole('button', { name: 'Remove Ayesha Rahman' }));
    await waitFor(() => expect(showError).toHaveBeenCalled());
    expect(screen.getByText('Ayesha Rahman')).toBeInTheDocument();
  });
});
