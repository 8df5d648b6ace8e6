import type { ReportReason } from '@roommate-finder/contract/report-fields';
import type { MessageId } from '@/lib/i18n/message-id';

/**
 * The words of each report reason (the 'trust' namespace): its name, and what it means in plain
 * words, as the report dialog offers them and the moderators' screen counts them.
 */
export const REASON_TEXTS: Record<ReportReason, { label: MessageId; description: MessageId }> = {
  scam: { label: 'trust.reason.scam', description: 'trust.reason.scamText' },
  fake: { label: 'trust.reason.fake', description: 'trust.reason.fakeText' },
  rented: { label: 'trust.reason.rented', description: 'trust.reason.rentedText' },
  offensive: { label: 'trust.reason.offensive', description: 'trust.reason.offensiveText' },
  harassment: { label: 'trust.reason.harassment', description: 'trust.reason.harassmentText' },
  'wrong-info': { label: 'trust.reason.wrongInfo', description: 'trust.reason.wrongInfoText' },
  other: { label: 'trust.reason.other', description: 'trust.reason.otherText' },
};
