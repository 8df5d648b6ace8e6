import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/locale-provider';
import type { MessageId } from '@/lib/i18n/message-id';
import { SUPPORT_EMAIL, SUPPORT_MAILTO, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@/config/contact';
import { BrandLogo } from './brand-logo';
import { FooterLinks, footerLinkClass } from './footer-links';
import { scrollToTop } from './scroll-to-top';
import { SocialLinks } from './social-links';

const QUICK_LINKS = [
  { to: paths.home, label: 'footer.home' },
  { to: paths.addListing, label: 'footer.addListing' },
  { to: paths.browse, label: 'footer.browse' },
  { to: paths.myListings, label: 'footer.myListings' },
] as const satisfies readonly { to: string; label: MessageId }[];

const RESOURCE_LINKS = [
  { to: paths.signUp, label: 'footer.signUp' },
  { to: paths.users, label: 'footer.dashboard' },
  { to: paths.safety, label: 'footer.safety' },
  { to: paths.privacy, label: 'footer.privacy' },
  { to: paths.terms, label: 'footer.terms' },
] as const satisfies readonly { to: string; label: MessageId }[];

export function Footer() {
  const { t } = useT();
  return (
    <footer className="below-the-fold-footer bg-teal-950 text-teal-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <Link
            to={paths.home}
            preventScrollReset
            onClick={scrollToTop}
            className="inline-block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-amber-300"
          >
            <BrandLogo tone="light" />
          </Link>
          <p className="mt-4 text-sm leading-relaxed text-teal-100">{t('footer.about')}</p>
          <SocialLinks onNavigate={scrollToTop} />
        </div>

        <FooterLinks title={t('footer.quickLinks')} links={QUICK_LINKS} />
        <FooterLinks title={t('footer.resources')} links={RESOURCE_LINKS} />

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-amber-300 uppercase">
            {t('footer.contactUs')}
          </h2>
          <address className="mt-4 space-y-2.5 text-sm text-teal-100 not-italic">
            <p>{t('footer.address')}</p>
            <p className="flex flex-wrap gap-x-1">
              {t('footer.email')}
              <a href={SUPPORT_MAILTO} onClick={scrollToTop} className={footerLinkClass}>
                {SUPPORT_EMAIL}
              </a>
            </p>
            <p className="flex flex-wrap gap-x-1">
              {t('footer.phone')}
              <a href={SUPPORT_PHONE_HREF} onClick={scrollToTop} className={footerLinkClass}>
                {SUPPORT_PHONE}
              </a>
            </p>
          </address>
        </div>
      </div>

      <div className="border-t border-teal-900">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-teal-200 sm:px-6">
          {t('footer.copyright', { year: new Date().getFullYear() })} {t('footer.credit')}
        </p>
      </div>
    </footer>
  );
}
