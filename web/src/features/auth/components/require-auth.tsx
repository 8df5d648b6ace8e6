import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@/features/auth/auth-provider';
import { signInPathFor } from '@/features/auth/require-signed-in';

/**
 * Guards a route's screen as the session changes (the loader guard,
 * requireSignedIn, runs only on navigation): signing out on a guarded page
 * sends the visitor to /signin, remembering the page.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, initializing } = useAuth();
  const location = useLocation();
  if (initializing) return null;
  if (!user?.email) {
    return <Navigate to={signInPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return children;
}
