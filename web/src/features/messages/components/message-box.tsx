import { MESSAGE_COUNTER_FROM, MESSAGE_MAX } from '@roommate-finder/contract/conversation-fields';
import { useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useT } from '@/lib/i18n/locale-provider';

interface MessageBoxProps {
  label: ReactNode;
  /** What is typed (kept by the screen, in the browser's storage: drafts.ts). */
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed text, 1 to MESSAGE_MAX characters. */
  onSend: (text: string) => void;
  /** A send under way: the button waits, the box stays open for the next message. */
  busy?: boolean;
  /**
   * The box cannot be changed (it stays focusable, and is read out as read-only): for a box that
   * still holds the text being sent, where what is typed meanwhile would be lost.
   */
  readOnly?: boolean;
  sendLabel?: string;
  className?: string;
}

/**
 * The box a message is written in (docs/product.md, "Conversations"): Enter sends, Shift+Enter
 * starts a new line (and Enter that ends a word being composed, as Bangla keyboards do, sends
 * nothing), at most 2,000 characters, as the API counts them after trimming, with a counter
 * from 1,800 on. Nothing typed is cut: a text over the limit stays, says how much too long it
 * is and is not sent.
 */
export function MessageBox({
  label,
  value,
  onChange,
  onSend,
  busy = false,
  readOnly = false,
  sendLabel,
  className = '',
}: MessageBoxProps) {
  const { t } = useT();
  const [error, setError] = useState<string | undefined>();
  const length = value.trim().length;
  const over = length - MESSAGE_MAX;

  const send = () => {
    if (busy) return;
    const text = value.trim();
    if (text === '' || text.length > MESSAGE_MAX) {
      setError(text === '' ? t('composer.empty') : t('composer.tooLong', { max: MESSAGE_MAX }));
      return;
    }
    setError(undefined);
    onSend(text);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const counter =
    length >= MESSAGE_COUNTER_FROM ? (
      <span className={over > 0 ? 'font-semibold text-rose-700' : 'text-slate-700'}>
        {over > 0
          ? t('composer.charactersOver', { count: over })
          : t('composer.charactersLeft', { count: MESSAGE_MAX - length })}
      </span>
    ) : null;

  return (
    <form noValidate onSubmit={onSubmit} className={className}>
      <TextAreaField
        label={label}
        name="message"
        rows={3}
        value={value}
        readOnly={readOnly}
        error={error}
        onChange={(event) => {
          onChange(event.target.value);
          if (error) setError(undefined);
        }}
        onKeyDown={onKeyDown}
        className="[&_textarea]:min-h-24"
        hint={
          <span className="flex flex-wrap justify-between gap-x-4">
            <span>{t('composer.keys')}</span>
            {counter}
          </span>
        }
      />
      <div className="mt-3 flex justify-end">
        <button type="submit" disabled={busy} className={buttonClass('primary')}>
          {busy ? t('composer.sending') : (sendLabel ?? t('composer.send'))}
        </button>
      </div>
    </form>
  );
}
