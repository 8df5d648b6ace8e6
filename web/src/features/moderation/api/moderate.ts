import type { ModerationAction } from '@roommate-finder/contract/moderation';
import type { ReportKind } from '@roommate-finder/contract/report';
import { apiRequest } from '@/lib/api-client';
import * as apiPaths from '@/config/api-paths';

/**
 * The moderators' actions (POST /admin/...), each with a note for the history. Each answers the
 * entry it added to the history.
 */
export type Moderation =
  | { action: 'hide-listing' | 'restore-listing'; id: string; note: string }
  | { action: 'restore-user'; id: string; note: string }
  /** `message`: the reported message of theirs the suspension answers, whose reports it closes too. */
  | { action: 'suspend-user'; id: string; note: string; message?: string }
  | { action: 'dismiss-reports'; kind: ReportKind; id: string; note: string };

const PATHS = {
  'hide-listing': apiPaths.adminHideListing,
  'restore-listing': apiPaths.adminRestoreListing,
  'suspend-user': apiPaths.adminSuspendUser,
  'restore-user': apiPaths.adminRestoreUser,
} as const;

/** Hides or restores a listing, suspends or restores a person, or dismisses a thing's open reports. */
export function moderate(moderation: Moderation): Promise<ModerationAction> {
  if (moderation.action === 'dismiss-reports') {
    const { kind, id, note } = moderation;
    return apiRequest<ModerationAction>(apiPaths.adminDismissReports, {
      method: 'POST',
      body: { kind, id, note },
    });
  }
  return apiRequest<ModerationAction>(PATHS[moderation.action](moderation.id), {
    method: 'POST',
    body:
      moderation.action === 'suspend-user' && moderation.message !== undefined
        ? { note: moderation.note, message: moderation.message }
        : { note: moderation.note },
  });
}
