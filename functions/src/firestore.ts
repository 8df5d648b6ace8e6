import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { DEFAULT_FIRESTORE_TIMEOUT_MS } from './config';
import { errorCode, GRPC_STATUS } from './grpc-status';
import { recordFirestoreCall } from './http/read-meter';

/**
 * The Admin SDK app, created once. In the emulators the SDK finds
 * FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST in the environment.
 */
export function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}

let firestore: Firestore | undefined;

/** The one place that opens Firestore. */
export function db(): Firestore {
  if (!firestore) {
    firestore = getFirestore(adminApp());
    firestore.settings({ ignoreUndefinedProperties: true });
  }
  return firestore;
}

/**
 * Opens Firestore's connection while the instance starts, before its first request: the client
 * loads gRPC and Firestore's protocol on its first call (hundreds of milliseconds on an idle
 * machine, seconds on a busy one), which would count against that request's deadline
 * (withinDeadline). It reads one document that never exists (one read billed per instance
 * start). A failure is the requests' to meet: they answer 503 while Firestore is unreachable.
 */
export function openFirestoreEarly(): void {
  db()
    .collection(COLLECTIONS.roommates)
    .doc('connection-check')
    .get()
    .catch(() => {});
}

export const COLLECTIONS = {
  roommates: 'roommates',
  likes: 'likes',
  /** Listings deleted whose likes (and other remains) are not all gone yet, keyed by listing id. */
  listingDeletions: 'listingDeletions',
  users: 'users',
  /** Roommate profiles, keyed by uid; read only by their owner's calls. */
  profiles: 'profiles',
  removedUsers: 'removedUsers',
  /** Subcollection of removedUsers/{uid}: every removal of that person's record. */
  removals: 'removals',
  rateLimits: 'rateLimits',
  /** One person's report of one thing: `{kind}_{id}_{reporterUid}` (docs/api.md, "Moderation"). */
  reports: 'reports',
  /** The reports of one thing together, counted: `{kind}_{id}`. */
  reportTargets: 'reportTargets',
  /** One closing of a thing's reports, kept as it was: `{kind}_{id}_{lastReportedAt ms}`. */
  reportClosings: 'reportClosings',
  /** The moderators' history: every hide, restore, suspension and dismissal, kept. */
  moderationActions: 'moderationActions',
  /** A person's suspension, keyed by uid, kept after a restore. */
  suspensions: 'suspensions',
  /** One per listing and person who wrote to its owner (docs/api.md, "Conversations"). */
  conversations: 'conversations',
  /** Subcollection of conversations/{id}: its messages. */
  messages: 'messages',
  /** Subcollection of conversations/{id}: `{role}_{hash of where a reading began}`, one per reading, so that each counts once. */
  reads: 'reads',
  /** A person's unread messages over all conversations, keyed by uid: what the badge polls. */
  inboxes: 'inboxes',
  /** `{blocker}_{blocked}`: neither may write to the other. */
  blocks: 'blocks',
  /** `{ownerUid}_{uid}`: the owner replied to the person, who may see their `conversation` contact details. */
  contactGrants: 'contactGrants',
} as const;

/** Firestore (or Auth) could not be reached in time: the API answers 503. */
export class DatabaseUnavailableError extends Error {
  /** Says, for the log, which of the two it was: no answer within `waitedMs`, or the failure `cause`. */
  constructor({
    waitedMs,
    cause,
  }: { waitedMs: number; cause?: never } | { waitedMs?: never; cause: unknown }) {
    super(
      waitedMs === undefined
        ? `The database call failed: ${String(cause)}`
        : `The database did not answer within ${waitedMs} ms`,
      { cause },
    );
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * Codes that mean "not reachable now": Firestore's gRPC statuses CANCELLED,
 * DEADLINE_EXCEEDED, RESOURCE_EXHAUSTED and UNAVAILABLE, and the Admin SDK's
 * network failures (Auth).
 */
const UNAVAILABLE_CODES = new Set<unknown>([
  GRPC_STATUS.CANCELLED,
  GRPC_STATUS.DEADLINE_EXCEEDED,
  GRPC_STATUS.RESOURCE_EXHAUSTED,
  GRPC_STATUS.UNAVAILABLE,
  'app/network-error',
  'app/network-timeout',
]);

export function isUnavailable(error: unknown): boolean {
  return error instanceof DatabaseUnavailableError || UNAVAILABLE_CODES.has(errorCode(error));
}

/** The deadline of the request being answered, as its app was configured. */
const requestDeadline = new AsyncLocalStorage<number>();

/**
 * Gives every Firestore or Auth call made while answering a request the
 * deadline of the app that answers it (FIRESTORE_TIMEOUT_MS of its config),
 * rather than a process-wide setting the last app built would win. Calls
 * outside a request (seed, tests) get the configuration's default.
 */
export function callDeadline(ms: number): RequestHandler {
  return (_req, _res, next) => {
    requestDeadline.run(ms, next);
  };
}

/**
 * Awaits one Firestore or Auth call, but never longer than the deadline.
 * firebase-admin retries an unreachable Firestore for minutes; a person
 * waiting on a page should get a clear 503 in seconds instead. Each call's
 * documents are counted for the request's Server-Timing (read-meter.ts).
 */
export async function withinDeadline<T>(call: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    const ms = requestDeadline.getStore() ?? DEFAULT_FIRESTORE_TIMEOUT_MS;
    timer = setTimeout(() => reject(new DatabaseUnavailableError({ waitedMs: ms })), ms);
  });
  const started = performance.now();
  try {
    const result = await Promise.race([call, deadline]);
    recordFirestoreCall(result, performance.now() - started);
    return result;
  } catch (error) {
    throw isUnavailable(error) && !(error instanceof DatabaseUnavailableError)
      ? new DatabaseUnavailableError({ cause: error })
      : error;
  } finally {
    clearTimeout(timer);
  }
}
