import { lazy, Suspense } from 'react';
import { BRAND_NAME } from '@/components/layout/brand-logo';
import { useT } from '@/lib/i18n/locale-provider';
import { loadScreenMessages } from '@/lib/i18n/translator';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { HeroSlider } from '@/features/home/components/hero-slider';
import { useAuth } from '@/features/auth/auth-provider';
import { signedInUser } from '@/features/auth/require-signed-in';
import type { TopMatches as TopMatchesAnswer } from '@/features/matching/api/start-top-matches';
import { TopMatchesLoading } from '@/features/matching/components/top-matches-loading';
import { startFeaturedListings } from '@/features/roommates/api/get-featured-listings';
import { FeaturedRoommates } from '@/features/roommates/components/featured-roommates';

/**
 * What lies below the first screen loads after it, while the 2-second loader
 * shows (docs/architecture.md, "Reading and changing data in the web app"), with the
 * FAQ's words, which the first screen does not need.
 */
const HomeLaterSections = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/home/components/home-later-sections'),
    loadScreenMessages('faq'),
  ]);
  return { default: module.HomeLaterSections };
});

/**
 * The featured list and a signed-in person's best matches are started here
 * and not awaited: the home page shows at once, and each section waits for
 * its own.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return {
    featured: startFeaturedListings(request.signal),
    matches: startTopMatchesLazily(request.signal),
  };
}

/**
 * The matches section's code (the matching contract and zod with it) loads only for a
 * signed-in person, so a visitor's first page stays within its budget
 * (scripts/check-bundle-budget.ts).
 */
const TopMatches = lazy(() =>
  import('@/features/matching/components/top-matches').then((module) => ({ default: module.TopMatches })),
);

function startTopMatchesLazily(signal: AbortSignal): Promise<TopMatchesAnswer> {
  const top = (async (): Promise<TopMatchesAnswer> => {
    if ((await signedInUser()) === null) return { kind: 'visitor' };
    const { startTopMatches } = await import('@/features/matching/api/start-top-matches');
    return startTopMatches(async () => true, signal);
  })();
  // The section shows a failure itself, through <Await>.
  top.catch(() => {});
  return top;
}

export function Component() {
  const { t } = useT();
  const { featured, matches } = useLoaderData<typeof loader>();
  // After a sign-out on this page the loader's answer is about the person who left: show none of it.
  const { user } = useAuth();
  return (
    <>
      <title>{BRAND_NAME}</title>
      <h1 className="sr-only">{t('home.srHeading')}</h1>
      <HeroSlider />
      {user ? (
        <Suspense fallback={<TopMatchesLoading />}>
          <TopMatches matches={matches} />
        </Suspense>
      ) : null}
      <FeaturedRoommates listings={featured} />
      <Suspense fallback={null}>
        <HomeLaterSections />
      </Suspense>
    </>
  );
}
