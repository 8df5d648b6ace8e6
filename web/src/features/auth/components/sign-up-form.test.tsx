import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { createUserWithEmailAndPassword, reload, sendEmailVerification, updateProfile } from 'firebase/auth';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonClass } from '@/components/ui/button-class';
import { showDialog } from '@/components/ui/dialogs';
import { uploadProfilePhoto } from '@/features/auth/api/profile-photo';
import { ApiError } from '@/lib/api-client';
import { fakeUser } from '@/testing/fake-user';
import { jsonResponse } from '@/testing/json-response';
import { SignUpForm } from './sign-up-form';
import type * as FirebaseAuth from 'firebase/auth';
import { paths } from '@/config/paths';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: async () => {} } }));
vi.mock('@/components/ui/dialogs', () => import('@/testing/dialogs-mock'));
vi.mock('@/features/auth/api/profile-photo', () => ({ uploadProfilePhoto: vi.fn() }));
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof FirebaseAuth>()),
  createUserWithEmailAndPassword: vi.fn(),
  updateProfile: vi.fn(),
  reload: vi.fn(),
  sendEmailVerification: vi.fn(),
}));

const fetchMock = vi.fn();
const PHOTO = 'https://example.com/nusrat.png';

function renderSignUp() {
  const router = createMemoryRouter(
    [
      { path: paths.signUp, element: <SignUpForm /> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [paths.signUp] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.type(screen.getByLabelText('Name'), 'Nusrat Jahan');
  await user.type(screen.getByLabelText('Email'), 'nusrat@example.com');
  await user.type(screen.getByLabelText('Photo URL'), PHOTO);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }));
}

/** A picture as a phone saves it: a JPEG's first bytes, whatever follows. */
const aJpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], name, { type: 'image/jpeg' });

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Sign up' }));

beforeEach(() => {
  vi.clearAllMocks();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(updateProfile).mockResolvedValue();
});
afterEach(() => vi.unstubAllGlobals());

