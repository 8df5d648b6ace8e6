import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { screensUnderTest } from '@/testing/render-routes';
import { RouteErrorPage } from './route-error-page';

/** A list screen whose loader fails with `error`, shown by the page every screen's ErrorBoundary shows. */
const failingWith = (error: Error): RouteObject[] => [
  {
    path: '/users',
    loader: () => {
      throw error;
    },
    Component: () => null,
    ErrorBoundary: () => <RouteErrorPage title="Could not load the users" />,
  },
];

describe('RouteErrorPage: a screen whose data could not be loaded', () => {
  const staleCursor = new ApiError(
    400,
    'cursor is not valid for this sort; start again without a cursor',
    'request/bad-cursor',
  );
  const openStale = screensUnderTest(failingWith(staleCursor));

  it("leads a page whose cursor the API cannot read to the list's first page, not to trying again", async () => {
    openStale('/users?sort=name&cursor=stale&from=21');
    expect(await screen.findByRole('heading', { name: 'Could not load the users' })).toBeInTheDocument();
    expect(screen.getByText(staleCursor.message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'First page' })).toHaveAttribute('href', '/users?sort=name');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('RouteErrorPage: any other failure', () => {
  const openFailed = screensUnderTest(
    failingWith(new ApiError(503, 'The database is unavailable right now.')),
  );

  it('offers to try again', async () => {
    openFailed('/users?cursor=fine');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'First page' })).not.toBeInTheDocument();
  });
});
