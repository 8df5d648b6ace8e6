import { act, render, screen } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberSession } from '@/lib/auth-session';
import { AuthProvider, useAuth } from './auth-provider';

/** lib/firebase with an Auth whose listeners a test calls, as Auth would once it knows the session. */
const firebase = vi.hoisted(() => ({
  listeners: [] as ((user: User | null) => void)[],
}));
vi.mock('@/lib/firebase', () => ({
  auth: {},
  onIdTokenChanged: (_auth: unknown, listener: (user: User | null) => void) => {
    firebase.listeners.push(listener);
    return () => {};
  },
}));
// The first 2 seconds' loader, gone at once.
vi.mock('@/components/layout/use-initial-loading', () => ({ initialLoaderGone: async () => {} }));

afterEach(() => {
  localStorage.clear();
  firebase.listeners = [];
  vi.unstubAllGlobals();
});

/** The browser's IndexedDB as lib/auth-session.ts asks it: which databases this browser has. */
const withDatabases = (...names: string[]) =>
  vi.stubGlobal('indexedDB', { databases: async () => names.map((name) => ({ name, version: 1 })) });
/** lib/auth-session.ts's name for Firebase Auth's database. */
const AUTH_DATABASE = 'firebaseLocalStorageDb';

/** A signed-in user whose ID token carries these custom claims. */
const withClaims = (displayName: string, claims: Record<string, unknown>) =>
  ({ displayName, getIdTokenResult: async () => ({ claims }) }) as unknown as User;
const ayesha = withClaims('Ayesha Rahman', {});

function Session() {
  const { user, initializing, admin } = useAuth();
  return (
    <p>
      {initializing ? 'asking Auth' : (user?.displayName ?? 'visitor')}
      {admin ? ' (moderator)' : ''}
    </p>
  );
}

/** Renders the provider and waits for Auth's code to have loaded and its listener to be added. */
async function renderProvider(onUnexpectedSession: () => void) {
  render(
    <AuthProvider onUnexpectedSession={onUnexpectedSession}>
      <Session />
    </AuthProvider>,
  );
  await vi.waitFor(() => expect(firebase.listeners).toHaveLength(1));
  return report;
}

/** Auth tells its listener who is signed in; the provider reads the token's claims before it shows the new session: let that settle. */
const report = (user: User | null) =>
  act(async () => {
    firebase.listeners[0]!(user);
    await Promise.resolve();
  });

describe('AuthProvider (docs/architecture.md, "Keeping the first page light")', () => {
  it('a browser without the session hint is a visitor at once; a session Auth finds there after all is reported, once', async () => {
    // Auth has run on this browser before: it may hold a session from before the hint.
    withDatabases(AUTH_DATABASE);
    const onUnexpectedSession = vi.fn();
    const report = await renderProvider(onUnexpectedSession);
    expect(screen.getByText('visitor')).toBeTruthy();

    await report(ayesha);
    expect(screen.getByText('Ayesha Rahman')).toBeTruthy();
    expect(onUnexpectedSession).toHaveBeenCalledTimes(1);
    // Later changes (a sign-out, a sign-in on this page) are followed, not reported.
    await report(null);
    await report(ayesha);
    expect(onUnexpectedSession).toHaveBeenCalledTimes(1);
  });

  it('a visitor confirmed by Auth is not reported', async () => {
    const onUnexpectedSession = vi.fn();
    const report = await renderProvider(onUnexpectedSession);
    await report(null);
    expect(screen.getByText('visitor')).toBeTruthy();
    expect(onUnexpectedSession).not.toHaveBeenCalled();
  });

  it('a browser with the hint waits for Auth, and its session is what it expected', async () => {
    rememberSession(true);
    const onUnexpectedSession = vi.fn();
    const report = await renderProvider(onUnexpectedSession);
    expect(screen.getByText('asking Auth')).toBeTruthy();
    await report(ayesha);
    expect(screen.getByText('Ayesha Rahman')).toBeTruthy();
    expect(onUnexpectedSession).not.toHaveBeenCalled();
  });

  it("knows a moderator by the token's admin claim, and anyone else as not one", async () => {
    rememberSession(true);
    const report = await renderProvider(vi.fn());
    await report(withClaims('Mahmud Karim', { admin: true }));
    expect(screen.getByText('Mahmud Karim (moderator)')).toBeTruthy();
    // A claim that is not exactly true, or a token that cannot be read, makes no moderator.
    await report(withClaims('Tanvir Hasan', { admin: 'true' }));
    expect(screen.getByText('Tanvir Hasan')).toBeTruthy();
    await report({
      displayName: 'Offline Person',
      getIdTokenResult: () => Promise.reject(new Error('network')),
    } as unknown as User);
    expect(screen.getByText('Offline Person')).toBeTruthy();
    await report(null);
    expect(screen.getByText('visitor')).toBeTruthy();
  });
});

describe('a visitor\'s page on a browser where Auth never ran (docs/architecture.md, "Keeping the first page light")', () => {
  /** The provider and the session hint as a new page has them: nothing asked of Auth yet. */
  async function newPage() {
    vi.resetModules();
    const [provider, session] = await Promise.all([import('./auth-provider'), import('@/lib/auth-session')]);
    function FreshSession() {
      const { user, initializing } = provider.useAuth();
      return <p>{initializing ? 'asking Auth' : (user?.displayName ?? 'visitor')}</p>;
    }
    const onUnexpectedSession = vi.fn();
    render(
      <provider.AuthProvider onUnexpectedSession={onUnexpectedSession}>
        <FreshSession />
      </provider.AuthProvider>,
    );
    return { session, onUnexpectedSession };
  }
  /** Long enough for the provider to have asked for Auth, had it meant to. */
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

  it('loads no Auth, after the loader too, until a screen asks for it (signing in)', async () => {
    withDatabases('some-other-database');
    const { session } = await newPage();
    await settle();
    expect(screen.getByText('visitor')).toBeTruthy();
    expect(firebase.listeners).toHaveLength(0);

    // The sign-in screen loads Auth: from then on the provider follows the session.
    await session.loadFirebase();
    await vi.waitFor(() => expect(firebase.listeners).toHaveLength(1));
    await report(ayesha);
    expect(screen.getByText('Ayesha Rahman')).toBeTruthy();
  });

  it('follows a sign-in in another tab of this browser: its hint appears, Auth loads and finds the session', async () => {
    withDatabases();
    const { onUnexpectedSession } = await newPage();
    await settle();
    expect(firebase.listeners).toHaveLength(0);

    // Another key, or the hint taken away (a sign-out there), is no reason to load Auth.
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: '1' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'roommate-finder:session', newValue: null }));
    await settle();
    expect(firebase.listeners).toHaveLength(0);

    window.dispatchEvent(new StorageEvent('storage', { key: 'roommate-finder:session', newValue: '1' }));
    await vi.waitFor(() => expect(firebase.listeners).toHaveLength(1));
    await report(ayesha);
    expect(screen.getByText('Ayesha Rahman')).toBeTruthy();
    // What the screens read as a visitor's is read again, with the token.
    expect(onUnexpectedSession).toHaveBeenCalledTimes(1);
  });
});
