import { createBrowserRouter } from 'react-router-dom';
import { RootLayout } from './root-layout';

/**
 * SPEC.md's route table. Every screen is its own lazily loaded chunk; route
 * modules export `Component` and, where data is needed before display, `loader`.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);
