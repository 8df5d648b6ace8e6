/**
 * Success bodies of the write calls. They keep the field names of the MongoDB
 * driver's results, which the web app reads (insertedId, modifiedCount, ...).
 */

/** 201 from POST /roommates and POST /users. */
export interface InsertResult {
  acknowledged: true;
  insertedId: string;
}

/** 200 from PUT /roommates/:id and PATCH /users. modifiedCount is 0 when nothing changed. */
export interface UpdateResult {
  acknowledged: true;
  matchedCount: number;
  modifiedCount: number;
  /** PATCH /users only: 1 when the record did not exist and was created again (then upsertedId is the uid). */
  upsertedCount?: number;
  upsertedId?: string | null;
}

/** 200 from DELETE /roommates/:id and DELETE /users/:id. */
export interface DeleteResult {
  acknowledged: true;
  deletedCount: number;
}

/** 200 from PATCH /roommates/:id/like: the listing's count after this like. */
export interface LikeResult {
  likeCount: number;
}

/** 200 from POST /roommates/:id/confirm: the listing's availability and when it was confirmed. */
export interface ConfirmResult {
  availability: 'Available' | 'Not Available';
  confirmedAt: string;
}
