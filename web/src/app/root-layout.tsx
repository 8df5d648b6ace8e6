import { Outlet, ScrollRestoration, useNavigation, type Location, type UIMatch } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { useInitialLoading } from '@/components/layout/use-initial-loading';
import { AppShell } from './app-shell';

/**
 * A route's `handle` when its screen scrolls itself into place as it opens (a conversation, to its
 * latest message; docs/product.md, "Conversations").
 */
export const OWN_SCROLL = { ownScroll: true } as const;

/** This load of the page: a reload, or an address opened anew, is another. */
const PAGE_LOAD = Math.random().toString(36).slice(2);

/**
 * The key React Router keeps a page's scroll under, to restore it on Back, Forward and reload: its
 * history entry's (the default). A screen with its own scroll is keyed by this load of the page too.
 * When the page loads, the router restores a saved place a moment after the screen has scrolled
 * itself, and would find one saved by an earlier load: before a reload, or, for an address opened
 * in a tab that showed the app before, that of another page (a tab's first entry of each load has
 * the key 'default'). Within one load, Back and Forward restore in the render the screen opens in,
 * and its own scroll comes after (conversation-view.tsx).
 */
function scrollKey(location: Location, matches: UIMatch[]): string {
  const ownScroll = matches.some((match) => match.handle === OWN_SCROLL);
  return ownScroll ? `${location.key}@${PAGE_LOAD}` : location.key;
}

export function RootLayout() {
  return (
    <AppShell>
      <Outlet />
      <FullPageLoader />
      <ScrollRestoration getKey={scrollKey} />
    </AppShell>
  );
}

/**
 * The full-page loader of the first 2 seconds and of the router's loading state. Its own
 * component, so that when either ends only it renders again, not the page under it.
 */
function FullPageLoader() {
  const navigation = useNavigation();
  const initialLoading = useInitialLoading();
  return initialLoading || navigation.state === 'loading' ? <PageLoader gentle={!initialLoading} /> : null;
}
