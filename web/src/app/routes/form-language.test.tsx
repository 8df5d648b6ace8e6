import { screen, waitFor } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { loadMessages } from '@/lib/i18n/load-messages';
import { installFakeApi } from '@/testing/fake-api';
import { fakeUser } from '@/testing/fake-user';
import { screensUnderTest } from '@/testing/render-routes';
import { session } from '@/testing/session-mock';
import type * as FirebaseAuth from 'firebase/auth';
import { paths } from '@/config/paths';

/** A form's messages and the language switch (docs/product.md, "Languages"): sign-in, sign-up, a listing. */

vi.mock('@/lib/firebase', () => import('@/testing/session-mock'));
vi.mock('@/features/auth/auth-provider', () => import('@/testing/session-mock'));
vi.mock('@/components/ui/dialogs', () => import('@/testing/dialogs-mock'));
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof FirebaseAuth>()),
  createUserWithEmailAndPassword: vi.fn(),
  updateProfile: vi.fn(async () => {}),
  reload: vi.fn(async () => {}),
  sendEmailVerification: vi.fn(async () => {}),
}));

installFakeApi();

const ROUTES: RouteObject[] = [
  {
    // The navigation bar's language switch (docs/product.md, "Languages").
    element: (
      <>
        <LanguageSwitch />
        <Outlet />
      </>
    ),
    children: [
      { path: '/', element: <h1>Home page</h1> },
      { path: paths.signIn, lazy: () => import('./sign-in') },
      { path: paths.signUp, lazy: () => import('./sign-up') },
      { path: paths.addListing, lazy: () => import('./add-listing') },
    ],
  },
];
const renderAt = screensUnderTest(ROUTES);
const english = { locale: 'en' as const, messages: await loadMessages('en') };

beforeEach(() => {
  vi.clearAllMocks();
  session.user = null;
});

describe("a form's messages after a switch of language", () => {
  /** The field of a form by its name, whatever the language of its label. */
  const field = (name: string) => document.querySelector<HTMLElement>(`[name="${name}"]`)!;

  it('are said in Bangla once the sign-up screen switches to Bangla, and in English again', async () => {
    const { user } = renderAt(paths.signUp, english);
    await user.click(await screen.findByRole('button', { name: 'Sign up' }, { timeout: 5_000 }));
    expect(field('name')).toHaveAccessibleDescription('Name is required');

    await user.click(screen.getByRole('button', { name: 'বাংলা' }));
    await waitFor(() => expect(field('name')).toHaveAccessibleDescription('নাম লিখুন'));
    expect(field('email')).toHaveAccessibleDescription('ই-মেইল লিখুন');
    expect(field('photoURL')).toHaveAccessibleDescription('ছবির লিংক দিন');
    expect(field('terms')).toHaveAccessibleDescription('অ্যাকাউন্ট খুলতে শর্তাবলি মেনে নিন');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(field('name')).toHaveAccessibleDescription('Name is required'));
  });

  it("follow the language for a password rule, and a field's message still goes when it is edited", async () => {
    const { user } = renderAt(paths.signUp, english);
    await user.type(await screen.findByLabelText('Password', {}, { timeout: 5_000 }), 'roommate');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await user.click(screen.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }));
    await user.type(screen.getByLabelText('Name'), 'Nusrat Jahan');
    await user.type(screen.getByLabelText('Email'), 'nusrat@example.com');
    await user.type(screen.getByLabelText('Photo URL'), 'https://example.com/nusrat.png');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(field('password')).toHaveAccessibleDescription(
      expect.stringContaining('Password must have at least 1 uppercase letter'),
    );

    await user.click(screen.getByRole('button', { name: 'বাংলা' }));
    await waitFor(() =>
      expect(field('password')).toHaveAccessibleDescription(
        expect.stringContaining('পাসওয়ার্ডে অন্তত ১টি বড় হাতের ইংরেজি অক্ষর থাকতে হবে'),
      ),
    );
    await user.type(field('password'), 'X');
    expect(field('password')).not.toHaveAccessibleDescription(expect.stringContaining('পাসওয়ার্ডে অন্তত'));
  });

  it("follow the language on the sign-in screen, 'Forgot password?' included", async () => {
    const { user } = renderAt(paths.signIn, english);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 5_000 }));
    expect(field('password')).toHaveAccessibleDescription('Password is required');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(field('email')).toHaveAccessibleDescription(/Type the email address of your account/);

    await user.click(screen.getByRole('button', { name: 'বাংলা' }));
    await waitFor(() => expect(field('password')).toHaveAccessibleDescription('পাসওয়ার্ড লিখুন'));
    expect(field('email')).toHaveAccessibleDescription(
      'আগে আপনার অ্যাকাউন্টের ই-মেইল ঠিকানা লিখুন, তারপর আবার "পাসওয়ার্ড ভুলে গেছেন?" চাপুন',
    );
    expect(field('remember')).toHaveAccessibleDescription('এগোতে "আমাকে মনে রাখুন" টিক দিন');
  });

  it('follow the language on the listing form', async () => {
    session.user = fakeUser();
    const { user } = renderAt(paths.addListing, english);
    await user.click(await screen.findByRole('button', { name: 'Submit' }, { timeout: 5_000 }));
    expect(field('title')).toHaveAccessibleDescription('Title is required');

    await user.click(screen.getByRole('button', { name: 'বাংলা' }));
    await waitFor(() => expect(field('title')).toHaveAccessibleDescription('শিরোনাম দিতে হবে'));
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
  });
});
