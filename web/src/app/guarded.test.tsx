import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guarded } from '@/app/guarded';
import { fakeUser } from '@/testing/fake-user';
import { jsonResponse } from '@/testing/json-response';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { redirectTargetFrom, signInPathFor } from '@/features/auth/require-signed-in';
import type * as FirebaseAuth from 'firebase/auth';
import { paths } from '@/config/paths';

/** The session as Firebase and the AuthProvider would report it, changeable by a test. */
const session = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  const state = {
    user: null as User | null,
    snapshot: { user: null as User | null, initializing: false },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(user: User | null) {
      state.user = user;
      state.snapshot = { user, initializing: false };
      listeners.forEach((listener) => listener());
    },
  };
  return state;
});

vi.mock('@/lib/firebase', () => ({
  auth: {
    get currentUser() {
      return session.user;
    },
    authStateReady: async () => {},
  },
  // A 401 to a call with the token is handed to it (lib/api-client.ts, `refusal`).
  endRefusedSession: async () => {},
}));
vi.mock('@/features/auth/auth-provider', async () => {
  const { useSyncExternalStore } = await import('react');
  return { useAuth: () => useSyncExternalStore(session.subscribe, () => session.snapshot) };
});
vi.mock('@/components/ui/dialogs', () => import('@/testing/dialogs-mock'));
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof FirebaseAuth>()),
  signInWithEmailAndPassword: vi.fn(async () => {
    session.set(fakeUser());
    return { user: session.user };
  }),
}));

describe('redirectTargetFrom', () => {
  it('returns the remembered path of this site, with its query', () => {
    expect(redirectTargetFrom(`?redirectTo=${encodeURIComponent(`${paths.listing('abc')}?x=1`)}`)).toBe(
      `${paths.listing('abc')}?x=1`,
    );
    expect(redirectTargetFrom(new URL(`http://x${signInPathFor(paths.myListings)}`).search)).toBe(
      paths.myListings,
    );
  });

  it('falls back to / without a remembered path', () => {
    expect(redirectTargetFrom('')).toBe('/');
    expect(redirectTargetFrom('?redirectTo=')).toBe('/');
  });

  it('never sends anyone to another site', () => {
    for (const outside of [
      'https://evil.example',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      'evil.example',
    ]) {
      expect(redirectTargetFrom(`?redirectTo=${encodeURIComponent(outside)}`)).toBe('/');
    }
  });
});

function renderApp(initialPath: string) {
  const router = createMemoryRouter(
    [
      {
        HydrateFallback: () => null,
        children: [
          { path: '/', element: <h1>Home page</h1> },
          { path: paths.signIn, element: <SignInForm /> },
          {
            path: paths.users,
            lazy: guarded(async () => ({ Component: () => <h1>Users page</h1> })),
          },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('guarded routes', () => {
  beforeEach(() => {
    session.set(null);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ acknowledged: true, matchedCount: 1, modifiedCount: 1 })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('let a signed-in person in', async () => {
    session.set(fakeUser());
    renderApp(paths.users);
    expect(await screen.findByRole('heading', { name: 'Users page' })).toBeInTheDocument();
  });

  it('send a visitor to /signin, remembering the page, and return there after sign-in', async () => {
    const router = renderApp(`${paths.users}?tab=all`);
    await screen.findByRole('button', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe(paths.signIn);
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent(`${paths.users}?tab=all`)}`);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ayesha@example.com');
    await user.type(screen.getByLabelText('Password'), 'Roommate123');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Users page' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(`${paths.users}?tab=all`);
  });

  it('go home after sign-in when the remembered path points to another site', async () => {
    const router = renderApp(`${paths.signIn}?redirectTo=${encodeURIComponent('//evil.example')}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ayesha@example.com');
    await user.type(screen.getByLabelText('Password'), 'Roommate123');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('send a person who signs out on a guarded page to /signin, remembering the page', async () => {
    session.set(fakeUser());
    const router = renderApp(paths.users);
    await screen.findByRole('heading', { name: 'Users page' });
    act(() => session.set(null));
    await screen.findByRole('button', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe(paths.signIn);
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent(paths.users)}`);
  });
});
