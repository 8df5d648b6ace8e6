import { API_MESSAGES } from '@roommate-finder/contract/api-error';
import type { Profile, StoredProfile } from '@roommate-finder/contract/profile';
import type { Caller } from '../http/auth';
import { HttpError } from '../http/http-error';
import * as repository from './repository';

/** The caller's own profile; 404 when they have not made one. */
export async function ownProfile(caller: Caller): Promise<StoredProfile> {
  const profile = await repository.findProfile(caller.uid);
  if (!profile) throw new HttpError(404, API_MESSAGES.profileNotFound);
  return profile;
}

/** The caller's profile if they have one: what a listing's `match` is scored against. */
export const profileOf = (caller: Caller | null): Promise<StoredProfile | null> =>
  caller ? repository.findProfile(caller.uid) : Promise.resolve(null);

export function saveOwnProfile(profile: Profile, caller: Caller): Promise<StoredProfile> {
  return repository.saveProfile(caller.uid, profile, new Date());
}
