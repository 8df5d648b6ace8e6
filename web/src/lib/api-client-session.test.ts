import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiHandlers, installFakeApi } from '@/testing/fake-api';
import { fakeUser } from '@/testing/fake-user';
import { jsonResponse } from '@/testing/json-response';
import { endRefusedSession, session } from '@/testing/session-mock';
import { ApiError, apiRequest } from './api-client';
import { rememberSession } from './auth-session';
import { refusesSession } from './session-refusal';

vi.mock('@/lib/firebase', () => import('@/testing/session-mock'));

installFakeApi();

beforeEach(() => {
  vi.clearAllMocks();
  rememberSession(true);
  session.user = fakeUser();
});

const DISABLED = new ApiError(401, 'This account has been disabled.', 'auth/account-disabled');

// docs/product.md, "Moderators": a suspended person is signed out at once.
describe('a call refused with 401', () => {
  it('hands the refusal of a call that carried the token to the session', async () => {
    apiHandlers['GET /api/conversations'] = () =>
      jsonResponse({ message: DISABLED.message, code: DISABLED.code }, 401);
    await expect(apiRequest('/conversations')).rejects.toEqual(DISABLED);
    await vi.waitFor(() => expect(endRefusedSession).toHaveBeenCalledWith(DISABLED));
  });

  it('does not for a visitor’s call, nor for a refusal that is not 401', async () => {
    session.user = null;
    rememberSession(false);
    apiHandlers['GET /api/conversations'] = () =>
      jsonResponse({ message: 'Please sign in to continue', code: 'auth/sign-in-required' }, 401);
    await expect(apiRequest('/conversations')).rejects.toBeInstanceOf(ApiError);
    rememberSession(true);
    session.user = fakeUser();
    apiHandlers['GET /api/admin/reports'] = () =>
      jsonResponse({ message: 'Moderators only', code: 'auth/admin-only' }, 403);
    await expect(apiRequest('/admin/reports')).rejects.toBeInstanceOf(ApiError);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(endRefusedSession).not.toHaveBeenCalled();
  });
});

describe('refusesSession', () => {
  it('ends the session for a disabled account or one signed out everywhere, and for nothing else', () => {
    expect(refusesSession(DISABLED)).toBe(true);
    expect(refusesSession(new ApiError(401, 'You have been signed out.', 'auth/signed-out-everywhere'))).toBe(
      true,
    );
    for (const code of ['auth/sign-in-expired', 'auth/sign-in-required', 'auth/admin-only', undefined]) {
      expect(refusesSession(new ApiError(401, 'Refused', code)), String(code)).toBe(false);
    }
  });
});
