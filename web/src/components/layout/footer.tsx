import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import {
  OFFICE_ADDRESS,
  SUPPORT_EMAIL,
  SUPPORT_MAILTO,
  SUPPORT_PHONE,
  SUPPORT_PHONE_HREF,
} from '@/config/contact';
import { BrandLogo } from './brand-logo';
import { FooterLinks, footerLinkClass } from './footer-links';
import { scrollToTop } from './scroll-to-top';
import { SocialLinks } from './social-links';

const QUICK_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.addListing, label: 'Add to Find Roommate' },
  { to: paths.browse, label: 'Browse Listings' },
  { to: paths.myListings, label: 'My Listings' },
] as const;

const RESOURCE_LINKS = [
  { to: paths.signUp, label: 'Signup' },
  { to: paths.users, label: 'DashBoard' },
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.terms, label: 'Terms & Conditions' },
] as const;

const DEVELOPER_CREDIT = 'Designed and developed by the Roommate Finder team in Dhaka.';

export function Footer() {
  return (
    <footer className="bg-teal-950 text-teal-50">
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
          <p className="mt-4 text-sm leading-relaxed text-teal-100">
            Roommate Finder connects individuals with compatible roommates based on location, budget,
            lifestyle and interests, from Dhaka to Sylhet and every city in between.
          </p>
          <SocialLinks onNavigate={scrollToTop} />
        </div>

        <FooterLinks title="Quick Links" links={QUICK_LINKS} />
        <FooterLinks title="Resources" links={RESOURCE_LINKS} />

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-amber-300 uppercase">Contact Us</h2>
          <address className="mt-4 space-y-2.5 text-sm text-teal-100 not-italic">
            <p>{OFFICE_ADDRESS}</p>
            <p>
              Email:{' '}
              <a href={SUPPORT_MAILTO} onClick={scrollToTop} className={footerLinkClass}>
                {SUPPORT_EMAIL}
              </a>
            </p>
            <p>
              Phone:{' '}
              <a href={SUPPORT_PHONE_HREF} onClick={scrollToTop} className={footerLinkClass}>
                {SUPPORT_PHONE}
              </a>
            </p>
          </address>
        </div>
      </div>

      <div className="border-t border-teal-900">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-teal-200 sm:px-6">
          © {new Date().getFullYear()} Roommate Finder. All rights reserved. {DEVELOPER_CREDIT}
        </p>
      </div>
    </footer>
  );
}
