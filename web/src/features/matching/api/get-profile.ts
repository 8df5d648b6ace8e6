import type { StoredProfile } from '@roommate-finder/contract/profile';
import { ApiError, apiRequest } from '@/lib/api-client';
import * as apiPaths from '@/config/api-paths';

/** GET /profile: the signed-in person's roommate profile, or null when they have not made one (404). */
export async function getProfile(signal?: AbortSignal): Promise<StoredProfile | null> {
  try {
    return await apiRequest<StoredProfile>(apiPaths.profile, signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
