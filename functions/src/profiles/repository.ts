import { Timestamp } from 'firebase-admin/firestore';
import type { Profile, StoredProfile } from '@roommate-finder/contract/profile';
import { COLLECTIONS, db, withinDeadline } from '../firestore';

/**
 * The only module that reads and writes roommate profiles in Firestore:
 * `profiles/{uid}`, the profile as validated and when it was saved. Only
 * the owner's own calls read it (GET and PUT /profile, their matches).
 */

interface ProfileDocument extends Profile {
  updatedAt: Timestamp;
}

const profiles = () => db().collection(COLLECTIONS.profiles);

function toStoredProfile(doc: ProfileDocument): StoredProfile {
  const { updatedAt, ...profile } = doc;
  return {
    ...profile,
    habits: profile.habits ?? {},
    importance: profile.importance ?? {},
    dealbreakers: profile.dealbreakers ?? [],
    updatedAt: updatedAt.toDate().toISOString(),
  };
}

export async function findProfile(uid: string): Promise<StoredProfile | null> {
  const snapshot = await withinDeadline(profiles().doc(uid).get());
  return snapshot.exists ? toStoredProfile(snapshot.data() as ProfileDocument) : null;
}

/** Creates or replaces the person's profile (a field left out of the new one is gone). */
export async function saveProfile(uid: string, profile: Profile, now: Date): Promise<StoredProfile> {
  const doc: ProfileDocument = { ...profile, updatedAt: Timestamp.fromDate(now) };
  await withinDeadline(profiles().doc(uid).set(doc));
  return toStoredProfile(doc);
}
