import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button-class';
import { apiErrorText } from '@/lib/api-client';
import { useT } from '@/lib/i18n/locale-provider';
import { startConversation } from '@/features/messages/api/start-conversation';
import { useStoredDrafts } from '@/features/messages/drafts';
import { MessageBox } from './message-box';

type Reader =
  /** Not signed in: asked to sign in first, and brought back to this listing. */
  | { kind: 'visitor'; signInPath: string }
  /** The listing's owner: people write to them, not they to themselves. */
  | { kind: 'owner' }
  | { kind: 'signed-in'; uid: string };

interface MessageOwnerProps {
  listingId: string;
  reader: Reader;
}

/**
 * 'Message the owner' on a listing's page (docs/product.md, "Conversations"): a signed-in
 * person who is not the owner writes a first message, which starts their conversation about
 * this listing (or continues it), and goes to it.
 */
export function MessageOwner({ listingId, reader }: MessageOwnerProps) {
  const { t } = useT();
  return (
    <section
      aria-labelledby={`message-owner-${listingId}`}
      className="mt-10 rounded-2xl border border-teal-100 bg-teal-50/60 p-5 sm:p-6"
    >
      <h2 id={`message-owner-${listingId}`} className="text-lg font-semibold text-slate-900">
        {t('messageOwner.title')}
      </h2>
      {reader.kind === 'visitor' ? (
        <>
          <p className="mt-2 text-slate-700">{t('messageOwner.signInFirst')}</p>
          <Link to={reader.signInPath} className={buttonClass('primary', 'md', 'mt-4')}>
            {t('messageOwner.signIn')}
          </Link>
        </>
      ) : reader.kind === 'owner' ? (
        <p className="mt-2 flex flex-wrap gap-x-1 text-slate-700">
          <span>{t('messageOwner.yours')}</span>
          <Link to={paths.messages} className="font-semibold text-teal-800 underline underline-offset-2">
            {t('messageOwner.openMessages')}
          </Link>
        </p>
      ) : (
        <FirstMessage listingId={listingId} uid={reader.uid} />
      )}
    </section>
  );
}

function FirstMessage({ listingId, uid }: { listingId: string; uid: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const { draft, setDraft } = useStoredDrafts(uid, `listing:${listingId}`);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();

  const send = async (text: string) => {
    setSending(true);
    setFailure(undefined);
    try {
      const { _id } = await startConversation(listingId, text);
      setDraft('');
      await navigate(paths.conversation(_id));
    } catch (error) {
      // What was typed stays in the box, to send again.
      setFailure(apiErrorText(error));
    } finally {
      // Unless the conversation opened (and this page is gone): the box can be written in again.
      setSending(false);
    }
  };

  return (
    <>
      <p className="mt-2 text-sm text-slate-700">{t('messageOwner.lead')}</p>
      <MessageBox
        label={t('messageOwner.label')}
        value={draft}
        onChange={setDraft}
        onSend={(text) => void send(text)}
        busy={sending}
        // The box holds the text on its way until the conversation opens, and then empties:
        // anything typed meanwhile would be lost with it (docs/product.md, "Conversations").
        readOnly={sending}
        className="mt-4"
      />
      {failure ? (
        <p role="alert" className="mt-3 text-sm font-medium text-rose-700">
          {t('messageOwner.failed', { reason: failure })}
        </p>
      ) : null}
    </>
  );
}
