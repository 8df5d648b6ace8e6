import { Link } from 'react-router-dom';
import { LegalDocument } from '@/components/ui/legal-document';
import { LegalSection } from '@/components/ui/legal-section';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '@/config/contact';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/locale-provider';
import { loadScreenMessages } from '@/lib/i18n/translator';

const linkClass = 'font-medium text-teal-800 underline underline-offset-2';

/** The page's long texts come with it, not with the first page (lib/i18n/lazy-namespaces.ts). */
export async function loader() {
  await loadScreenMessages('terms');
  return null;
}

export function Component() {
  const { t, rich } = useT();
  return (
    <LegalDocument
      title={t('terms.title')}
      updatedNote={t('terms.updated')}
      intro={
        <p>
          {rich('terms.intro', {
            link: (chunks) => (
              <Link to={paths.privacy} className={linkClass}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      }
    >
      <LegalSection heading={t('terms.h1')}>
        <p>{t('terms.p1')}</p>
      </LegalSection>
      <LegalSection heading={t('terms.h2')}>
        <p>{t('terms.p2a')}</p>
        <p>{t('terms.p2b')}</p>
      </LegalSection>
      <LegalSection heading={t('terms.h3')}>
        <p>{t('terms.p3')}</p>
      </LegalSection>
      <LegalSection heading={t('terms.h4')}>
        <p>{t('terms.p4')}</p>
      </LegalSection>
      <LegalSection heading={t('terms.h5')}>
        <p>{t('terms.p5')}</p>
      </LegalSection>
      <LegalSection heading={t('terms.h6')}>
        <p>
          {rich('terms.p6', {
            mail: () => (
              <a href={SUPPORT_MAILTO} className={linkClass}>
                {SUPPORT_EMAIL}
              </a>
            ),
          })}
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
