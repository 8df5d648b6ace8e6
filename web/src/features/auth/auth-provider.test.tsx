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
});

const ayesha = { displayName: 'Ayesha Rahman' } as User;

function Session() {
  const { user, initializing } = useAuth();
  return <p>{initializing ? 'asking Auth' : (user?.displayName ?? 'visitor')}</p>;
}

/** Renders the provider and waits for Auth's code to have loaded and its listener to be added. */
async function renderProvider(onUnexpectedSession: () => void) {
  render(
    <AuthProvider onUnexpectedSession={onUnexpectedSession}>
      <Session />
    </AuthProvider>,
  );
  await vi.waitFor(() => expect(firebase.listeners).toHaveLength(1));
  return (user: User | null) => act(() => firebase.listeners[0]!(user));
}

describe('AuthProvider (docs/architecture.md, "Keeping the first page light")', () => {
  it('a browser without the session hint is a visitor at once; a session Auth finds there after all is reported, once', async () => {
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
});
