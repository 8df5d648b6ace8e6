import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showDialog, showError } from '@/components/ui/dialogs';
import { fakeUser } from '@/testing/fake-user';
import { jsonResponse } from '@/testing/json-response';
import { signInWithGoogle } from '@/features/auth/google-sign-in';
import { GoogleSignInButton } from './google-sign-in-button';
import { paths } from '@/config/paths';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: async () => {} } }));
vi.mock('@/features/auth/google-sign-in', () => ({ signInWithGoogle: vi.fn() }));
vi.mock('@/components/ui/dialogs', () => import('@/testing/dialogs-mock'));

const fetchMock = vi.fn();

function renderButton() {
  const router = createMemoryRouter(
    [
      { path: paths.signIn, element: <GoogleSignInButton /> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [`${paths.signIn}?redirectTo=${encodeURIComponent(paths.myListings)}`] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  vi.clearAllMocks();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("'Sign in with Google'", () => {
  it('welcomes the person, creates or refreshes their record and goes home', async () => {
    vi.mocked(signInWithGoogle).mockResolvedValue(fakeUser({ displayName: 'Imran Hossain' }));
    fetchMock.mockResolvedValue(jsonResponse({ acknowledged: true, insertedId: 'uid-imran' }, 201));
    const { router, user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(showDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Welcome back, Imran Hossain! 🎉',
        text: "You've successfully logged in with Google. Let's get started!",
        timer: 2500,
      }),
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/users');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toMatchObject({
      email: 'ayesha@example.com',
      name: 'Imran Hossain',
    });
  });

  it('says clearly when Google sign-in fails, and stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(signInWithGoogle).mockRejectedValue(
      new FirebaseError('auth/network-request-failed', 'Firebase: Error (auth/network-request-failed).'),
    );
    const { router, user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith(
        'Google sign-in failed',
        'Could not reach the sign-in service. Check your connection and try again.',
      ),
    );
    expect(router.state.location.pathname).toBe(paths.signIn);
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  });

  it("says what went wrong in words, not Firebase's, for an internal error", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(signInWithGoogle).mockRejectedValue(
      new FirebaseError('auth/internal-error', 'Firebase: Error (auth/internal-error).'),
    );
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith(
        'Google sign-in failed',
        'The sign-in service had a problem. Try again in a moment.',
      ),
    );
  });

  it('says nothing when the person closes the Google window', async () => {
    vi.mocked(signInWithGoogle).mockRejectedValue(
      new FirebaseError('auth/popup-closed-by-user', 'Firebase: Error (auth/popup-closed-by-user).'),
    );
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled());
    expect(showError).not.toHaveBeenCalled();
    expect(showDialog).not.toHaveBeenCalled();
  });
});
