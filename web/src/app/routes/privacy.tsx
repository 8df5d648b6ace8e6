import { LegalDocument } from '@/components/ui/legal-document';
import { LegalSection } from '@/components/ui/legal-section';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '@/config/contact';
import { useT } from '@/lib/i18n/locale-provider';
import { loadScreenMessages } from '@/lib/i18n/translator';

/** The page's long texts come with it, not with the first page (lib/i18n/lazy-namespaces.ts). */
export async function loader() {
  await loadScreenMessages('privacy');
  return null;
}

export function Component() {
  const { t, rich } = useT();
  return (
    <LegalDocument
      title={t('privacy.title')}
      updatedNote={t('privacy.updated')}
      intro={<p>{t('privacy.intro')}</p>}
    >
      <LegalSection heading={t('privacy.h1')}>
        <ul className="list-disc space-y-2 pl-5">
          <li>{t('privacy.l1')}</li>
          <li>{t('privacy.l2')}</li>
          <li>{t('privacy.l3')}</li>
        </ul>
      </LegalSection>
      <LegalSection heading={t('privacy.h2')}>
        <p>{t('privacy.p2')}</p>
      </LegalSection>
      <LegalSection heading={t('privacy.h3')}>
        <p>{t('privacy.p3')}</p>
      </LegalSection>
      <LegalSection heading={t('privacy.h4')}>
        <p>
          {rich('privacy.p4', {
            mail: () => (
              <a href={SUPPORT_MAILTO} className="font-medium text-teal-800 underline underline-offset-2">
                {SUPPORT_EMAIL}
              </a>
            ),
          })}
        </p>
      </LegalSection>
      <LegalSection heading={t('privacy.h5')}>
        <p>{t('privacy.p5')}</p>
      </LegalSection>
    </LegalDocument>
  );
}
