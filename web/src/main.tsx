import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from '@/app/router';
import { initialLoaderGone } from '@/components/layout/use-initial-loading';
import { AuthProvider } from '@/features/auth/auth-provider';
import { englishMessages, loadMessages } from '@/lib/i18n/load-messages';
import { loadFirebase, mayBeSignedIn } from '@/lib/auth-session';
import { initialLocale } from '@/lib/i18n/locale';
import { LocaleProvider } from '@/lib/i18n/locale-provider';
import './index.css';

// The first language's catalogue (for Bangla, with its font) starts loading at once; the first
// render waits for it, so a Bangla visitor never sees English flash. If Bangla's cannot be
// fetched (the connection dropped), the page starts in English rather than not at all; the
// choice stays remembered for the next page.
const chosenLocale = initialLocale();
const firstLanguage = loadMessages(chosenLocale).then(
  (messages) => ({ locale: chosenLocale, messages }),
  () => ({ locale: 'en' as const, messages: englishMessages }),
);

// Everything above ran in the task that ran the app's modules. The router's first match (which
// starts the screen's code and data loading) and the first render each take a task of their own,
// so that no one task holds the main thread long (docs/architecture.md, "Keeping the first page light").
// The screen's code and data load alongside Bangla's catalogue and font, not after them; loaders
// that need the language's texts wait for it (translator.ts, `loadScreenMessages`).
await new Promise((resolve) => setTimeout(resolve, 0));
const router = createRouter();

const { locale, messages } = await firstLanguage;
document.documentElement.lang = locale;

// A browser that signed in before it kept the session hint (lib/auth-session.ts) reads the first
// screen as a visitor; once Auth, loaded after the loader, finds its session, it reads it again.
if (!mayBeSignedIn()) {
  void initialLoaderGone()
    .then(loadFirebase)
    .then(async ({ auth }) => {
      await auth.authStateReady();
      if (auth.currentUser) await router.revalidate();
    })
    .catch(() => {});
}

const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <LocaleProvider initial={{ locale, messages }}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </LocaleProvider>
    </StrictMode>,
  ),
);
