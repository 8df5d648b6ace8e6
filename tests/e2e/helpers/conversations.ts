/**
 * Conversations for browser tests: started over the API, as 'Message the owner' would, by a
 * test's own accounts (docs/api.md, "Conversations").
 */
import { expect } from '@playwright/test';
import { api } from '../../support/api';
import type { TestAccount } from '../../support/auth-emulator';

/** `asker` writes to the owner of `listingId`; the conversation's id. */
export async function startConversation(
  asker: TestAccount,
  listingId: string,
  text = 'Hello, is the room still free?',
): Promise<string> {
  const response = await api<{ _id: string }>('/conversations', {
    method: 'POST',
    token: asker.idToken,
    body: { listingId, text },
  });
  expect([200, 201], JSON.stringify(response.body)).toContain(response.status);
  return response.body._id;
}
