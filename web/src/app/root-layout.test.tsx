import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from './root-layout';

// A visitor: no 'Moderation' link, no verification notice, no messages link, no unread count.
vi.mock('@/features/auth/auth-provider', () => import('@/testing/session-mock'));

let now = 0;

function renderLayout() {
  let finishLoading: () => void = () => {};
  const router = createMemoryRouter([
    {
      path: '/',
      Component: RootLayout,
      children: [
        {
          index: true,
          element: (
            <>
              <h1>Home page</h1>
              <input aria-label="Search" />
            </>
          ),
        },
        {
          path: 'slow',
          loader: () => new Promise<null>((resolve) => (finishLoading = () => resolve(null))),
          element: <h1>Slow page</h1>,
        },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return { router, finishLoading: () => finishLoading() };
}

const loader = () => screen.queryByRole('status');

beforeEach(() => {
  vi.useFakeTimers();
  now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  // ScrollRestoration scrolls on navigation; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => vi.useRealTimers());

describe('the full-page loader', () => {
  it("shows 'Loading...' over the page for the first 2 seconds after load", async () => {
    now = 300;
    renderLayout();
    expect(loader()).toHaveTextContent('Loading...');
    // The page is there under the loader already, so nothing moves when it goes.
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();

    now = 2000 - 1;
    await act(() => vi.advanceTimersByTimeAsync(1700 - 1));
    expect(loader()).toBeInTheDocument();
    now = 2000;
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(loader()).not.toBeInTheDocument();
  });

  it('goes leaving the page under it as it was: what was typed, and where the focus is', async () => {
    now = 300;
    renderLayout();
    const search = screen.getByRole('textbox', { name: 'Search' });
    search.focus();
    fireEvent.change(search, { target: { value: 'Mirpur' } });
    now = 2000;
    await act(() => vi.advanceTimersByTimeAsync(1700));
    expect(loader()).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('Mirpur');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });

  it('counts the 2 seconds from page load, not from when the layout appears', () => {
    now = 2500;
    renderLayout();
    expect(loader()).not.toBeInTheDocument();
  });

  it('shows again while the router loads the next page', async () => {
    now = 5000;
    const { router, finishLoading } = renderLayout();
    expect(loader()).not.toBeInTheDocument();

    await act(async () => {
      void router.navigate('/slow');
    });
    expect(loader()).toHaveTextContent('Loading...');

    await act(async () => {
      finishLoading();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(loader()).not.toBeInTheDocument();
  });
});
