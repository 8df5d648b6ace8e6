import { signOut } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, showDialog } from '@/components/ui/dialogs';
import { logOutWithConfirmation } from './log-out';
import type * as FirebaseAuth from 'firebase/auth';

// lib/firebase hands out firebase/auth's signOut (mocked below).
vi.mock('@/lib/firebase', async () => ({ auth: {}, signOut: (await import('firebase/auth')).signOut }));
vi.mock('@/components/ui/dialogs', () => import('@/testing/dialogs-mock'));
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof FirebaseAuth>()),
  signOut: vi.fn(),
}));

beforeEach(() => vi.clearAllMocks());

describe('logout', () => {
  it('asks first, then logs out and says so', async () => {
    vi.mocked(signOut).mockResolvedValue();
    await expect(logOutWithConfirmation()).resolves.toBe(true);
    expect(confirmDialog).toHaveBeenCalledWith({
      title: 'Are you sure?',
      text: 'You will be logged out from your account!',
      confirmButtonText: 'Yes, logout!',
      cancelButtonText: 'Cancel',
    });
    expect(signOut).toHaveBeenCalled();
    expect(showDialog).toHaveBeenCalledWith({
      icon: 'success',
      title: 'Logged Out!',
      text: 'You have successfully logged out.',
    });
  });

  it('does nothing when the person cancels', async () => {
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    await expect(logOutWithConfirmation()).resolves.toBe(false);
    expect(signOut).not.toHaveBeenCalled();
    expect(showDialog).not.toHaveBeenCalled();
  });

  it("shows 'Error!' with the error's message when logout fails", async () => {
    vi.mocked(signOut).mockRejectedValue(new Error('Network is down'));
    await expect(logOutWithConfirmation()).resolves.toBe(false);
    expect(showDialog).toHaveBeenCalledWith({ icon: 'error', title: 'Error!', text: 'Network is down' });
  });
});
