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
  vi.unstubAllGlobals();
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

describe('whether Auth is wanted on a visitor\'s page (docs/architecture.md, "Keeping the first page light")', () => {
  /** Whether `promise` has settled by the time the tasks queued now have run. */
  const settled = async (promise: Promise<unknown>) => {
    let done = false;
    void promise.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    return done;
  };

  it('once a screen asks for Auth, or lib/firebase has run', async () => {
    const first = await import('./auth-session');
    expect(await settled(first.authRequested())).toBe(false);
    await first.loadFirebase();
    expect(await settled(first.authRequested())).toBe(true);

    vi.resetModules();
    const second = await import('./auth-session');
    expect(await settled(second.authRequested())).toBe(false);
    second.markFirebaseLoaded();
    expect(await settled(second.authRequested())).toBe(true);
  });

  it('once another tab writes the hint, and not for another key or the hint taken away', async () => {
    const { authRequested } = await import('./auth-session');
    const wanted = authRequested();
    window.dispatchEvent(new StorageEvent('storage', { key: 'roommate-finder:locale', newValue: 'bn' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'roommate-finder:session', newValue: null }));
    expect(await settled(wanted)).toBe(false);
    window.dispatchEvent(new StorageEvent('storage', { key: 'roommate-finder:session', newValue: '1' }));
    expect(await settled(wanted)).toBe(true);
    expect(loads.count).toBe(0);
  });

  it('Auth may hold a session where its database exists, or where the browser cannot say', async () => {
    const { authMayHoldSession } = await import('./auth-session');
    const databases = (names: string[]) => async () => names.map((name) => ({ name, version: 1 }));
    vi.stubGlobal('indexedDB', { databases: databases(['firebaseLocalStorageDb']) });
    await expect(authMayHoldSession()).resolves.toBe(true);
    vi.stubGlobal('indexedDB', { databases: databases(['another-app']) });
    await expect(authMayHoldSession()).resolves.toBe(false);
    // Firefox before 126 cannot list them; a browser without IndexedDB has Auth keep the session elsewhere.
    vi.stubGlobal('indexedDB', {});
    await expect(authMayHoldSession()).resolves.toBe(true);
    vi.stubGlobal('indexedDB', undefined);
    await expect(authMayHoldSession()).resolves.toBe(true);
    vi.stubGlobal('indexedDB', { databases: () => Promise.reject(new Error('blocked')) });
    await expect(authMayHoldSession()).resolves.toBe(true);
  });
});
