import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadMessages, type Catalogue } from './load-messages';
import { rememberLocale, type Locale } from './locale';
import { createTranslator, englishTranslator, setCurrentTranslator, type Translator } from './translator';

interface LocaleState {
  translator: Translator;
  /** Switches the language: fetches its catalogue first, then remembers the choice. */
  setLocale: (locale: Locale) => Promise<void>;
}

const LocaleContext = createContext<LocaleState | null>(null);

/**
 * The chosen language for the whole app. main.tsx loads the first language's catalogue
 * before the first render, so a Bangla visitor never sees English flash; a switch keeps
 * the current language until the other's catalogue has arrived.
 */
export function LocaleProvider({
  initial,
  children,
}: {
  initial: { locale: Locale; messages: Catalogue };
  children: ReactNode;
}) {
  const [shown, setShown] = useState(initial);
  const translator = useMemo(() => {
    const created = createTranslator(shown.locale, shown.messages);
    // Dialogs and the API client, outside React, speak the language the screen shows.
    setCurrentTranslator(created);
    return created;
  }, [shown]);

  useEffect(() => {
    document.documentElement.lang = shown.locale;
  }, [shown.locale]);

  const state = useMemo<LocaleState>(
    () => ({
      translator,
      setLocale: async (locale) => {
        const messages = await loadMessages(locale);
        rememberLocale(locale);
        setShown({ locale, messages });
      },
    }),
    [translator],
  );
  return <LocaleContext.Provider value={state}>{children}</LocaleContext.Provider>;
}

/** The chosen language's messages, numbers and dates; English outside the provider (a component's unit test). */
export function useT(): Translator {
  return useContext(LocaleContext)?.translator ?? englishTranslator;
}

export function useSetLocale(): LocaleState['setLocale'] {
  const state = useContext(LocaleContext);
  return state?.setLocale ?? (async () => {});
}
