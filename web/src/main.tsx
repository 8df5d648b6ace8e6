import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from '@/app/router';
import { AuthProvider } from '@/features/auth/auth-provider';
import { loadMessages } from '@/lib/i18n/load-messages';
import { initialLocale } from '@/lib/i18n/locale';
import { LocaleProvider } from '@/lib/i18n/locale-provider';
import './index.css';

// The first language's catalogue before the first render: a Bangla visitor never sees English flash.
const locale = initialLocale();
const messages = await loadMessages(locale);
document.documentElement.lang = locale;

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
