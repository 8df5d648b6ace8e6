import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

/** Renders the given routes in a memory router opened at one address, as the app's router would. */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter([{ HydrateFallback: () => null, children: routes }], {
    initialEntries: [initialPath],
  });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}
