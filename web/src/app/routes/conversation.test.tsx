import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildConversation, buildConversationDetails, buildMessage, NUSRAT } from '@/testing/conversation';
import { apiHandlers, installFakeApi } from '@/testing/fake-api';
import { fakeUser } from '@/testing/fake-user';
import { jsonResponse } from '@/testing/json-response';
import { session } from '@/testing/session-mock';
import { guarded } from '@/app/guarded';
import { RootLayout } from '@/app/root-layout';
import { paths } from '@/config/paths';
import * as routes from '@/config/routes';

vi.mock('@/lib/firebase', () => import('@/testing/session-mock'));
vi.mock('@/features/auth/auth-provider', () => import('@/testing/session-mock'));
vi.mock('@/components/ui/dialogs', () => import('@/testing/dialogs-mock'));

const AYESHA = fakeUser();
installFakeApi();

const loadMessages = () => import('./messages');
const loadConversation = () => import('./conversation');
// The screens' code compiled before the tests (seconds on a cold machine), not in the first one.
beforeAll(() => Promise.all([loadMessages(), loadConversation()]), 120_000);

/** The app's layout, with its <ScrollRestoration>, over the two screens, opened at one address. */
function renderAt(address: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: RootLayout,
        HydrateFallback: () => null,
        children: [
          { path: paths.messages, lazy: guarded(loadMessages) },
          { path: routes.conversation.path, lazy: guarded(loadConversation) },
        ],
      },
    ],
    { initialEntries: [address] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

/**
 * The window's scroll, as far as jsdom can tell it, which lays nothing out: where the last scroll
 * took it. The router scrolls the window to a height; the conversation brings one of its elements
 * into view, which puts the page, in this model, at END.
 */
const END = 2_400;
const viewport = { y: 0, shown: null as Element | null };
const jsdomScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');

/** Where <ScrollRestoration> keeps the places it saved, for the tab (React Router's default key). */
const SAVED_PLACES = 'react-router-scroll-positions';

beforeEach(() => {
  localStorage.clear();
  // A new tab: no place saved yet (the router reads this over what it kept from the last test).
  sessionStorage.setItem(SAVED_PLACES, '{}');
  session.user = AYESHA;
  viewport.y = 0;
  viewport.shown = null;
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    viewport.y = y;
    viewport.shown = null;
  }) as typeof window.scrollTo);
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    viewport.y = END;
    viewport.shown = this;
  });
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => viewport.y });

  apiHandlers['GET /api/conversations/unread'] = () => jsonResponse({ count: 0 });
  apiHandlers['GET /api/conversations'] = () => jsonResponse([buildConversation()]);
  apiHandlers['GET /api/conversations/talk-1'] = () => jsonResponse(buildConversationDetails());
  apiHandlers['GET /api/conversations/talk-1/messages'] = () =>
    new Response(
      JSON.stringify([
        buildMessage('m1', 'Hello, is the room free?', NUSRAT.uid, 30),
        buildMessage('m2', 'Yes, come on Friday.', AYESHA.uid, 20),
      ]),
      { headers: { 'Content-Type': 'application/json', 'X-Latest-Message': 'key-m2' } },
    );
});
afterEach(() => {
  if (jsdomScrollY) Object.defineProperty(window, 'scrollY', jsdomScrollY);
  else Reflect.deleteProperty(window, 'scrollY');
  localStorage.clear();
});

const writeBox = () => screen.getByRole('textbox', { name: 'Write to Nusrat Jahan' });
const follows = (element: Element, other: Element) =>
  Boolean(other.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);

/** The page ended where a conversation opens: at its end, the latest message and the box in view. */
async function expectOpenedAtLatestMessage() {
  await screen.findByRole('textbox', { name: 'Write to Nusrat Jahan' }, { timeout: 5_000 });
  const list = screen.getByRole('region', { name: 'Messages in this conversation' });
  const latest = within(list).getAllByRole('listitem').at(-1)!;
  expect(latest).toHaveTextContent('Yes, come on Friday.');
  await waitFor(() => expect(viewport.y).toBe(END));
  // Brought into view: the end of the conversation, under the latest message and the box.
  expect(follows(viewport.shown!, latest)).toBe(true);
  expect(follows(viewport.shown!, writeBox())).toBe(true);
}

describe('where a conversation opens (docs/product.md, "Conversations")', () => {
  it('opens at the latest message, with the box to write in, when chosen from the messages', async () => {
    const { user } = renderAt(paths.messages);
    await user.click(await screen.findByRole('link', { name: /Nusrat Jahan/ }, { timeout: 5_000 }));
    await expectOpenedAtLatestMessage();
  });

  it('opens at the latest message when its address is opened directly', async () => {
    renderAt(paths.conversation('talk-1'));
    await expectOpenedAtLatestMessage();
  });

  it('opens at the latest message on a page loaded afresh where an earlier load of the tab saved a place', async () => {
    // The tab showed the app before: its first page, which had the same key as every page load's
    // first entry ('default'), was left 120 px down; or this very conversation was, before a reload.
    sessionStorage.setItem(SAVED_PLACES, JSON.stringify({ default: 120 }));
    renderAt(paths.conversation('talk-1'));
    await expectOpenedAtLatestMessage();
    // The router restores a saved place a moment after the screen shows (a render of its own,
    // which React starts within a few milliseconds): none comes.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(viewport.y).toBe(END);
  });

  it('leaves the rest of the app its scroll: Back to the messages comes back where the person was', async () => {
    const { router, user } = renderAt(paths.messages);
    const row = await screen.findByRole('link', { name: /Nusrat Jahan/ }, { timeout: 5_000 });
    viewport.y = 300; // the person scrolled down the list
    await user.click(row);
    await expectOpenedAtLatestMessage();

    await router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    await waitFor(() => expect(viewport.y).toBe(300));
  });
});
