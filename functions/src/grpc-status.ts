/**
 * The gRPC status codes the API reacts to, in one place. Firestore's errors
 * carry them as numbers in `code`; Auth's carry strings such as
 * `auth/user-not-found`.
 */
export const GRPC_STATUS = {
  CANCELLED: 1,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  RESOURCE_EXHAUSTED: 8,
  UNAVAILABLE: 14,
} as const;

/** The `code` of an error from Firestore or firebase-admin, if it has one. */
export const errorCode = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/** A precondition found no document (update or delete with `exists`). */
export const isNotFound = (error: unknown): boolean => errorCode(error) === GRPC_STATUS.NOT_FOUND;
