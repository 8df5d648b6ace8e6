import type { ModerationAction } from '@roommate-finder/contract/moderation';
import type { ReportKind } from '@roommate-finder/contract/report';
import { apiRequest } from '@/lib/api-client';

/**
 * The moderators' actions (POST /admin/...), each with a note for the history. Each answers the
 * entry it added to the history.
 */
export type Moderation =
  | { action: 'hide-listing' | 'restore-listing'; id: string; note: string }
  | { action: 'suspend-user' | 'restore-user'; id: string; note: string }
  | { action: 'dismiss-reports'; kind: ReportKind; id: string; note: string };

const PATHS = {
  'hide-listing': (id: string) => `/admin/listings/${encodeURIComponent(id)}/hide`,
  'restore-listing': (id: string) => `/admin/listings/${encodeURIComponent(id)}/restore`,
  'suspend-user': (id: string) => `/admin/users/${encodeURIComponent(id)}/suspend`,
  'restore-user': (id: string) => `/admin/users/${encodeURIComponent(id)}/restore`,
} as const;

/** Hides or restores a listing, suspends or restores a person, or dismisses a thing's open reports. */
export function moderate(moderation: Moderation): Promise<ModerationAction> {
  if (moderation.action === 'dismiss-reports') {
    const { kind, id, note } = moderation;
    return apiRequest<ModerationAction>('/admin/reports/dismiss', {
      method: 'POST',
      body: { kind, id, note },
    });
  }
  return apiRequest<ModerationAction>(PATHS[moderation.action](moderation.id), {
    method: 'POST',
    body: { note: moderation.note },
  });
}
