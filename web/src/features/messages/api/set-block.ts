import { apiRequest } from '@/lib/api-client';
import * as apiPaths from '@/config/api-paths';

/** PUT or DELETE /blocks/:uid: the caller blocks a person, or lifts the block. */
export function setBlock(uid: string, blocked: boolean): Promise<void> {
  return apiRequest<void>(apiPaths.block(uid), { method: blocked ? 'PUT' : 'DELETE' });
}
