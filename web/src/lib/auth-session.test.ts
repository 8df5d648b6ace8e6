import { afterEach, describe, expect, it, vi } from 'vitest';

/** lib/firebase as the API client sees it, counting how often its module is loaded. */
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/firebase', () => {
  loads.count += 1;
  return {
    auth: { currentUser: { email: 'ayesha@example.com' }, authStateReady: async () => {} },
  };
});

afterEach(() => {
  localStorage.clear();
  vi.resetModules();
  loads.count = 0;
});

describe('the session hint (docs/architecture.md, "Keeping the first page light")', () => {
  it('a browser that never signed in here is a visitor at once: Auth is not loaded', async () => {
    const { sessionUser, firebaseRequested } = await import('./auth-session');
    await expect(sessionUser()).resolves.toBeNull();
    expect(firebaseRequested()).toBe(false);
    expect(loads.count).toBe(0);
  });

  it('a browser that signed in waits for Auth and gets the session', async () => {
    const { rememberSession, sessionUser } = await import('./auth-session');
    rememberSession(true);
    await expect(sessionUser()).resolves.toEqual({ email: 'ayesha@example.com' });
    expect(loads.count).toBe(1);
  });

  it('once Auth is loaded, it is asked even without the hint (a sign-in on this page)', async () => {
    const { loadFirebase, sessionUser } = await import('./auth-session');
    await loadFirebase();
    await expect(sessionUser()).resolves.toEqual({ email: 'ayesha@example.com' });
  });

  it('once lib/firebase has run (a sign-in screen imports it directly), Auth is asked even before the hint is written', async () => {
    const { markFirebaseLoaded, sessionUser } = await import('./auth-session');
    markFirebaseLoaded();
    await expect(sessionUser()).resolves.toEqual({ email: 'ayesha@example.com' });
  });

  it('signing out takes the hint away', async () => {
    const { mayBeSignedIn, rememberSession } = await import('./auth-session');
    rememberSession(true);
    expect(mayBeSignedIn()).toBe(true);
    rememberSession(false);
    expect(mayBeSignedIn()).toBe(false);
  });
});
