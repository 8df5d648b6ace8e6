import { useT } from '@/lib/i18n/locale-provider';

/** What the home page's matches section says while its code or its data loads. */
export function TopMatchesLoading() {
  const { t } = useT();
  return (
    <p role="status" className="px-4 py-10 text-center font-medium text-slate-700">
      {t('matches.loading')}
    </p>
  );
}
