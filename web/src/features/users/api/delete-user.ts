import type { DeleteResult } from '@roommate-finder/contract/api-results';
import { apiRequest } from '@/lib/api-client';

/** DELETE /users/:id: takes the person off the list (kept for an admin to restore: docs/product.md, "The users list"). */
export function deleteUser(id: string): Promise<DeleteResult> {
  return apiRequest<DeleteResult>(`/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
