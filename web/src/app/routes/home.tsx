import { lazy, Suspense } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { HeroSlider } from '@/features/home/components/hero-slider';
import { useAuth } from '@/features/auth/auth-provider';
import { signedInUser } from '@/features/auth/require-signed-in';
import { startTopMatches } from '@/features/matching/api/start-top-matches';
import { TopMatches } from '@/features/matching/components/top-matches';
import { startFeaturedListings } from '@/features/roommates/api/get-featured-listings';
import { FeaturedRoommates } from '@/features/roommates/components/featured-roommates';

/**
 * What lies below the first screen loads after it, while the 2-second loader
 * shows (docs/architecture.md, "Reading and changing data in the web app").
 */
const HomeLaterSections = lazy(async () => ({
  default: (await import('@/features/home/components/home-later-sections')).HomeLaterSections,
}));

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
      {user ? <TopMatches matches={matches} /> : null}
      <FeaturedRoommates listings={featured} />
      <Suspense fallback={null}>
        <HomeLaterSections />
      </Suspense>
    </>
  );
}
