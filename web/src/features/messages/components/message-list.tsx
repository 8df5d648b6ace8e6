import type { Message } from '@roommate-finder/contract/conversation-fields';
import { messageReportId } from '@roommate-finder/contract/report-fields';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/locale-provider';
import type { UnsentMessage } from '@/features/messages/drafts';
import { dayLabel, dayOf, timeLabel } from '@/features/messages/message-time';
import { asksForMoney } from '@/features/messages/money-request';
import { ReportButton } from '@/features/moderation/public';

/** A message that has not reached the server: on its way, or refused or unsent (with why). */
export interface PendingMessage extends UnsentMessage {
  state: 'sending' | 'failed';
  failure?: string | undefined;
}

interface MessageListProps {
  /** The conversation's id (a report names a message by it and the message's). */
  conversationId: string;
  /** Oldest first. */
  messages: Message[];
  otherUid: string;
  otherName: string;
  pending: PendingMessage[];
  onRetry: (message: UnsentMessage) => void;
  onDiscard: (message: UnsentMessage) => void;
}

/**
 * A message's bubble. Its text may break anywhere, also inside a long unbroken string (a map's
 * link): with `break-words` alone the string wraps, but the list's grid still sizes its column to
 * the whole string, and one such message widened every row past a phone's screen.
 */
const bubble = (mine: boolean) =>
  `max-w-[85%] rounded-2xl px-4 py-2.5 whitespace-pre-wrap [overflow-wrap:anywhere] sm:max-w-[75%] ${
    mine
      ? 'rounded-br-md bg-teal-700 text-white'
      : 'rounded-bl-md border border-slate-200 bg-white text-slate-900'
  }`;

/**
 * The messages by day, oldest first, each with its time; then those still on their way. Each of
 * the other person's messages may be reported, and one that asks for money has a warning beside
 * it (docs/product.md, "Trust and safety").
 */
export function MessageList({
  conversationId,
  messages,
  otherUid,
  otherName,
  pending,
  onRetry,
  onDiscard,
}: MessageListProps) {
  const translator = useT();
  const { t } = translator;
  const days: { day: string; label: string; messages: Message[] }[] = [];
  for (const message of messages) {
    const day = dayOf(message.sentAt);
    const last = days.at(-1);
    if (last?.day === day) last.messages.push(message);
    else days.push({ day, label: dayLabel(translator, message.sentAt), messages: [message] });
  }

  return (
    <div className="grid gap-6">
      {days.map(({ day, label, messages: ofDay }) => (
        <section key={day} aria-label={label}>
          <h2 className="mb-3 text-center text-xs font-semibold tracking-wider text-slate-600 uppercase">
            {label}
          </h2>
          <ol className="grid gap-3">
            {ofDay.map((message) => {
              const mine = message.from !== otherUid;
              // Who wrote it, for a screen reader (a space apart from the message itself).
              const speaker = [mine ? t('messages.you') : t('messages.theySaid', { name: otherName }), ''];
              return (
                <li key={message._id} className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
                  <p className={bubble(mine)}>
                    <span className="sr-only">{speaker.join(' ')}</span>
                    <span translate="no">{message.text}</span>
                  </p>
                  {!mine && asksForMoney(message.text) ? <MoneyWarning /> : null}
                  <div className="mt-1 flex items-center gap-2 px-1">
                    <time dateTime={message.sentAt} className="text-xs text-slate-600">
                      {timeLabel(translator, message.sentAt)}
                    </time>
                    {mine ? null : (
                      <ReportButton
                        kind="message"
                        id={messageReportId(conversationId, message._id)}
                        name={otherName}
                        onSignIn={null}
                        label={t('messages.reportMessage', { name: otherName })}
                        size="sm"
                      />
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
      {pending.length > 0 ? (
        <ol aria-label={t('messages.pendingLabel')} className="grid gap-3">
          {pending.map((message) => (
            <li key={message.localId} className="flex flex-col items-end">
              <p className={`${bubble(true)} ${message.state === 'failed' ? 'opacity-80' : 'opacity-70'}`}>
                <span className="sr-only">{[t('messages.you'), ''].join(' ')}</span>
                <span translate="no">{message.text}</span>
              </p>
              {message.state === 'sending' ? (
                <p className="mt-1 px-1 text-xs text-slate-600">{t('messages.sending')}</p>
              ) : (
                <div className="mt-1 flex flex-wrap items-center justify-end gap-2 px-1">
                  <p role="alert" className="text-xs font-medium text-rose-700">
                    {message.failure
                      ? t('messages.notSentBecause', { reason: message.failure })
                      : t('messages.notSent')}
                  </p>
                  <button
                    type="button"
                    onClick={() => onRetry(message)}
                    className={buttonClass('outline', 'sm')}
                  >
                    {t('messages.tryAgain')}
                  </button>
                  <button
                    type="button"
                    onClick={() => onDiscard(message)}
                    className={buttonClass('ghost', 'sm')}
                  >
                    {t('messages.discard')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/** Beside a message that asks for money: the advice, and where to read more. */
function MoneyWarning() {
  const { t } = useT();
  return (
    <p
      role="note"
      className="mt-2 max-w-[85%] rounded-2xl border border-amber-300 bg-amber-50 px-4 py-2.5 text-sm text-amber-950 sm:max-w-[75%]"
    >
      {t('messages.moneyWarning')}
      <Link to={paths.safety} className="ml-1 font-semibold text-amber-900 underline underline-offset-2">
        {t('messages.moneyWarningLink')}
      </Link>
    </p>
  );
}
