/**
 * The words of the conversations contract: limits, the poll's header and the answers' types.
 * No schema here, so the web app's message box (on a listing's page, which loads no zod) and
 * the navigation bar's unread badge read these without building conversation.ts's schemas,
 * which re-exports them (docs/architecture.md, "Keeping the first page light").
 */

/** A message is 1 to 2,000 characters after trimming. */
export const MESSAGE_MAX = 2000;
/** The message box shows its counter from this many characters on. */
export const MESSAGE_COUNTER_FROM = 1800;
/** Messages of a page without `limit`, and the most one page may ask for. */
export const MESSAGE_PAGE_DEFAULT = 30;
export const MESSAGE_PAGE_MAX = 100;
/** Conversations of an inbox page without `limit`, and the most one page may ask for. */
export const CONVERSATION_PAGE_DEFAULT = 20;
export const CONVERSATION_PAGE_MAX = 50;
/**
 * New conversations a day of an account whose e-mail address is not verified (its token's
 * `email_verified`); verified accounts have RATE_LIMIT_CONVERSATIONS_PER_DAY (docs/api.md).
 */
export const UNVERIFIED_CONVERSATIONS_PER_DAY = 3;
/** How often the web app asks for news while a tab is visible (the unread count, an open conversation). */
export const POLL_INTERVAL_MS = 10_000;
/** The first line of the last message, as an inbox shows it, is cut to this many characters. */
export const PREVIEW_MAX = 140;

/** Response header of GET /conversations/:id/messages: the newest message's key, to poll with `since`. */
export const LATEST_MESSAGE_HEADER = 'X-Latest-Message';

/** A person in a conversation, as the other sees them. */
export interface ConversationPerson {
  uid: string;
  name: string;
  photoURL: string;
}

export interface MessagePreview {
  /** The first line, at most PREVIEW_MAX characters. */
  text: string;
  from: string;
  sentAt: string;
}

/** One row of GET /conversations. */
export interface ConversationSummary {
  _id: string;
  listingId: string;
  /** As it was when the conversation started (kept when the listing is edited or deleted). */
  listingTitle: string;
  with: ConversationPerson;
  lastMessage: MessagePreview;
  /** Messages the caller has not read. */
  unread: number;
  updatedAt: string;
}

/** GET /conversations/:id: a conversation's header. */
export interface ConversationDetails extends ConversationSummary {
  /** Whether the listing still exists (its page can be linked). */
  listingExists: boolean;
  /** The caller is the listing's owner. */
  mine: boolean;
  /** Neither person has blocked the other. */
  canSend: boolean;
  /** The caller blocked the other person (only the blocker learns of a block). */
  blockedByMe: boolean;
  /** The other person's e-mail address is verified, as Firebase Auth says ('Verified e-mail'). */
  withVerified: boolean;
}

export interface Message {
  _id: string;
  from: string;
  text: string;
  sentAt: string;
}

/** 201 or 200 from POST /conversations. */
export interface StartResult {
  _id: string;
  message: Message;
}