describe('the sign-up form', () => {
  it('says which fields are missing and creates nothing', async () => {
    const { user } = renderSignUp();
    await submit(user);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Photo URL')).toHaveAccessibleDescription('Photo URL is required');
    expect(screen.getByRole('checkbox', { name: /Terms/ })).toHaveAccessibleDescription(
      'Accept the Terms and Conditions to create an account',
    );
    expect(createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it.each([
    ['abcdef', 'Password must have at least 1 uppercase letter'],
    ['ABCDEF', 'Password must have at least 1 lowercase letter'],
    ['Abcde', 'Password must be at least 6 characters long'],
    ['a', 'Password must have at least 1 uppercase letter'],
    ['A', 'Password must have at least 1 lowercase letter'],
  ])("stops a password like '%s' with an 'Invalid Password' popup: %s", async (password, message) => {
    const { user } = renderSignUp();
    await fillIn(user, password);
    await submit(user);
    expect(showDialog).toHaveBeenCalledTimes(1);
    expect(showDialog).toHaveBeenCalledWith(
      expect.objectContaining({ icon: 'error', title: 'Invalid Password', text: message, timer: 2000 }),
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(createUserWithEmailAndPassword).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Nusrat Jahan');
  });

  it('creates the account, its profile and its record, then goes home with an empty form', async () => {
    const account = fakeUser({ email: 'nusrat@example.com', displayName: null, photoURL: null });
    vi.mocked(createUserWithEmailAndPassword).mockResolvedValue({ user: account } as never);
    fetchMock.mockResolvedValue(jsonResponse({ acknowledged: true, insertedId: 'uid-nusrat' }, 201));
    const { router, user } = renderSignUp();
    await fillIn(user, 'Roommate123');
    await submit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(createUserWithEmailAndPassword).toHaveBeenCalledWith(
      expect.anything(),
      'nusrat@example.com',
      'Roommate123',
    );
    expect(updateProfile).toHaveBeenCalledWith(account, { displayName: 'Nusrat Jahan', photoURL: PHOTO });
    // So that Auth's listeners (the navigation bar) hear of the new name even if the token did not change.
    expect(reload).toHaveBeenCalledWith(account);
    // Firebase's verification link (docs/product.md, "Trust and safety").
    expect(sendEmailVerification).toHaveBeenCalledWith(account);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/users');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      email: 'nusrat@example.com',
      name: 'Nusrat Jahan',
      photoURL: PHOTO,
      creationTime: 'Mon, 01 Sep 2025 10:00:00 GMT',
      lastSignInTime: 'Sat, 22 Nov 2025 02:51:24 GMT',
    });
    expect(showDialog).toHaveBeenCalledWith(
      expect.objectContaining({ icon: 'success', title: 'Your account is created', timer: 1500 }),
    );
  });

  it("says 'Failed to save profile' when the record cannot be saved", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(createUserWithEmailAndPassword).mockResolvedValue({ user: fakeUser() } as never);
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Database unavailable' }, 503));
    const { user } = renderSignUp();
    await fillIn(user, 'Roommate123');
    await submit(user);
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Failed to save profile', timer: 2000 }),
      ),
    );
    expect(showDialog).not.toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Your account is created' }),
    );
  });

  it("says 'Sign Up Failed' with the provider's reason for 2.5 s, keeps it under the field, and keeps what was typed", async () => {
    vi.mocked(createUserWithEmailAndPassword).mockRejectedValue(
      new FirebaseError('auth/email-already-in-use', 'Firebase: Error (auth/email-already-in-use).'),
    );
    const { router, user } = renderSignUp();
    await fillIn(user, 'Roommate123');
    await submit(user);
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledWith(
        expect.objectContaining({
          icon: 'error',
          title: 'Sign Up Failed',
          text: 'An account with this email already exists. Sign in instead.',
          timer: 2500,
          showConfirmButton: false,
        }),
      ),
    );
    // The popup goes; why stays under the address it is about.
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      expect.stringContaining('An account with this email already exists. Sign in instead.'),
    );
    expect(router.state.location.pathname).toBe(paths.signUp);
    expect(screen.getByLabelText('Email')).toHaveValue('nusrat@example.com');
    expect(screen.getByLabelText('Photo URL')).toHaveValue(PHOTO);
    expect(updateProfile).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a picture at once, before any account is made', async () => {
    const { user } = renderSignUp();
    const field = screen.getByLabelText('Or upload a photo');
    // A PDF renamed: the browser calls it image/jpeg by its name.
    await user.upload(field, new File(['%PDF-1.7\n'], 'nusrat.jpg', { type: 'image/jpeg' }));

    const refusal = 'nusrat.jpg is not a JPEG, PNG, WebP or HEIC picture. Choose a photo instead.';
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(field).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(screen.queryByRole('button', { name: "Don't upload it" })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Nusrat Jahan');
    await user.type(screen.getByLabelText('Email'), 'nusrat@example.com');
    await user.type(screen.getByLabelText('Password'), 'Roommate123');
    await user.click(screen.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }));
    await submit(user);
    expect(screen.getByLabelText('Photo URL')).toHaveAccessibleDescription('Photo URL is required');
    expect(createUserWithEmailAndPassword).not.toHaveBeenCalled();

    // A picture chosen next is taken, and the refusal goes.
    await user.upload(field, aJpeg('nusrat-2.jpg'));
    expect(await screen.findByText('nusrat-2.jpg')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the account is created without the photo the server refused, why, and where to add one later', async () => {
    const account = fakeUser({ email: 'nusrat@example.com', displayName: null, photoURL: null });
    vi.mocked(createUserWithEmailAndPassword).mockResolvedValue({ user: account } as never);
    vi.mocked(uploadProfilePhoto).mockRejectedValue(
      new ApiError(400, 'Photo must be a JPEG, PNG, WebP or HEIC/HEIF image'),
    );
    fetchMock.mockResolvedValue(jsonResponse({ acknowledged: true, insertedId: 'uid-nusrat' }, 201));
    const { router, user } = renderSignUp();
    await user.type(screen.getByLabelText('Name'), 'Nusrat Jahan');
    await user.type(screen.getByLabelText('Email'), 'nusrat@example.com');
    await user.upload(screen.getByLabelText('Or upload a photo'), aJpeg('nusrat.jpg'));
    expect(await screen.findByText('nusrat.jpg')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'Roommate123');
    await user.click(screen.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }));
    await submit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(updateProfile).toHaveBeenCalledWith(account, { displayName: 'Nusrat Jahan', photoURL: '' });
    expect(showDialog).toHaveBeenCalledTimes(1);
    expect(showDialog).toHaveBeenCalledWith({
      icon: 'warning',
      title: 'Your account is created, but the photo could not be uploaded',
      text:
        "You can add one later with 'Change photo' in your account menu (the round picture at the top of the page). " +
        'Why it was not uploaded: Photo must be a JPEG, PNG, WebP or HEIC/HEIF image',
    });
  });

  it("shows the keyboard's focus on 'Or upload a photo' as on the other buttons", () => {
    renderSignUp();
    // buttonClass draws a button's ring on :focus-visible; the hidden input's label draws it when the input has it.
    const ring = buttonClass('outline')
      .split(' ')
      .filter((name) => name.startsWith('focus-visible:outline'))
      .map((name) => `has-${name}`);
    expect(ring).toHaveLength(3);
    expect(screen.getByLabelText('Or upload a photo').closest('label')).toHaveClass(...ring);
  });
});
