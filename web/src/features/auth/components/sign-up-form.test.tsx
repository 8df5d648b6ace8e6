import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { createUserWithEmailAndPassword, reload, sendEmailVerification, updateProfile } from 'firebase/auth';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showDialog } from '@/components/ui/dialogs';
import { fakeUser } from '@/testing/fake-user';
import { jsonResponse } from '@/testing/json-response';
import { SignUpForm } from './sign-up-form';
import type * as FirebaseAuth from 'firebase/auth';
import { paths } from '@/config/paths';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: async () => {} } }));
vi.mock('@/components/ui/dialogs', () => import('@/testing/dialogs-mock'));
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

  it("says 'Sign Up Failed' with the provider's reason for 2.5 s and keeps what was typed", async () => {
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
        }),
      ),
    );
    expect(router.state.location.pathname).toBe(paths.signUp);
    expect(screen.getByLabelText('Email')).toHaveValue('nusrat@example.com');
    expect(screen.getByLabelText('Photo URL')).toHaveValue(PHOTO);
    expect(updateProfile).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
