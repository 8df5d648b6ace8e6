import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { sendPasswordResetEmail, signInWithEmailAndPassword } from 'firebase/auth';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showDialog, showError } from '@/components/ui/dialogs';
import { fakeUser } from '@/testing/fake-user';
import { jsonResponse } from '@/testing/json-response';
import { SignInForm } from './sign-in-form';
import type * as FirebaseAuth from 'firebase/auth';
import { paths } from '@/config/paths';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: async () => {} } }));
vi.mock('@/components/ui/dialogs', () => import('@/testing/dialogs-mock'));
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof FirebaseAuth>()),
  signInWithEmailAndPassword: vi.fn(),
  sendPasswordResetEmail: vi.fn(),
}));

const fetchMock = vi.fn();

function renderSignIn(path: string = paths.signIn) {
  const router = createMemoryRouter(
    [
      { path: paths.signIn, element: <SignInForm /> },
      { path: '*', element: <p>Arrived</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByLabelText('Remember me'));
}

beforeEach(() => {
  vi.clearAllMocks();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(jsonResponse({ acknowledged: true, matchedCount: 1, modifiedCount: 1 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the sign-in form', () => {
  it('says what is missing and does not sign in', async () => {
    const { user } = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(screen.getByLabelText('Remember me')).toHaveAccessibleDescription(
      'Check "Remember me" to continue',
    );
    expect(signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('wants a real email address', async () => {
    const { user } = renderSignIn();
    await fillIn(user, 'ayesha', 'Roommate123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/valid email/);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    const { user } = renderSignIn();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('welcomes the person, records the sign-in and goes to the remembered page', async () => {
    const account = fakeUser();
    vi.mocked(signInWithEmailAndPassword).mockResolvedValue({ user: account } as never);
    const { router, user } = renderSignIn(
      `${paths.signIn}?redirectTo=${encodeURIComponent(paths.myListings)}`,
    );
    await fillIn(user, 'ayesha@example.com', 'Roommate123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByText('Arrived');
    expect(router.state.location.pathname).toBe(paths.myListings);
    expect(signInWithEmailAndPassword).toHaveBeenCalledWith(
      expect.anything(),
      'ayesha@example.com',
      'Roommate123',
    );
    expect(showDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Welcome back, Ayesha Rahman!',
        text: "You've successfully logged in. Let's get started!",
        timer: 2500,
        showConfirmButton: false,
      }),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/users',
      expect.objectContaining({
        method: 'PATCH',
        body: JSON.stringify({
          email: 'ayesha@example.com',
          lastSignInTime: 'Sat, 22 Nov 2025 02:51:24 GMT',
        }),
      }),
    );
  });

  it('still goes on when the sign-in cannot be recorded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(signInWithEmailAndPassword).mockResolvedValue({ user: fakeUser() } as never);
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Database unavailable' }, 503));
    const { router, user } = renderSignIn();
    await fillIn(user, 'ayesha@example.com', 'Roommate123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Arrived');
    expect(router.state.location.pathname).toBe('/');
  });

  it("says 'Oops! ❌' with the provider's reason, and keeps what was typed", async () => {
    vi.mocked(signInWithEmailAndPassword).mockRejectedValue(
      new FirebaseError('auth/invalid-credential', 'Firebase: Error (auth/invalid-credential).'),
    );
    const { router, user } = renderSignIn();
    await fillIn(user, 'ayesha@example.com', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledWith(
        expect.objectContaining({
          icon: 'error',
          title: 'Oops! ❌',
          text: 'Login failed: The email or password is incorrect.',
          confirmButtonText: 'Try Again',
        }),
      ),
    );
    expect(router.state.location.pathname).toBe(paths.signIn);
    expect(screen.getByLabelText('Email')).toHaveValue('ayesha@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("'Forgot password?' asks for the address first", async () => {
    const { user } = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      /Type the email address of your account/,
    );
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/valid email/);
    expect(sendPasswordResetEmail).not.toHaveBeenCalled();
  });

  it("'Forgot password?' sends the reset e-mail and confirms it", async () => {
    vi.mocked(sendPasswordResetEmail).mockResolvedValue();
    const { user } = renderSignIn();
    await user.type(screen.getByLabelText('Email'), 'ayesha@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(sendPasswordResetEmail).toHaveBeenCalledWith(expect.anything(), 'ayesha@example.com');
    expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Check your e-mail' }));
  });

  it("'Forgot password?' sends one e-mail however often it is pressed while sending, and keeps focus", async () => {
    let sent: () => void = () => {};
    vi.mocked(sendPasswordResetEmail).mockImplementation(
      () => new Promise<void>((resolve) => (sent = resolve)),
    );
    const { user } = renderSignIn();
    await user.type(screen.getByLabelText('Email'), 'ayesha@example.com');
    const forgot = screen.getByRole('button', { name: 'Forgot password?' });
    await user.click(forgot);
    await user.click(forgot);
    await user.keyboard('{Enter}');
    expect(sendPasswordResetEmail).toHaveBeenCalledTimes(1);
    expect(forgot).toHaveAttribute('aria-disabled', 'true');
    expect(forgot).toBeEnabled();
    expect(forgot).toHaveFocus();

    sent();
    await waitFor(() => expect(forgot).toHaveAttribute('aria-disabled', 'false'));
    expect(showDialog).toHaveBeenCalledTimes(1);
    // Once sent, another press sends it again.
    await user.click(forgot);
    expect(sendPasswordResetEmail).toHaveBeenCalledTimes(2);
  });

  it("'Forgot password?' does not reveal whether an address has an account", async () => {
    vi.mocked(sendPasswordResetEmail).mockRejectedValue(
      new FirebaseError('auth/user-not-found', 'Firebase: Error (auth/user-not-found).'),
    );
    const { user } = renderSignIn();
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Check your e-mail' })),
    );
    expect(showError).not.toHaveBeenCalled();
  });
});
