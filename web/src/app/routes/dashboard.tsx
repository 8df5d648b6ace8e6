import { useT } from '@/lib/i18n/locale-provider';
/** docs/product.md, "Screens": /dashboard shows only the word Dashboard (the DashBoard links go to /users). */
export function Component() {
  const { t } = useT();
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-5xl items-center justify-center px-4 py-16">
      <title>{t('page.title', { page: t('dashboard.title') })}</title>
      <h1 className="text-4xl font-bold tracking-tight text-teal-900">{t('dashboard.title')}</h1>
    </section>
  );
}
