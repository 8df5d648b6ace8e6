import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiHandlers, fetchMock, installFakeApi } from '@/testing/fake-api';
import { fakeUser } from '@/testing/fake-user';
import { jsonResponse } from '@/testing/json-response';
import { session } from '@/testing/session-mock';
import { forgetUnreadCount } from '@/features/messages/unread-count';
import { MessagesLink } from './messages-link';
import { paths } from '@/config/paths';

vi.mock('@/lib/firebase', () => import('@/testing/session-mock'));

installFakeApi();
beforeEach(() => {
  fetchMock.mockClear();
  forgetUnreadCount();
  session.user = fakeUser();
});

const renderLink = (signedIn: boolean) =>
  render(
    <MemoryRouter>
      <MessagesLink signedIn={signedIn} />
    </MemoryRouter>,
  );

describe('the navigation bar\'s messages link (docs/product.md, "Conversations")', () => {
  it('shows how many messages are unread, in its name too', async () => {
    apiHandlers['GET /api/conversations/unread'] = () => jsonResponse({ count: 3 });
    renderLink(true);
    const link = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(link).toHaveAttribute('href', paths.messages);
    expect(link).toHaveTextContent('3');
  });

  it("writes '99+' past 99, and nothing when all is read", async () => {
    apiHandlers['GET /api/conversations/unread'] = () => jsonResponse({ count: 120 });
    const { unmount } = renderLink(true);
    expect(await screen.findByRole('link', { name: 'Messages, 120 unread' })).toHaveTextContent('99+');
    unmount();
    forgetUnreadCount();
    apiHandlers['GET /api/conversations/unread'] = () => jsonResponse({ count: 0 });
    renderLink(true);
    expect(await screen.findByRole('link', { name: 'Messages' })).toHaveTextContent('');
  });

  it('is not there for a visitor, who asks the API nothing', () => {
    renderLink(false);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
