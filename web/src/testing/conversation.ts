import type {
  ConversationDetails,
  ConversationSummary,
  Message,
} from '@roommate-finder/contract/conversation-fields';

/** Nusrat wrote to Ayesha (the signed-in person of the screen tests) about her listing. */
export const NUSRAT = { uid: 'uid-nusrat', name: 'Nusrat Jahan', photoURL: '/avatars/nusrat.svg' };

/** A row of GET /conversations; every field can be overridden. */
export function buildConversation(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    _id: 'talk-1',
    listingId: 'listing-1',
    listingTitle: 'Furnished master bedroom near Dhanmondi Lake',
    with: NUSRAT,
    lastMessage: { text: 'Is gas included?', from: NUSRAT.uid, sentAt: new Date().toISOString() },
    unread: 0,
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

/** GET /conversations/:id, as Ayesha, the listing's owner, reads it. */
export function buildConversationDetails(overrides: Partial<ConversationDetails> = {}): ConversationDetails {
  return {
    ...buildConversation(),
    listingExists: true,
    mine: true,
    canSend: true,
    blockedByMe: false,
    withVerified: false,
    ...overrides,
  };
}

/** A message; `minutesAgo` before now. */
export function buildMessage(id: string, text: string, from: string, minutesAgo = 0): Message {
  return { _id: id, text, from, sentAt: new Date(Date.now() - minutesAgo * 60_000).toISOString() };
}
