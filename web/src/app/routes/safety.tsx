import { LegalDocument } from '@/components/ui/legal-document';
import { LegalSection } from '@/components/ui/legal-section';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '@/config/contact';
import { useT } from '@/lib/i18n/locale-provider';
import type { MessageId } from '@/lib/i18n/message-id';
import { loadScreenMessages } from '@/lib/i18n/translator';

const linkClass = 'font-medium text-teal-800 underline underline-offset-2';

/** The signs of a scam, as people here meet them. */
const SIGNS: readonly MessageId[] = [
  'safety.signs.cheap',
  'safety.signs.away',
  'safety.signs.rush',
  'safety.signs.code',
  'safety.signs.photos',
  'safety.signs.noVisit',
];

/** The page's long texts come with it, not with the first page (lib/i18n/lazy-namespaces.ts). */
export async function loader() {
  await loadScreenMessages('safety');
  return null;
}

/**
 * /safety (anyone; linked from every listing's safety notice and the footer): how to rent a
 * room or a seat in Bangladesh without losing money or being put in danger, and how to report
 * (docs/product.md, "Trust and safety").
 */
export function Component() {
  const { t, rich } = useT();
  return (
    <LegalDocument
      title={t('safety.title')}
      updatedNote={t('safety.updated')}
      intro={<p>{t('safety.intro')}</p>}
    >
      <LegalSection heading={t('safety.pay.heading')}>
        <p>{t('safety.pay.p1')}</p>
        <p>{t('safety.pay.p2')}</p>
      </LegalSection>
      <LegalSection heading={t('safety.signs.heading')}>
        <p>{t('safety.signs.lead')}</p>
        <ul className="list-disc space-y-1.5 pl-6">
          {SIGNS.map((sign) => (
            <li key={sign}>{t(sign)}</li>
          ))}
        </ul>
      </LegalSection>
      <LegalSection heading={t('safety.check.heading')}>
        <p>{t('safety.check.p1')}</p>
        <p>{t('safety.check.p2')}</p>
        <p>{t('safety.check.p3')}</p>
      </LegalSection>
      <LegalSection heading={t('safety.meet.heading')}>
        <p>{t('safety.meet.p1')}</p>
      </LegalSection>
      <LegalSection heading={t('safety.report.heading')}>
        <p>{t('safety.report.p1')}</p>
        <p>
          {rich('safety.report.p2', {
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
