import { useT } from '@/lib/i18n/locale-provider';
import { Spinner } from '@/components/ui/spinner';

/**
 * The full-page loader: a fixed, opaque layer over the page, so the page under it is
 * laid out already and nothing moves when it goes away. `gentle` fades it in
 * after a moment, so that a fast route change does not flash it.
 */
export function PageLoader({ gentle = false }: { gentle?: boolean }) {
  const { t } = useT();
  return (
    <div
      role="status"
      aria-live="polite"
      data-page-loader=""
      className={`fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-slate-50 ${
        gentle ? 'animate-fade-in-late' : ''
      }`}
    >
      <Spinner />
      <p className="text-lg font-semibold text-teal-900">{t('layout.loading')}</p>
    </div>
  );
}
