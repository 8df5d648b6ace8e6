import { act, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog } from '@/components/ui/dialogs';
import { buildConversation, buildConversationDetails, buildMessage, NUSRAT } from '@/testing/conversation';
import { apiHandlers, fetchMock, installFakeApi } from '@/testing/fake-api';
import { fakeUser } from '@/testing/fake-user';
import { jsonResponse } from '@/testing/json-response';
import { screensUnderTest } from '@/testing/render-routes';
import { session } from '@/testing/session-mock';
import { guarded } from '@/app/guarded';
import { paths } from '@/config/paths';
import * as routes from '@/config/routes';

vi.mock('@/lib/firebase', () => import('@/testing/session-mock'));
vi.mock('@/features/auth/auth-provider', () => import('@/testing/session-mock'));
vi.mock('@/components/ui/dialogs', () => import('@/testing/dialogs-mock'));

const AYESHA = fakeUser();
installFakeApi();

const ROUTES: RouteObject[] = [
  { path: paths.signIn, element: <h1>Sign-in page</h1> },
  { path: paths.messages, lazy: guarded(() => import('./messages')) },
  { path: routes.conversation.path, lazy: guarded(() => import('./conversation')) },
];
const renderAt = screensUnderTest(ROUTES);

/** A JSON answer with the API's paging headers. */
const withHeaders = (body: unknown, headers: Record<string, string>) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

beforeEach(() => {
  vi.clearAllMocks();
  // jsdom lays nothing out: the conversation's scroll to its latest message does nothing here.
  Element.prototype.scrollIntoView = vi.fn();
  localStorage.clear();
  session.user = AYESHA;
  apiHandlers['GET /api/conversations/unread'] = () => jsonResponse({ count: 0 });
});

