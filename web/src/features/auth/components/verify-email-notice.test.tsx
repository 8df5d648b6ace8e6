import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { reload } from 'firebase/auth';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showDialog } from '@/components/ui/dialogs';
import { fakeUser } from '@/testing/fake-user';
import { jsonResponse } from '@/testing/json-response';
import { VerifyEmailNotice } from './verify-email-notice';
import type * as FirebaseAuth from 'firebase/auth';
import type { User } from 'firebase/auth';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: async () => {} } }));
vi.mock('@/components/ui/dialogs', () => import('@/testing/dialogs-mock'));
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof FirebaseAuth>()),
  reload: vi.fn(),
  sendEmailVerification: vi.fn(),
}));

const fetchMock = vi.fn();
const offline = () =>
  new FirebaseError('auth/network-request-failed', 'Firebase: Error (auth/network-request-failed).');

function renderNotice(person: User) {
  const router = createMemoryRouter([{ path: '/', element: <VerifyEmailNotice user={person} /> }]);
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

const checkButton = () => screen.getByRole('button', { name: 'I have opened the link' });
const CHECK_FAILED =
  'Could not check: the sign-in service could not be reached. Check your connection and try again.';

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(jsonResponse({ acknowledged: true, matchedCount: 1, modifiedCount: 1 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("'I have opened the link'", () => {
  it('says the link was not opened yet when Auth says so', async () => {
    vi.mocked(reload).mockResolvedValue();
    const user = renderNotice(fakeUser({ emailVerified: false }));
    await user.click(checkButton());
    expect(
      await screen.findByText('Not verified yet: open the link in the e-mail first.'),
    ).toBeInTheDocument();
  });

  it('says the check could not be made when the connection fails, not that the link was not opened, and may be tried again', async () => {
    vi.mocked(reload).mockRejectedValueOnce(offline());
    const person = fakeUser({ emailVerified: false });
    const user = renderNotice(person);
    await user.click(checkButton());

    expect(await screen.findByText(CHECK_FAILED)).toBeInTheDocument();
    expect(screen.queryByText(/Not verified yet/)).not.toBeInTheDocument();
    expect(checkButton()).toBeEnabled();

    // Back online, with the link opened meanwhile.
    vi.mocked(reload).mockImplementationOnce(async () => {
      Object.assign(person, { emailVerified: true });
    });
    await user.click(checkButton());
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Your e-mail address is verified' }),
      ),
    );
  });

  it('lets the person try again when the new token does not come after the address is verified', async () => {
    vi.mocked(reload).mockResolvedValue();
    const getIdToken = vi.fn().mockRejectedValueOnce(offline()).mockResolvedValue('fresh-token');
    const user = renderNotice(fakeUser({ emailVerified: true, getIdToken }));
    await user.click(checkButton());

    expect(await screen.findByText(CHECK_FAILED)).toBeInTheDocument();
    expect(checkButton()).toBeEnabled();
    expect(showDialog).not.toHaveBeenCalled();

    await user.click(checkButton());
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Your e-mail address is verified' }),
      ),
    );
    expect(getIdToken).toHaveBeenCalledWith(true);
  });
});
