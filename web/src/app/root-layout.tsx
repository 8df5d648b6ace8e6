import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { useInitialLoading } from '@/components/layout/use-initial-loading';
import { AppShell } from './app-shell';

export function RootLayout() {
  return (
    <AppShell>
      <Outlet />
      <FullPageLoader />
      <ScrollRestoration />
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
