import {
  MESSAGE_PAGE_MAX,
  POLL_INTERVAL_MS,
  type ConversationDetails,
  type Message,
} from '@roommate-finder/contract/conversation-fields';
import { useEffect, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button-class';
import { SafetyNotice } from '@/components/ui/safety-notice';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { confirmDialog, showError } from '@/components/ui/dialogs';
import { ApiError, apiErrorText } from '@/lib/api-client';
import { useT } from '@/lib/i18n/locale-provider';
import { useMutation } from '@/lib/use-mutation';
import { usePollWhileVisible } from '@/lib/use-poll-while-visible';
import { getMessages, type MessagesPage } from '@/features/messages/api/get-messages';
import { markRead } from '@/features/messages/api/mark-read';
import { sendMessage } from '@/features/messages/api/send-message';
import { setBlock } from '@/features/messages/api/set-block';
import { useStoredDrafts, type UnsentMessage } from '@/features/messages/drafts';
import { refreshUnreadCount } from '@/features/messages/unread-count';
import { ReportButton } from '@/features/moderation/public';
import { MessageBox } from './message-box';
import { MessageList } from './message-list';

interface ConversationViewProps {
  details: ConversationDetails;
  /** The latest page of messages, as the screen's loader read it. */
  initial: MessagesPage;
  /** The signed-in person (their drafts are kept under their uid). */
  uid: string;
}

/** Messages in the order the API keeps them: by time, then id (the `<sentAt>_<id>` key's order). */
const byTime = (a: Message, b: Message) =>
  a.sentAt === b.sentAt ? (a._id < b._id ? -1 : 1) : a.sentAt < b.sentAt ? -1 : 1;

/** `known` with `more` added, each message once, in order. */
function merged(known: Message[], more: Message[]): Message[] {
  const ids = new Set(known.map((message) => message._id));
  const added = more.filter((message) => !ids.has(message._id));
  return added.length === 0 ? known : [...known, ...added].sort(byTime);
}

/** A local id for a message on its way (the server gives the real one). */
const localId = () => `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * One conversation (docs/product.md, "Conversations"): its listing and the other person (with
 * 'Verified e-mail' when their address is, and 'Report'), the safety notice, the messages
 * oldest to newest by day, 'Earlier messages', and the box to write in. While the page
 * is visible it asks every 10 seconds for what is new (one document read when nothing is), adds
 * it, says it to a screen reader, and marks it read. A message on its way shows as sending; one
 * that could not be sent stays, with 'Try again', also across a reload, as does the draft.
 *
 * The one screen that keeps a copy of server data (docs/architecture.md, "Reading and changing
 * data"): a chat grows at both ends (polls after, 'Earlier messages' before), and reading it
 * all again every 10 seconds would cost a page of reads each time.
 */
export function ConversationView({ details, initial, uid }: ConversationViewProps) {
  const translator = useT();
  const { t } = translator;
  const id = details._id;
  const other = details.with;
  const otherName = other.name || t('account.noName');
  const revalidator = useRevalidator();
  const { draft, setDraft, unsent, addUnsent, removeUnsent } = useStoredDrafts(uid, `conversation:${id}`);

  const [messages, setMessages] = useState(initial.messages);
  const [earlierCursor, setEarlierCursor] = useState(initial.earlierCursor);
  const [latest, setLatest] = useState(initial.latest);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [earlierFailed, setEarlierFailed] = useState(false);
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set());
  const [failures, setFailures] = useState<Readonly<Record<string, string>>>({});
  const [announcement, setAnnouncement] = useState('');
  const endRef = useRef<HTMLDivElement>(null);
  /** Under the box to write in: what is scrolled into view to show the latest message with the box. */
  const bottomRef = useRef<HTMLDivElement>(null);
  const stickToEnd = useRef(true);

  /** Whether the end of the conversation is in view (then new messages keep it in view). */
  const nearEnd = () => {
    const end = endRef.current?.getBoundingClientRect();
    return !end || end.top <= window.innerHeight + 160;
  };
  const append = (more: Message[]) => {
    stickToEnd.current = nearEnd();
    setMessages((known) => merged(known, more));
  };

  // Opened: the latest message and the box under it in view. Then, as messages arrive, only if
  // the reader was there. An effect, not a layout effect: the router's <ScrollRestoration>
  // (root-layout.tsx) scrolls a page as it opens (to the top, or on Back to where it was) in a
  // layout effect of its own, which runs after this screen's (a parent's after its children's);
  // every layout effect of a render runs before its effects, so this scroll comes last.
  useEffect(() => {
    if (stickToEnd.current) bottomRef.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, unsent.length]);

  // Unsent messages kept from before a reload that the server did receive meanwhile (its answer
  // was lost with the page): the conversation shows them, so they are no longer waiting.
  useEffect(() => {
    for (const item of unsent) {
      const delivered = messages.some(
        (message) => message.from === uid && message.text === item.text && message.sentAt >= item.at,
      );
      if (delivered && !sending.has(item.localId)) removeUnsent(item.localId);
    }
    // Once, with what the loader read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  usePollWhileVisible(
    async () => {
      if (!latest) return;
      const page = await getMessages(id, { since: latest, limit: MESSAGE_PAGE_MAX });
      let news = page.messages;
      if (news.length === MESSAGE_PAGE_MAX) {
        // More came while the page was hidden than one poll gives: show the latest ones, and
        // 'Earlier messages' reaches back over the rest.
        const newest = await getMessages(id);
        news = newest.messages;
        setEarlierCursor(newest.earlierCursor);
      }
      if (page.latest) setLatest(page.latest);
      if (news.length === 0) return;
      append(news);
      const theirs = news.filter((message) => message.from === other.uid);
      const last = theirs.at(-1);
      if (!last) return;
      setAnnouncement(
        theirs.length === 1
          ? t('messages.announceOne', { name: otherName, text: last.text })
          : t('messages.announceMany', { name: otherName, count: theirs.length }),
      );
      // Seen, since the page is visible: the badge goes down at once.
      await markRead(id);
      await refreshUnreadCount();
    },
    { intervalMs: POLL_INTERVAL_MS },
  );

  const deliver = async (item: UnsentMessage) => {
    setSending((current) => new Set(current).add(item.localId));
    setFailures(({ [item.localId]: _retried, ...rest }) => rest);
    try {
      const message = await sendMessage(id, item.text);
      stickToEnd.current = true;
      removeUnsent(item.localId);
      append([message]);
    } catch (error) {
      setFailures((current) => ({ ...current, [item.localId]: apiErrorText(error) }));
      // Blocked meanwhile: the screen learns it, and says so instead of the box.
      if (error instanceof ApiError && error.status === 403) void revalidator.revalidate();
    } finally {
      setSending((current) => {
        const next = new Set(current);
        next.delete(item.localId);
        return next;
      });
    }
  };

  const send = (text: string) => {
    const item = { localId: localId(), text, at: new Date().toISOString() };
    stickToEnd.current = true;
    addUnsent(item);
    setDraft('');
    void deliver(item);
  };

  const loadEarlier = async () => {
    if (!earlierCursor) return;
    setLoadingEarlier(true);
    setEarlierFailed(false);
    try {
      const page = await getMessages(id, { cursor: earlierCursor });
      stickToEnd.current = false;
      setMessages((known) => merged(known, page.messages));
      setEarlierCursor(page.earlierCursor);
    } catch {
      setEarlierFailed(true);
    } finally {
      setLoadingEarlier(false);
    }
  };

  const blocking = useMutation((block: boolean) => setBlock(other.uid, block));
  const changeBlock = async (block: boolean) => {
    if (block) {
      const confirmed = await confirmDialog({
        title: t('messages.blockQuestion', { name: otherName }),
        text: t('messages.blockQuestionText', { name: otherName }),
        confirmButtonText: t('messages.blockConfirm'),
      });
      if (!confirmed) return;
    }
    try {
      await blocking.run(block);
    } catch (error) {
      void showError(t(block ? 'messages.blockFailed' : 'messages.unblockFailed'), apiErrorText(error));
    }
  };

  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to={paths.messages} className={buttonClass('ghost', 'sm', '-ml-3')}>
        {t('messages.back')}
      </Link>
      <header className="mt-3 flex flex-col gap-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:p-6">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <Avatar src={other.photoURL || null} alt="" size={56} />
          <div className="min-w-0">
            <h1 translate="no" className="text-2xl font-bold break-words text-slate-900">
              {otherName}
            </h1>
            {details.withVerified ? <VerifiedBadge className="mt-1" /> : null}
            <p className="mt-1 text-sm break-words text-slate-700">
              {translator.rich('messages.about', {
                listing: (chunks) =>
                  details.listingExists ? (
                    <Link
                      to={paths.listing(details.listingId)}
                      translate="no"
                      className="font-semibold text-teal-800 underline underline-offset-2"
                    >
                      {chunks}
                    </Link>
                  ) : (
                    <span translate="no" className="font-semibold">
                      {chunks}
                    </span>
                  ),
                title: details.listingTitle,
              })}
              {details.listingExists ? null : <span> {t('messages.listingGone')}</span>}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2 self-start sm:flex-col sm:items-end sm:self-center">
          <button
            type="button"
            onClick={() => void changeBlock(!details.blockedByMe)}
            disabled={blocking.pending}
            className={buttonClass(details.blockedByMe ? 'outline' : 'ghost', 'sm')}
          >
            {t(details.blockedByMe ? 'messages.unblock' : 'messages.block', { name: otherName })}
          </button>
          <ReportButton
            kind="user"
            id={other.uid}
            name={otherName}
            onSignIn={null}
            label={t('messages.reportPerson', { name: otherName })}
            size="sm"
          />
        </div>
      </header>

      {/* At the top of every conversation: most scams here ask for an advance before a viewing. */}
      <SafetyNotice className="mt-6" />

      <section aria-label={t('messages.listLabel')} className="mt-6">
        {earlierCursor ? (
          <div className="mb-4 flex flex-col items-center gap-2">
            <button
              type="button"
              onClick={() => void loadEarlier()}
              disabled={loadingEarlier}
              className={buttonClass('outline', 'sm')}
            >
              {loadingEarlier ? t('messages.loadingEarlier') : t('messages.earlier')}
            </button>
            {earlierFailed ? (
              <p role="alert" className="text-sm text-rose-700">
                {t('messages.earlierFailed')}
              </p>
            ) : null}
          </div>
        ) : null}
        <MessageList
          conversationId={id}
          messages={messages}
          otherUid={other.uid}
          otherName={otherName}
          pending={unsent.map((item) => ({
            ...item,
            state: sending.has(item.localId) ? ('sending' as const) : ('failed' as const),
            failure: failures[item.localId],
          }))}
          onRetry={(item) => void deliver(item)}
          onDiscard={(item) => removeUnsent(item.localId)}
        />
        <div ref={endRef} />
        {/* New messages from the other person, said to a screen reader as they arrive. */}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </section>

      {details.canSend ? (
        <MessageBox
          label={t('messages.writeTo', { name: otherName })}
          value={draft}
          onChange={setDraft}
          onSend={send}
          className="mt-6 rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
        />
      ) : (
        <p role="note" className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-slate-900">
          {details.blockedByMe ? t('messages.youBlocked', { name: otherName }) : t('messages.cannotMessage')}
        </p>
      )}
      <div ref={bottomRef} />
    </article>
  );
}
