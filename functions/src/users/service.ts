import { findAccount, type Account } from '../accounts/repository';
import { localPhotoHosts } from '../config';
import { API_MESSAGES } from '@roommate-finder/contract/api-error';
import type { DeleteResult, InsertResult, UpdateResult } from '@roommate-finder/contract/api-results';
import {
  isAllowedPhotoURL,
  maskedEmail,
  USER_LIMITS,
  type UserFields,
  type UserListItem,
} from '@roommate-finder/contract/user';
import { USER_PAGE_DEFAULT, type UserQuery } from '@roommate-finder/contract/user-query';
import type { Caller } from '../http/auth';
import { HttpError } from '../http/http-error';
import { setOwnerVerified } from '../roommates/repository';
import * as repository from './repository';

export interface UserList {
  users: UserListItem[];
  nextCursor: string | null;
  total: number;
}

/**
 * A page of GET /users with the cursor of the next one and the total count. Other people's
 * addresses are masked for everyone but moderators, so that no account can collect them.
 */
export async function listUsers(query: UserQuery, caller: Caller): Promise<UserList> {
  let after: string | null = null;
  if (query.cursor !== undefined) {
    after = Buffer.from(query.cursor, 'base64url').toString('utf8');
    if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_.+$/.test(after)) {
      throw new HttpError(
        400,
        'cursor is not valid; start again without a cursor',
        undefined,
        'request/bad-cursor',
      );
    }
  }
  const [page, total] = await Promise.all([
    repository.listUsers(query.limit ?? USER_PAGE_DEFAULT, after),
    repository.countUsers(),
  ]);
  return {
    users: page.users.map((user) =>
      caller.admin || user._id === caller.uid ? user : { ...user, email: maskedEmail(user.email) },
    ),
    nextCursor: page.next === null ? null : Buffer.from(page.next).toString('base64url'),
    total,
  };
}

interface OwnRecordSources {
  caller: Caller & { email: string };
  account: Account;
  /** The record as stored, or as it was when removed from the list. */
  previous: repository.UserRecord | null;
}

/**
 * The caller's own record only: the uid and email come from the ID token;
 * an email in the body must be that same address.
 */
async function ownRecordSources(body: UserFields, caller: Caller) {
  if (!caller.email) {
    throw new HttpError(
      403,
      'Your account needs an email address to appear in the users list',
      undefined,
      'auth/email-needed',
    );
  }
  if (body.email !== undefined && body.email.toLowerCase() !== caller.email) {
    throw new HttpError(403, API_MESSAGES.notOwnUserRecord);
  }
  const account = await findAccount(caller.uid);
  if (!account) throw new HttpError(401, API_MESSAGES.signInExpired);
  const stored = await repository.findUser(caller.uid);
  return { caller: { ...caller, email: caller.email }, account, stored };
}

/**
 * A photo address from the Auth profile or an older record, if it passes the
 * contract's rule. The body's is checked by the schema (400); these come from
 * elsewhere, so a bad one means "no photo" rather than a failed sign-in.
 */
const safePhoto = (url: string | null | undefined) =>
  url && isAllowedPhotoURL(url, localPhotoHosts()) ? url : undefined;

/**
 * The record to store. What the person sends wins for name and photo (the
 * sign-up form's values), then their Auth profile, then what was stored. Sign-
 * in times are the ones Auth reports; the body's only when Auth has none.
 */
function buildRecord(
  body: UserFields,
  { caller, account, previous }: OwnRecordSources,
): repository.UserRecord {
  const emailName = caller.email.split('@')[0] ?? caller.email;
  return {
    name: (body.name ?? account.displayName ?? previous?.name ?? emailName).slice(0, USER_LIMITS.name),
    email: caller.email,
    photoURL: body.photoURL ?? safePhoto(account.photoURL) ?? safePhoto(previous?.photoURL) ?? '',
    creationTime: account.creationTime ?? body.creationTime ?? previous?.creationTime ?? '',
    lastSignInTime: account.lastSignInTime ?? body.lastSignInTime ?? previous?.lastSignInTime ?? '',
    emailVerified: caller.emailVerified,
  };
}

/**
 * When the person's address has just been verified (or is no longer), their listings' badge
 * follows: one query of their listings, written only on a change.
 */
async function followVerification(caller: Caller, previous: repository.UserRecord | null) {
  if ((previous?.emailVerified === true) !== caller.emailVerified) {
    await setOwnerVerified(caller.uid, caller.emailVerified);
  }
}

/** Brings back a record removed from the list, from its latest audit copy, and marks the copy restored. */
async function restoreRecord(body: UserFields, sources: Omit<OwnRecordSources, 'previous'>, now: Date) {
  const removal = await repository.openRemoval(sources.caller.uid);
  const previous = removal?.record ?? null;
  await repository.saveUser(sources.caller.uid, buildRecord(body, { ...sources, previous }), now);
  if (removal) await repository.markRestored(sources.caller.uid, removal.removalId, now);
}

/** POST /users: creates or refreshes the caller's record; the same id every time. */
export async function saveOwnRecord(body: UserFields, caller: Caller): Promise<InsertResult> {
  const { stored, ...sources } = await ownRecordSources(body, caller);
  const now = new Date();
  if (stored)
    await repository.saveUser(sources.caller.uid, buildRecord(body, { ...sources, previous: stored }), now);
  else await restoreRecord(body, sources, now);
  await followVerification(caller, stored);
  return { acknowledged: true, insertedId: sources.caller.uid };
}

/**
 * PATCH /users: updates the caller's record. With no record (removed from the
 * list, or never saved), it is created again and reported as an upsert.
 */
export async function updateOwnRecord(body: UserFields, caller: Caller): Promise<UpdateResult> {
  const { stored, ...sources } = await ownRecordSources(body, caller);
  const now = new Date();
  await followVerification(caller, stored);
  if (stored) {
    const next = buildRecord(body, { ...sources, previous: stored });
    const changes = Object.fromEntries(
      Object.entries(next).filter(([field, value]) => stored[field as keyof repository.UserRecord] !== value),
    );
    const modified = Object.keys(changes).length > 0;
    // A failed update means the record was removed between the read and the write: restore it below.
    if (!modified || (await repository.updateUser(sources.caller.uid, changes, now))) {
      return {
        acknowledged: true,
        matchedCount: 1,
        modifiedCount: modified ? 1 : 0,
        upsertedCount: 0,
        upsertedId: null,
      };
    }
  }
  await restoreRecord(body, sources, now);
  return {
    acknowledged: true,
    matchedCount: 0,
    modifiedCount: 0,
    upsertedCount: 1,
    upsertedId: sources.caller.uid,
  };
}

/** DELETE /users/:id (the router has checked the id's form and that the caller is a moderator): the record moves to the audit collection. */
export async function removeUser(id: string, caller: Caller): Promise<DeleteResult> {
  const moved = await repository.moveUserToAudit(id, caller, new Date());
  if (!moved) throw new HttpError(404, API_MESSAGES.userNotFound);
  return { acknowledged: true, deletedCount: 1 };
}
