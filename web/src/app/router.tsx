import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import * as routes from '@/config/routes';
import type { Route } from '@/config/routes';
import { guarded, type RouteModule } from './guarded';
import { RootErrorBoundary } from './root-error-boundary';
import { RootLayout } from './root-layout';

/** Every route module, each loaded lazily as a chunk of its own, by its path from web/ (as the route table names it). */
const ROUTE_MODULES = Object.fromEntries(
  Object.entries(import.meta.glob<RouteModule>(['./routes/*.tsx', '!./routes/*.test.tsx'])).map(
    ([file, load]) => [file.replace(/^\.\//, 'src/app/'), load],
  ),
);

/** One row of the route table (config/routes.ts) as a child of the root layout. */
export function routeObject({ path, module, guard }: Route): RouteObject {
  const load = ROUTE_MODULES[module];
  if (!load) throw new Error(`The route table names ${module}, which is not a route module`);
  return {
    ...(path === '/' ? { index: true } : { path: path.replace(/^\//, '') }),
    // A moderator's screen is signed-in first; it then checks the `admin` claim itself.
    lazy: guard === 'public' ? load : guarded(load),
  };
}

/**
 * The screens of the route table, each a lazily loaded chunk; route modules export `Component`
 * and, where data is needed before display, `loader`. Made by main.tsx after the app's modules
 * have run, in a task of its own (docs/architecture.md, "Keeping the first page light").
 */
export const createRouter = () =>
  createBrowserRouter([
    {
      path: '/',
      Component: RootLayout,
      // Until the first screen's code has loaded: the same loader the layout shows.
      HydrateFallback: PageLoader,
      ErrorBoundary: RootErrorBoundary,
      children: (Object.values(routes) as Route[]).map(routeObject),
    },
  ]);
