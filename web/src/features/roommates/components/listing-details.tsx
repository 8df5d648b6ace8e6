import { useT } from '@/lib/i18n/locale-provider';
import type { ContactHidden, Listing } from '@roommate-finder/contract/listing';
import type { Habits } from '@roommate-finder/contract/profile';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button-class';
import { SafetyNotice } from '@/components/ui/safety-notice';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { daysSinceConfirmed, isStale } from '@/features/roommates/listing-freshness';
import { formatLifestyle, formatRent } from '@/features/roommates/listing-format';
import { DETAIL_FIELD_NAMES, DETAIL_FIELDS, shownDetail } from '@/features/roommates/listing-detail-fields';
import { AvailabilityBadge } from './availability-badge';
import { HouseholdFacts, householdFacts } from './household-facts';
import { ListingGallery } from './listing-gallery';
import { MatchBadge } from './match-badge';
import { MatchReasons } from './match-reasons';

interface ListingDetailsProps {
  listing: Listing;
  /** The line under the name: '{n} people interested' or 'N people liked this'. */
  interest: string;
  /** The Like button of the screen (sent to the server, or counted locally). */
  likeButton: ReactNode;
  /** The reader's own habit answers (their roommate profile), to say a match's reasons about the pair. */
  yourHabits?: Habits | undefined;
  /** A notice above the listing (its owner and moderators: that it is hidden). */
  notice?: ReactNode;
  /** The screen's 'Report' button, beside the Like button. */
  reportButton?: ReactNode;
  /** Where a visitor signs in and comes back here, when the contact details wait for a sign-in. */
  signInPath?: string;
  /** 'Message the owner', under the facts. */
  messageOwner?: ReactNode;
}

/**
 * Every field of a listing (docs/product.md, "Screens": detail and featured details), with 'Go
 * Back' and a Like button; whether the owner's e-mail is verified, when it was last updated or
 * confirmed, and the safety notice (docs/product.md, "Trust and safety").
 */
export function ListingDetails({
  listing,
  interest,
  likeButton,
  yourHabits,
  notice,
  reportButton,
  signInPath,
  messageOwner,
}: ListingDetailsProps) {
  const translator = useT();
  const { t } = translator;
  const { email, contactInfo, contactHidden } = listing;
  const facts: [string, ReactNode][] = [
    ...(email === undefined
      ? []
      : [
          [
            t('fact.email'),
            <a href={`mailto:${email}`} className="break-all text-teal-800 underline underline-offset-2">
              {email}
            </a>,
          ] as [string, ReactNode],
        ]),
    [t('fact.location'), listing.location],
    [t('fact.rent'), formatRent(listing.rentAmount, translator)],
    [t('fact.roomType'), listing.roomType],
    [t('fact.lifestyle'), formatLifestyle(listing.lifestylePreferences)],
    [
      t('fact.contact'),
      contactInfo ?? <ContactHiddenReason why={contactHidden ?? 'sign-in'} signInPath={signInPath} />,
    ],
    [
      t('fact.availability'),
      <span className="flex flex-wrap items-center gap-2">
        <AvailabilityBadge availability={listing.availability} />
        {isStale(listing) ? (
          <span
            data-badge
            className="rounded-full bg-amber-100 px-3 py-0.5 text-sm font-semibold text-amber-950"
          >
            {t('fresh.stale')}
          </span>
        ) : null}
      </span>,
    ],
  ];
  // The Bangladesh facts, each when the listing states it (older listings may not).
  for (const field of DETAIL_FIELD_NAMES) {
    const value = shownDetail(field, listing, translator);
    if (value) facts.push([t(DETAIL_FIELDS[field].fact), value]);
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      {notice}
      <div className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
        <header className="bg-gradient-to-br from-teal-800 to-teal-600 px-6 py-8 text-white sm:px-10">
          {/* What people wrote is theirs: marked so that neither translators nor the language check touch it. */}
          <h1 translate="no" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {listing.title}
          </h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
            <span translate="no" className="text-lg font-medium">
              {listing.name}
            </span>
            {listing.ownerVerified ? <VerifiedBadge /> : null}
          </p>
          <p className="mt-1 text-teal-50" aria-live="polite">
            {interest}
          </p>
          <p className="mt-1 text-sm text-teal-50">
            {t('fresh.updated', { count: daysSinceConfirmed(listing) })}
          </p>
        </header>
        <ListingGallery listing={listing} />
        {listing.match ? (
          <section
            aria-label={t('matches.howItMatches')}
            className="border-b border-slate-100 bg-slate-50 px-6 py-5 sm:px-10"
          >
            <MatchBadge band={listing.match.band} />
            <MatchReasons
              reasons={listing.match.reasons}
              yours={yourHabits}
              theirs={listing.household?.habits}
              className="mt-3"
            />
          </section>
        ) : null}
        <div className="px-6 py-8 sm:px-10">
          <SafetyNotice className="mb-8" />
          <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
            {facts.map(([term, value]) => (
              <div key={term} className="min-w-0">
                <dt className="text-xs font-semibold tracking-wider text-slate-600 uppercase">{term}</dt>
                <dd className="mt-1 break-words text-slate-900">{value}</dd>
              </div>
            ))}
            <div className="sm:col-span-2">
              <dt className="text-xs font-semibold tracking-wider text-slate-600 uppercase">
                {t('fact.description')}
              </dt>
              <dd className="mt-1 leading-relaxed whitespace-pre-line text-slate-800">
                {listing.description}
              </dd>
            </div>
            {listing.household && householdFacts(listing.household).length > 0 ? (
              <div className="sm:col-span-2">
                <dt className="text-xs font-semibold tracking-wider text-slate-600 uppercase">
                  {t('field.household')}
                </dt>
                <dd className="mt-2">
                  <HouseholdFacts household={listing.household} />
                </dd>
              </div>
            ) : null}
          </dl>
          {messageOwner}
          <div className="mt-10 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-6">
            <Link to={paths.home} className={buttonClass('outline')}>
              {t('details.goBack')}
            </Link>
            <div className="flex flex-wrap items-center gap-3">
              {reportButton}
              {likeButton}
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}

/**
 * Why the contact line and e-mail are not shown (docs/product.md, "Contact details"): the owner
 * shows them to signed-in people only, or only to those they replied to in a conversation.
 */
function ContactHiddenReason({ why, signInPath }: { why: ContactHidden; signInPath?: string | undefined }) {
  const { t } = useT();
  if (why === 'conversation') return <span className="text-slate-700">{t('contact.afterReply')}</span>;
  return signInPath ? (
    <Link to={signInPath} className="font-medium text-teal-800 underline underline-offset-2">
      {t('contact.signIn')}
    </Link>
  ) : (
    <span className="text-slate-700">{t('contact.signIn')}</span>
  );
}
