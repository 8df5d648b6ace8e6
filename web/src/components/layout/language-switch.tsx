import { showError } from '@/components/ui/dialogs';
import { useSetLocale, useT } from '@/lib/i18n/locale-provider';

/**
 * The language switch of the navigation bar (docs/product.md, "Languages"): it names the
 * other language in that language ("বাংলা" in English, "English" in Bangla), marked with
 * its own lang so that screen readers pronounce it right. If the other language's texts cannot be
 * fetched, a dialog says so in the language shown, which stays, and asks for a reload: the browser
 * keeps a failed module fetch for the page's life, so only a new page fetches them again.
 */
export function LanguageSwitch({ onSwitched }: { onSwitched?: () => void }) {
  const { t, locale } = useT();
  const setLocale = useSetLocale();
  const other = locale === 'en' ? 'bn' : 'en';
  return (
    <button
      type="button"
      lang={other}
      onClick={() =>
        void setLocale(other).then(onSwitched, () =>
          showError(t('nav.switchLanguageFailed'), t('nav.switchLanguageFailedText')),
        )
      }
      className="block w-full rounded-full border border-teal-700 px-4 py-1.5 text-sm font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 lg:w-auto"
    >
      {t('nav.switchLanguage')}
    </button>
  );
}
