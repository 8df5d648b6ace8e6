import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { useInitialLoading } from '@/components/layout/use-initial-loading';
import { AppShell } from './app-shell';

export function RootLayout() {
  const navigation = useNavigation();
  const initialLoading = useInitialLoading();
  const showLoader = initialLoading || navigation.state === 'loading';
  return (
    <AppShell>
      <Outlet />
      {showLoader ? <PageLoader gentle={!initialLoading} /> : null}
      <ScrollRestoration />
    </AppShell>
  );
}
