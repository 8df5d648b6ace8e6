import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { requireSignedIn } from '@/features/auth/require-signed-in';

export interface RouteModule {
  Component: ComponentType;
  loader?: (args: LoaderFunctionArgs) => unknown;
  ErrorBoundary?: ComponentType;
}

/**
 * Makes a lazily loaded route signed-in only: its loader first waits for the
 * session and redirects a visitor to /signin?redirectTo=..., and its screen
 * follows the session afterwards.
 */
export function guarded(load: () => Promise<RouteModule>) {
  return async () => {
    const { Component, loader, ...rest } = await load();
    return {
      ...rest,
      loader: async (args: LoaderFunctionArgs) => {
        await requireSignedIn(args.request);
        return loader ? loader(args) : null;
      },
      Component: () => (
        <RequireAuth>
          <Component />
        </RequireAuth>
      ),
    };
  };
}
