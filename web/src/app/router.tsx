import { createBrowserRouter } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { guarded } from './guarded';
import { RootErrorBoundary } from './root-error-boundary';
import { RootLayout } from './root-layout';

/**
 * The screens of docs/product.md ("Screens"), with who may open each.
 * Every screen is its own lazily loaded chunk; route modules export
 * `Component` and, where data is needed before display, `loader`. Made by main.tsx after the
 * app's modules have run, in a task of its own (docs/architecture.md, "Keeping the first page light").
 */
export const createRouter = () =>
  createBrowserRouter([
    {
      path: '/',
      Component: RootLayout,
      // Until the first screen's code has loaded: the same loader the layout shows.
      HydrateFallback: PageLoader,
      ErrorBoundary: RootErrorBoundary,
      children: [
        { index: true, lazy: () => import('./routes/home') },
        { path: 'addfindrommate', lazy: guarded(() => import('./routes/add-listing')) },
        { path: 'browselisting', lazy: () => import('./routes/browse-listings') },
        { path: 'mylisting', lazy: guarded(() => import('./routes/my-listings')) },
        { path: 'users', lazy: guarded(() => import('./routes/users')) },
        { path: 'dashboard', lazy: () => import('./routes/dashboard') },
        { path: 'signin', lazy: () => import('./routes/sign-in') },
        { path: 'signup', lazy: () => import('./routes/sign-up') },
        { path: 'roommate/:id', lazy: () => import('./routes/listing-details') },
        { path: 'updateroommate/:id', lazy: guarded(() => import('./routes/update-listing')) },
        { path: 'featured-roommate-details/:id', lazy: guarded(() => import('./routes/featured-details')) },
        { path: 'profile', lazy: guarded(() => import('./routes/profile')) },
        { path: 'matches', lazy: guarded(() => import('./routes/matches')) },
        { path: 'messages', lazy: guarded(() => import('./routes/messages')) },
        { path: 'messages/:id', lazy: guarded(() => import('./routes/conversation')) },
        { path: 'terms-conditions', lazy: () => import('./routes/terms') },
        { path: 'privacy-policy', lazy: () => import('./routes/privacy') },
        { path: 'safety', lazy: () => import('./routes/safety') },
        // Moderators only: everyone else signed in sees 'Page Not Found' (the route's own check).
        { path: 'admin', lazy: guarded(() => import('./routes/admin')) },
        { path: '*', lazy: () => import('./routes/not-found') },
      ],
    },
  ]);
