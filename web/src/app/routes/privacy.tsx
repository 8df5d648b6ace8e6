import { LegalDocument } from '@/components/ui/legal-document';
import { LegalSection } from '@/components/ui/legal-section';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '@/config/contact';

export function Component() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updatedNote="This policy was last updated August 2025."
      intro={
        <p>
          This policy explains what Roommate Finder knows about you, what it does with that information and
          the choices you have. We collect only what the site needs to work.
        </p>
      }
    >
      <LegalSection heading="Information we collect">
        <ul className="list-disc space-y-2 pl-5">
          <li>
            Your account: name, email address, profile photo address, and when you created the account and
            last signed in. If you sign in with Google, we receive your name, email and photo from Google.
          </li>
          <li>
            Your listings: everything you type into a listing, including its contact info, and the likes you
            give.
          </li>
          <li>Technical logs our servers keep for a short time to keep the site secure and working.</li>
        </ul>
      </LegalSection>
      <LegalSection heading="How we use it">
        <p>
          We use this information to run your account, show your listings, count likes (one per person, never
          on your own listing), list registered users to signed-in members, and protect the site against
          abuse. We do not sell your information and we do not show ads.
        </p>
      </LegalSection>
      <LegalSection heading="Sharing and security">
        <p>
          A listing&apos;s name, email, contact info and details are public: every visitor can see them. Your
          name, photo, email and last sign-in date appear in the users list that signed-in members can see.
          Accounts and data are stored with Google Firebase, which protects them with encryption and access
          controls; nobody reaches the database except through our service.
        </p>
      </LegalSection>
      <LegalSection heading="Your choices">
        <p>
          You can edit or delete your listings at any time, change your password with &quot;Forgot
          password?&quot;, and stop using the site whenever you like. To have your account and its information
          removed, write to{' '}
          <a href={SUPPORT_MAILTO} className="font-medium text-teal-800 underline underline-offset-2">
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </LegalSection>
      <LegalSection heading="Updates to this policy">
        <p>
          When this policy changes, we publish the new version on this page and the date at the top changes
          with it. Continuing to use Roommate Finder after a change means you accept the updated policy.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
