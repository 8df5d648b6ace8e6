import { lazy, Suspense } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Achievements } from '@/features/home/components/achievements';
import { CityMarquee } from '@/features/home/components/city-marquee';
import { ContactSupport } from '@/features/home/components/contact-support';
import { Faq } from '@/features/home/components/faq';
import { HeroSlider } from '@/features/home/components/hero-slider';
import { IntroCards } from '@/features/home/components/intro-cards';
import { useAuth } from '@/features/auth/auth-provider';
import { signedInUser } from '@/features/auth/require-signed-in';
import { startTopMatches } from '@/features/matching/api/start-top-matches';
import { TopMatchesLoading } from '@/features/matching/components/top-matches-loading';
import { startFeaturedListings } from '@/features/roommates/api/get-featured-listings';
import { FeaturedRoommates } from '@/features/roommates/components/featured-roommates';

/**
 * The matches section's code loads only for a signed-in person, so a
 * visitor's first page stays as small as before (scripts/check-bundle-budget.ts).
 */
const TopMatches = lazy(() =>
  import('@/features/matching/components/top-matches').then((module) => ({ default: module.TopMatches })),
);

/**
 * The featured list and a signed-in person's best matches are started here
 * and not awaited: the home page shows at once, and each section waits for
 * its own.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return {
    featured: startFeaturedListings(request.signal),
    matches: startTopMatches(async () => (await signedInUser()) !== null, request.signal),
  };
}

export function Component() {
  const { featured, matches } = useLoaderData<typeof loader>();
  // After a sign-out on this page the loader's answer is about the person who left: show none of it.
  const { user } = useAuth();
  return (
    <>
      <title>Roommate Finder</title>
      <h1 className="sr-only">Roommate Finder: rooms and roommates across Bangladesh</h1>
      <HeroSlider />
      {user ? (
        <Suspense fallback={<TopMatchesLoading />}>
          <TopMatches matches={matches} />
        </Suspense>
      ) : null}
      <FeaturedRoommates listings={featured} />
      <IntroCards />
      <CityMarquee />
      <Achievements />
      <Faq />
      <ContactSupport />
    </>
  );
}
