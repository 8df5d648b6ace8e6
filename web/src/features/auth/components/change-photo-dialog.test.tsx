import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reload, updateProfile } from 'firebase/auth';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showDialog } from '@/components/ui/dialogs';
import { saveRecordPhoto } from '@/features/auth/api/profile-photo';
import { ApiError } from '@/lib/api-client';
import { fakeUser } from '@/testing/fake-user';
import { ChangePhotoDialog } from './change-photo-dialog';
import type * as FirebaseAuth from 'firebase/auth';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: async () => {} } }));
vi.mock('@/components/ui/dialogs', () => import('@/testing/dialogs-mock'));
vi.mock('@/features/auth/api/profile-photo', () => ({
  uploadProfilePhoto: vi.fn(),
  saveRecordPhoto: vi.fn(),
}));
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof FirebaseAuth>()),
  updateProfile: vi.fn(async () => {}),
  reload: vi.fn(async () => {}),
}));

const NEW_PHOTO = 'https://example.com/ayesha-new.png';

/** The users list as its loader read it: the person's own row shows the photo the record holds. */
const record = { photoURL: '/avatars/ayesha.svg' };
const usersLoader = vi.fn(() => ({ ...record }));

function UsersScreen() {
  const { photoURL } = useLoaderData<typeof usersLoader>();
  return (
    <>
      <p>Row photo: {photoURL}</p>
      <ChangePhotoDialog user={fakeUser()} onClose={() => {}} />
    </>
  );
}

function renderDialog() {
  const router = createMemoryRouter([{ path: '/users', loader: usersLoader, Component: UsersScreen }], {
    initialEntries: ['/users'],
  });
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

beforeEach(() => {
  vi.clearAllMocks();
  record.photoURL = '/avatars/ayesha.svg';
  vi.mocked(saveRecordPhoto).mockImplementation(async (_email, photoURL) => {
    record.photoURL = photoURL;
    return { acknowledged: true, matchedCount: 1, modifiedCount: 1 } as never;
  });
});

describe("'Change photo'", () => {
  it('saves the new photo on the account and the record, and the screen shows it without a reload', async () => {
    const user = renderDialog();
    expect(await screen.findByText('Row photo: /avatars/ayesha.svg')).toBeInTheDocument();
    expect(usersLoader).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText('Photo URL'), NEW_PHOTO);
    await user.click(screen.getByRole('button', { name: 'Save photo' }));

    expect(await screen.findByText(`Row photo: ${NEW_PHOTO}`)).toBeInTheDocument();
    expect(usersLoader).toHaveBeenCalledTimes(2);
    expect(updateProfile).toHaveBeenCalledWith(expect.anything(), { photoURL: NEW_PHOTO });
    expect(reload).toHaveBeenCalled();
    expect(saveRecordPhoto).toHaveBeenCalledWith('ayesha@example.com', NEW_PHOTO);
    expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Photo changed' }));
  });

  it('says why when the record refuses the photo, and reads nothing again', async () => {
    vi.mocked(saveRecordPhoto).mockRejectedValue(new ApiError(503, 'Database unavailable'));
    const user = renderDialog();
    await screen.findByText('Row photo: /avatars/ayesha.svg');
    await user.type(screen.getByLabelText('Photo URL'), NEW_PHOTO);
    await user.click(screen.getByRole('button', { name: 'Save photo' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Photo URL')).toHaveAccessibleDescription(/Database unavailable/),
    );
    expect(usersLoader).toHaveBeenCalledTimes(1);
    expect(showDialog).not.toHaveBeenCalled();
  });
});
