import { Link } from 'react-router-dom';
import { LegalDocument } from '@/components/ui/legal-document';
import { LegalSection } from '@/components/ui/legal-section';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '@/config/contact';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      updatedNote="These terms were last updated August 2025."
      intro={
        <p>
          Roommate Finder helps people in Bangladesh find a room or a roommate. By using the site you agree to
          these terms. Please read them together with our{' '}
          <Link to={paths.privacy} className="font-medium text-teal-800 underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
      }
    >
      <LegalSection heading="User responsibilities">
        <p>
          You give true information about yourself and keep your password to yourself. You are responsible for
          what happens under your account. Treat the people you meet through Roommate Finder with respect, and
          take the usual care before you share a home or money with someone: meet in a safe place and see the
          room before you pay anything.
        </p>
      </LegalSection>
      <LegalSection heading="Posting and listings">
        <p>
          A listing must describe a real room or a real search for a roommate, with an honest rent, location
          and availability. Do not post anything unlawful, offensive or misleading, or someone else&apos;s
          personal details. Only you can edit or delete the listings you post; keep them up to date and mark a
          room Not Available once it is taken.
        </p>
        <p>
          The name, email and contact info on a listing are shown to every visitor of the listing&apos;s page.
          Put in a listing only the contact details you are happy to share.
        </p>
      </LegalSection>
      <LegalSection heading="Privacy and data">
        <p>
          We handle your information as our Privacy Policy describes: what we collect, why, who can see it and
          the choices you have.
        </p>
      </LegalSection>
      <LegalSection heading="Limitations">
        <p>
          Roommate Finder brings people together; it is not a party to any agreement between them. We do not
          check every listing or every person, and we cannot promise that a listing is accurate, that a room
          is available or that a roommate will be a good fit. The site is offered as it is, and may sometimes
          be unavailable while we maintain it.
        </p>
      </LegalSection>
      <LegalSection heading="Termination">
        <p>
          We may remove a listing or close an account that breaks these terms. You may stop using Roommate
          Finder at any time and delete your listings yourself; to close your account, write to us.
        </p>
      </LegalSection>
      <LegalSection heading="Acceptance">
        <p>
          By creating an account or using the site you accept these terms. If we change them, the date above
          changes; using the site after that means you accept the new version. Questions are welcome at{' '}
          <a href={SUPPORT_MAILTO} className="font-medium text-teal-800 underline underline-offset-2">
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
