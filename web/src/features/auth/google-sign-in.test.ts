import { GoogleAuthProvider, signInWithCredential, signInWithPopup } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/config/env';
import { fakeUser } from '@/testing/fake-user';
import { signInWithGoogle, TEST_GOOGLE_IDENTITY_KEY } from './google-sign-in';
import type * as FirebaseAuth from 'firebase/auth';

vi.mock('@/lib/firebase', () => ({ auth: {} }));
vi.mock('@/config/env', () => ({ config: { isDemoProject: true } }));
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof FirebaseAuth>()),
  signInWithCredential: vi.fn(),
  signInWithPopup: vi.fn(),
}));

const identity = { sub: 'google-123', email: 'google.tester@example.com', name: 'Google Tester' };

beforeEach(() => {
  vi.clearAllMocks();
  config.isDemoProject = true;
  vi.mocked(signInWithCredential).mockResolvedValue({ user: fakeUser() } as never);
  vi.mocked(signInWithPopup).mockResolvedValue({ user: fakeUser() } as never);
});
afterEach(() => localStorage.clear());

describe('signInWithGoogle', () => {
  it('opens the Google popup', async () => {
    await signInWithGoogle();
    expect(signInWithPopup).toHaveBeenCalledWith(
      expect.anything(),
      expect.any(GoogleAuthProvider),
      expect.anything(),
    );
    expect(signInWithCredential).not.toHaveBeenCalled();
  });

  it("signs in a test's stored Google identity on the emulators, without the popup", async () => {
    localStorage.setItem(TEST_GOOGLE_IDENTITY_KEY, JSON.stringify(identity));
    await signInWithGoogle();
    expect(signInWithPopup).not.toHaveBeenCalled();
    const credential = vi.mocked(signInWithCredential).mock.calls[0]![1];
    expect(credential.providerId).toBe('google.com');
    expect(JSON.parse((credential as unknown as { idToken: string }).idToken)).toEqual({
      ...identity,
      email_verified: true,
    });
  });

  it('never uses a stored identity outside the demo project', async () => {
    config.isDemoProject = false;
    localStorage.setItem(TEST_GOOGLE_IDENTITY_KEY, JSON.stringify(identity));
    await signInWithGoogle();
    expect(signInWithCredential).not.toHaveBeenCalled();
    expect(signInWithPopup).toHaveBeenCalled();
  });
});
