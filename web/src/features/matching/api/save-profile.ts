import type { ProfileInput, StoredProfile } from '@roommate-finder/contract/profile';
import { apiRequest } from '@/lib/api-client';
import * as apiPaths from '@/config/api-paths';

/** PUT /profile: creates or replaces the signed-in person's roommate profile; answers the stored one. */
export function saveProfile(input: ProfileInput): Promise<StoredProfile> {
  return apiRequest<StoredProfile>(apiPaths.profile, { method: 'PUT', body: input });
}
