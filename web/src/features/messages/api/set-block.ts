import { apiRequest } from '@/lib/api-client';

/** PUT or DELETE /blocks/:uid: the caller blocks a person, or lifts the block. */
export function setBlock(uid: string, blocked: boolean): Promise<void> {
  return apiRequest<void>(`/blocks/${encodeURIComponent(uid)}`, { method: blocked ? 'PUT' : 'DELETE' });
}
