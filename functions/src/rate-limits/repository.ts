import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, db, withinDeadline } from '../firestore';

/**
 * Counts one hit in a counter document and returns the count so far. The
 * count is shared by every instance of the function (an in-memory counter
 * would be per instance, and the Functions emulator starts one worker per
 * concurrent request). increment() never loses a hit under concurrency; the
 * read after it may include a few concurrent hits, which only errs on the
 * strict side. `expiresAt` is the field of the TTL policy that deletes old
 * counters (firestore.indexes.json).
 */
export async function countHit(counterId: string, expiresAt: Date): Promise<number> {
  const ref = db().collection(COLLECTIONS.rateLimits).doc(counterId);
  await withinDeadline(
    ref.set({ hits: FieldValue.increment(1), expiresAt: Timestamp.fromDate(expiresAt) }, { merge: true }),
  );
  const snapshot = await withinDeadline(ref.get());
  const hits: unknown = snapshot.get('hits');
  return typeof hits === 'number' && hits > 0 ? hits : 1;
}

/** Takes back one hit (express-rate-limit calls this only for requests it decides not to count). */
export async function uncountHit(counterId: string): Promise<void> {
  const ref = db().collection(COLLECTIONS.rateLimits).doc(counterId);
  await withinDeadline(ref.set({ hits: FieldValue.increment(-1) }, { merge: true }));
}

/**
 * Counts one hit of `member` in a counter shared by a group (the visitors who
 * came through one proxy) and returns both counts so far: the group's and the
 * member's (a field of its own, `m_<member>`: the local emulator cannot
 * increment inside a map). One write and one read, whatever the two limits.
 */
export async function countMemberHit(
  counterId: string,
  member: string,
  expiresAt: Date,
): Promise<{ hits: number; memberHits: number }> {
  const ref = db().collection(COLLECTIONS.rateLimits).doc(counterId);
  const memberField = `m_${member}`;
  await withinDeadline(
    ref.set(
      {
        hits: FieldValue.increment(1),
        [memberField]: FieldValue.increment(1),
        expiresAt: Timestamp.fromDate(expiresAt),
      },
      { merge: true },
    ),
  );
  const snapshot = await withinDeadline(ref.get());
  const count = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 1);
  return { hits: count(snapshot.get('hits')), memberHits: count(snapshot.get(memberField)) };
}
