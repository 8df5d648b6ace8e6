import { beforeAll, beforeEach } from 'vitest';
import { paths } from '@/config/paths';
import { loadMessages, type Catalogue } from '@/lib/i18n/load-messages';
import { screensUnderTest, type ScreenLanguage } from './render-routes';
import { session } from './session-mock';

/**
 * Browse Listing for a route test (with `@/lib/firebase` and the auth provider mocked by
 * session-mock, as the test file does): a visitor's screen, in English unless a test chooses
 * Bangla with `inBangla()` before it opens one.
 */
export function browseScreenUnderTest() {
  let bangla: Catalogue;
  /** The language the next screen opens in: English unless a test chooses Bangla. */
  let shown: ScreenLanguage | undefined;
  const openScreen = screensUnderTest([
    { path: paths.browse, lazy: () => import('@/app/routes/browse-listings') },
  ]);

  beforeAll(async () => {
    await import('@/app/routes/browse-listings');
    bangla = await loadMessages('bn');
  }, 120_000);

  beforeEach(() => {
    session.user = null;
    shown = undefined;
  });

  return {
    renderAt: (path: string) => openScreen(path, shown),
    inBangla: () => {
      shown = { locale: 'bn', messages: bangla };
    },
  };
}
