import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { beforeAll } from 'vitest';

/** Renders the given routes in a memory router opened at one address, as the app's router would. */
function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter([{ HydrateFallback: () => null, children: routes }], {
    initialEntries: [initialPath],
  });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

/**
 * The screens a test file renders, loaded once before its tests (a hook of its own, with time to
 * spare): the first import of a screen's module compiles its whole graph on the spot, seconds on
 * a cold two-core machine, which would otherwise count against the first test's wait for what the
 * screen shows. Returns how a test opens them at an address (`renderRoutes`).
 */
export function screensUnderTest(routes: RouteObject[]) {
  beforeAll(async () => {
    await Promise.all(routes.map((route) => (typeof route.lazy === 'function' ? route.lazy() : undefined)));
  }, 120_000);
  return (initialPath: string) => renderRoutes(routes, initialPath);
}
