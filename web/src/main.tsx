import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from '@/app/router';
import { AuthProvider } from '@/features/auth/auth-provider';
import { englishMessages, loadMessages } from '@/lib/i18n/load-messages';
import { initialLocale } from '@/lib/i18n/locale';
import { LocaleProvider } from '@/lib/i18n/locale-provider';
import { nextTask } from '@/lib/next-task';
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
await nextTask();
const router = createRouter();

const { locale, messages } = await firstLanguage;
document.documentElement.lang = locale;

const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <LocaleProvider initial={{ locale, messages }}>
        {/* A browser that signed in before it kept the session hint (lib/auth-session.ts) reads the
            first screen as a visitor's; once Auth, loaded after the loader, finds its session, the
            screen is read again with the token. */}
        <AuthProvider onUnexpectedSession={() => void router.revalidate()}>
          <RouterProvider router={router} />
        </AuthProvider>
      </LocaleProvider>
    </StrictMode>,
  ),
);
