import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeAll } from 'vitest';
import type { Catalogue } from '@/lib/i18n/load-messages';
import type { Locale } from '@/lib/i18n/locale';
import { LocaleProvider } from '@/lib/i18n/locale-provider';
import { createTranslator, englishTranslator, setCurrentTranslator } from '@/lib/i18n/translator';

/** A language to show the screens in: its locale and catalogue (`await loadMessages('bn')`). */
export interface ScreenLanguage {
  locale: Locale;
  messages: Catalogue;
}

/** Renders the given routes in a memory router opened at one address, as the app's router would. */
function renderRoutes(routes: RouteObject[], initialPath: string, language?: ScreenLanguage) {
  // As main.tsx: the language is chosen before the first loader asks for its screen's messages,
  // which go into that language's catalogue (loadScreenMessages).
  if (language) setCurrentTranslator(createTranslator(language.locale, language.messages));
  const router = createMemoryRouter([{ HydrateFallback: () => null, children: routes }], {
    initialEntries: [initialPath],
  });
  const app = <RouterProvider router={router} />;
  render(language ? <LocaleProvider initial={language}>{app}</LocaleProvider> : app);
  return { router, user: userEvent.setup() };
}

/**
 * The screens a test file renders, loaded once before its tests (a hook of its own, with time to
 * spare): the first import of a screen's module compiles its whole graph on the spot, seconds on
 * a cold two-core machine, which would otherwise count against the first test's wait for what the
 * screen shows. Returns how a test opens them at an address (`renderRoutes`), in English unless
 * it names another language.
 */
export function screensUnderTest(routes: RouteObject[]) {
  beforeAll(async () => {
    await Promise.all(routes.map((route) => (typeof route.lazy === 'function' ? route.lazy() : undefined)));
  }, 120_000);
  // The next test starts in English again (testing/setup.ts).
  afterEach(() => setCurrentTranslator(englishTranslator));
  return (initialPath: string, language?: ScreenLanguage) => renderRoutes(routes, initialPath, language);
}
