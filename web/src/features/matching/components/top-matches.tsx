import { useT } from '@/lib/i18n/locale-provider';
import { apiErrorText } from '@/lib/api-client';
import { Suspense } from 'react';
import { Await, Link, useAsyncError } from 'react-router-dom';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button-class';
import { SectionHeading } from '@/components/ui/section-heading';
import { TryAgainButton } from '@/components/ui/try-again-button';
import type { TopMatches as TopMatchesAnswer } from '@/features/matching/api/start-top-matches';
import { MatchCard } from './match-card';
import { ProfileInvitation } from './profile-invitation';
import { TopMatchesLoading } from './top-matches-loading';

/**
 * The home page's section for a signed-in person (docs/product.md, "Home
 * page"): their best matches, or an invitation to make a roommate profile.
 * A visitor sees nothing of it. It loads and fails on its own, as the
 * featured section does.
 */
export function TopMatches({ matches }: { matches: Promise<TopMatchesAnswer> }) {
  const { t } = useT();
  return (
    <Suspense fallback={<TopMatchesLoading />}>
      <Await resolve={matches} errorElement={<TopMatchesFailed />}>
        {(top: TopMatchesAnswer) =>
          top.kind === 'visitor' ? null : (
            <section aria-labelledby="top-matches-heading" className="px-4 py-16 sm:px-6">
              {top.kind === 'no-profile' ? (
                <>
                  <h2 id="top-matches-heading" className="sr-only">
                    {t('matches.title')}
                  </h2>
                  <ProfileInvitation headingLevel={3} />
                </>
              ) : (
                <>
                  <SectionHeading
                    id="top-matches-heading"
                    eyebrow={t('matches.forYou')}
                    title={t('matches.best')}
                  >
                    {t('matches.bestLead')}
                  </SectionHeading>
                  <div className="mx-auto max-w-6xl">
                    {top.listings.length === 0 ? (
                      <p className="text-center text-slate-700">{t('matches.bestNone')}</p>
                    ) : (
                      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                        {top.listings.map((listing) => (
                          <li key={listing._id}>
                            <MatchCard listing={listing} yourHabits={top.yourHabits} />
                          </li>
                        ))}
                      </ol>
                    )}
                    <div className="mt-8 flex flex-wrap justify-center gap-3">
                      <Link to={paths.matches} className={buttonClass('primary')}>
                        {t('matches.all')}
                      </Link>
                      <Link to={paths.profile} className={buttonClass('outline')}>
                        {t('matches.editProfile')}
                      </Link>
                    </div>
                  </div>
                </>
              )}
            </section>
          )
        }
      </Await>
    </Suspense>
  );
}

function TopMatchesFailed() {
  const { t } = useT();
  const error = useAsyncError();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      <p className="font-semibold text-slate-900">{t('matches.loadFailedDot')}</p>
      <p className="text-slate-600">{apiErrorText(error)}</p>
      <TryAgainButton variant="outline" />
    </div>
  );
}