describe('the messages screen', () => {
  it('lists each conversation with the other person, the listing, the last message and what is unread, and pages', async () => {
    apiHandlers['GET /api/conversations'] = () =>
      withHeaders(
        [
          buildConversation({ unread: 2 }),
          buildConversation({
            _id: 'talk-2',
            with: { uid: 'uid-imran', name: 'Imran Hossain', photoURL: '' },
            listingTitle: 'Shared room in Mirpur 10',
            lastMessage: { text: 'Come on Saturday', from: AYESHA.uid, sentAt: new Date().toISOString() },
          }),
        ],
        { 'X-Next-Cursor': 'next-page' },
      );
    renderAt(paths.messages);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Messages' }, { timeout: 5_000 }),
    ).toBeVisible();
    const [first, second] = screen.getAllByRole('listitem');
    const unread = within(first!).getByRole('link');
    expect(unread).toHaveAttribute('href', paths.conversation('talk-1'));
    expect(unread).toHaveTextContent('Nusrat Jahan');
    expect(unread).toHaveTextContent('Furnished master bedroom near Dhanmondi Lake');
    expect(unread).toHaveTextContent('Is gas included?');
    expect(unread).toHaveTextContent('2 unread messages');
    expect(within(second!).getByRole('link')).toHaveTextContent('You: Come on Saturday');
    expect(within(second!).queryByText(/unread/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      `${paths.messages}?cursor=next-page&from=3`,
    );
  });

  it('says there are no messages yet, and where to start one', async () => {
    apiHandlers['GET /api/conversations'] = () => jsonResponse([]);
    renderAt(paths.messages);
    expect(await screen.findByText('No messages yet', {}, { timeout: 5_000 })).toBeVisible();
    expect(screen.getByText(/choose 'Message the owner'/)).toBeVisible();
  });

  it('sends a visitor to sign in first, and back here after', async () => {
    session.user = null;
    const { router } = renderAt(paths.messages);
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeVisible();
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent(paths.messages)}`);
  });
});

describe('a conversation', () => {
  const messages = [
    buildMessage('m1', 'Hello, is the room free?', NUSRAT.uid, 30),
    buildMessage('m2', 'Yes, come on Friday.', AYESHA.uid, 20),
  ];

  function openConversation(details = buildConversationDetails(), page: Response | null = null) {
    apiHandlers['GET /api/conversations/talk-1'] = () => jsonResponse(details);
    apiHandlers['GET /api/conversations/talk-1/messages'] = () =>
      page ?? withHeaders(messages, { 'X-Latest-Message': 'key-m2' });
    apiHandlers['POST /api/conversations/talk-1/read'] = () => new Response(null, { status: 204 });
    return renderAt(paths.conversation('talk-1'));
  }

  const writeBox = () => screen.getByRole('textbox', { name: 'Write to Nusrat Jahan' });
  const callsTo = (key: string) =>
    fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key).length;

  it('shows the other person, the linked listing and the messages with their times, and marks it read', async () => {
    openConversation(buildConversationDetails({ unread: 1 }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nusrat Jahan' }, { timeout: 5_000 }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Furnished master bedroom near Dhanmondi Lake' }),
    ).toHaveAttribute('href', paths.listing('listing-1'));
    const list = screen.getByRole('region', { name: 'Messages in this conversation' });
    const texts = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(texts[0]).toMatch(/^Nusrat Jahan: Hello, is the room free\?/);
    expect(texts[1]).toMatch(/^You: Yes, come on Friday\./);
    expect(list.querySelectorAll('time')).toHaveLength(2);
    await waitFor(() => expect(callsTo('POST /api/conversations/talk-1/read')).toBe(1));
  });

  it('carries the safety notice and a verified badge, warns beside a request for money, and reports a message', async () => {
    const asking = [
      buildMessage('m1', 'Send 5,000 taka advance by bKash to 01712345678 to book the seat', NUSRAT.uid, 30),
      buildMessage('m2', 'I will pay 5,000 taka by bKash after I see it', AYESHA.uid, 20),
    ];
    let reported: unknown = null;
    apiHandlers['POST /api/reports'] = (init) => {
      reported = JSON.parse(String(init.body));
      return jsonResponse({ acknowledged: true }, 201);
    };
    const { user } = openConversation(
      buildConversationDetails({ withVerified: true }),
      withHeaders(asking, { 'X-Latest-Message': 'key-m2' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nusrat Jahan' }, { timeout: 5_000 }),
    ).toBeVisible();
    expect(screen.getByText('Verified e-mail')).toBeVisible();
    expect(screen.getByRole('complementary', { name: 'Stay safe' })).toHaveTextContent(
      'Never send an advance',
    );
    const [theirs, mine] = screen.getAllByRole('listitem');
    expect(within(theirs!).getByRole('note')).toHaveTextContent('This message asks for money.');
    // Only the recipient is warned; one's own messages are not one's to report.
    expect(within(mine!).queryByRole('note')).not.toBeInTheDocument();
    expect(within(mine!).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();

    await user.click(within(theirs!).getByRole('button', { name: 'Report this message from Nusrat Jahan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message from Nusrat Jahan' });
    await user.click(within(dialog).getByRole('radio', { name: 'Scam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you for your report' })).toBeVisible();
    expect(reported).toEqual({ kind: 'message', id: 'talk-1-m1', reason: 'scam' });
  });

  it('keeps the title of a deleted listing, without a link', async () => {
    openConversation(buildConversationDetails({ listingExists: false }));
    expect(await screen.findByText('(this listing has been deleted)', {}, { timeout: 5_000 })).toBeVisible();
    expect(screen.getByText('Furnished master bedroom near Dhanmondi Lake')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Dhanmondi Lake/ })).not.toBeInTheDocument();
    expect(callsTo('POST /api/conversations/talk-1/read')).toBe(0);
  });

  it("shows 'Earlier messages' above, oldest first", async () => {
    const { user } = openConversation(
      undefined,
      withHeaders(messages, { 'X-Latest-Message': 'key-m2', 'X-Next-Cursor': 'before-m1' }),
    );
    apiHandlers['GET /api/conversations/talk-1/messages?cursor=before-m1'] = () =>
      jsonResponse([buildMessage('m0', 'An earlier hello', NUSRAT.uid, 60)]);
    await user.click(await screen.findByRole('button', { name: 'Earlier messages' }, { timeout: 5_000 }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Earlier messages' })).not.toBeInTheDocument(),
    );
    const texts = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(texts[0]).toMatch(/An earlier hello/);
    expect(texts[1]).toMatch(/Hello, is the room free\?/);
  });

  it('sends with Enter: the message shows as sending, then as sent, and the box empties', async () => {
    let answer: (response: Response) => void = () => {};
    apiHandlers['POST /api/conversations/talk-1/messages'] = (init) => {
      expect(JSON.parse(String(init.body))).toEqual({ text: 'See you at 4\nat the gate' });
      return new Promise((resolve) => (answer = resolve));
    };
    const { user } = openConversation();
    await user.type(
      await screen.findByRole('textbox', {}, { timeout: 5_000 }),
      'See you at 4{Shift>}{Enter}{/Shift}at the gate{Enter}',
    );
    expect(writeBox()).toHaveValue('');
    expect(await screen.findByText('Sending...')).toBeVisible();
    answer(jsonResponse(buildMessage('m3', 'See you at 4\nat the gate', AYESHA.uid), 201));
    await waitFor(() => expect(screen.queryByText('Sending...')).not.toBeInTheDocument());
    expect(screen.getAllByRole('listitem').at(-1)).toHaveTextContent('You: See you at 4 at the gate');
  });

  it("keeps a message that could not be sent with 'Try again', also after a reload, and sends it on retry", async () => {
    apiHandlers['POST /api/conversations/talk-1/messages'] = () => {
      throw new TypeError('Failed to fetch');
    };
    const first = openConversation();
    await first.user.type(
      await screen.findByRole('textbox', {}, { timeout: 5_000 }),
      'Is the gas included?{Enter}',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not sent: Could not reach Roommate Finder. Check your connection and try again.',
    );
    expect(screen.getByText('Is the gas included?')).toBeVisible();

    // The page is loaded again: the unsent message is still there, waiting.
    first.router.dispose();
    act(() => document.body.replaceChildren());
    const { user } = openConversation();
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5_000 });
    expect(screen.getByText('Is the gas included?')).toBeVisible();
    apiHandlers['POST /api/conversations/talk-1/messages'] = () =>
      jsonResponse(buildMessage('m3', 'Is the gas included?', AYESHA.uid), 201);
    await user.click(retry);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('listitem').at(-1)).toHaveTextContent('You: Is the gas included?');
    expect(
      JSON.parse(
        localStorage.getItem(`roommate-finder:message-drafts:${AYESHA.uid}:conversation:talk-1`) ?? 'null',
      ),
    ).toBeNull();
  });

  it('keeps a half-written message across a reload', async () => {
    const first = openConversation();
    await first.user.type(await screen.findByRole('textbox', {}, { timeout: 5_000 }), 'Half a thought');
    first.router.dispose();
    act(() => document.body.replaceChildren());
    openConversation();
    expect(await screen.findByRole('textbox', {}, { timeout: 5_000 })).toHaveValue('Half a thought');
  });

  it("adds the other person's new messages when the page shows again, says them politely, and marks them read", async () => {
    openConversation();
    await screen.findByRole('textbox', {}, { timeout: 5_000 });
    const poll = 'GET /api/conversations/talk-1/messages?since=key-m2&limit=100';
    apiHandlers[poll] = () =>
      withHeaders([buildMessage('m3', 'Is Friday 4 pm fine?', NUSRAT.uid)], { 'X-Latest-Message': 'key-m3' });
    apiHandlers['GET /api/conversations/talk-1/messages?since=key-m3&limit=100'] = () =>
      withHeaders([], { 'X-Latest-Message': 'key-m3' });
    // The page shows again. The screen listens for that from its effects, which a busy machine may
    // run a moment after the box shows (an event before them went unheard, and the test failed in
    // a full run): shown again until the screen has asked for what is new.
    await waitFor(() => {
      act(() => document.dispatchEvent(new Event('visibilitychange')));
      expect(callsTo(poll)).toBe(1);
    });
    // The polite live region a screen reader reads out, once the poll has brought the message.
    await waitFor(
      () =>
        expect(screen.getByRole('status')).toHaveTextContent(
          'New message from Nusrat Jahan: Is Friday 4 pm fine?',
        ),
      { timeout: 5_000 },
    );
    expect(screen.getAllByRole('listitem').at(-1)).toHaveTextContent('Is Friday 4 pm fine?');
    await waitFor(() => expect(callsTo('POST /api/conversations/talk-1/read')).toBe(1));
  });

  it('tells a blocked person they cannot message this person, and offers no box', async () => {
    openConversation(buildConversationDetails({ canSend: false, blockedByMe: false }));
    expect(await screen.findByText('You cannot message this person.', {}, { timeout: 5_000 })).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('blocks after asking, then offers to unblock', async () => {
    vi.mocked(confirmDialog).mockResolvedValue(true);
    apiHandlers['PUT /api/blocks/uid-nusrat'] = () => {
      apiHandlers['GET /api/conversations/talk-1'] = () =>
        jsonResponse(buildConversationDetails({ canSend: false, blockedByMe: true }));
      return new Response(null, { status: 204 });
    };
    const { user } = openConversation();
    await user.click(await screen.findByRole('button', { name: 'Block Nusrat Jahan' }, { timeout: 5_000 }));
    expect(confirmDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Block Nusrat Jahan?' }));
    expect(await screen.findByRole('button', { name: 'Unblock Nusrat Jahan' })).toBeVisible();
    expect(screen.getByText(/You have blocked Nusrat Jahan/)).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("says 'Conversation not found' to anyone but its two people", async () => {
    apiHandlers['GET /api/conversations/talk-9'] = () =>
      jsonResponse({ message: 'Conversation not found', code: 'conversation/not-found' }, 404);
    apiHandlers['GET /api/conversations/talk-9/messages'] = () =>
      jsonResponse({ message: 'Conversation not found', code: 'conversation/not-found' }, 404);
    renderAt(paths.conversation('talk-9'));
    expect(
      await screen.findByRole('heading', { name: 'Conversation not found' }, { timeout: 5_000 }),
    ).toBeVisible();
    // Conversations are never deleted: no word of that, and the way on is to one's messages.
    expect(
      screen.getByText('It is not one of your conversations, or the address is mistyped.'),
    ).toBeVisible();
    expect(screen.queryByText(/deleted/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', paths.messages);
  });
});

afterEach(() => localStorage.clear());
