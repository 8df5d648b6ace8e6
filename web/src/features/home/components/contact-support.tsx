import { useT } from '@/lib/i18n/locale-provider';
import { buttonClass } from '@/components/ui/button-class';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '@/config/contact';

/** docs/product.md, "Contact details": Contact Support opens an e-mail to the address shown in the footer. */
export function ContactSupport() {
  const { t } = useT();
  return (
    <section
      aria-labelledby="support-heading"
      className="below-the-fold bg-white px-4 pb-24 [--section-height:20rem] sm:px-6 sm:[--section-height:17.5rem]"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 rounded-3xl bg-gradient-to-br from-teal-700 to-teal-900 px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <h2 id="support-heading" className="text-2xl font-bold sm:text-3xl">
          {t('support.title')}
        </h2>
        <p className="max-w-xl text-teal-50">{t('support.text', { email: SUPPORT_EMAIL })}</p>
        <a href={SUPPORT_MAILTO} className={buttonClass('accent', 'lg')}>
          {t('support.button')}
        </a>
      </div>
    </section>
  );
}
