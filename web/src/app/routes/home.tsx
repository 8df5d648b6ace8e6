import { lazy, Suspense } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { HeroSlider } from '@/features/home/components/hero-slider';
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
 * The featured list is started here and not awaited: the home page shows at
 * once, and the featured section waits for it on its own.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return { featured: startFeaturedListings(request.signal) };
}

export function Component() {
  const { featured } = useLoaderData<typeof loader>();
  return (
    <>
      <title>Roommate Finder</title>
      <h1 className="sr-only">Roommate Finder: rooms and roommates across Bangladesh</h1>
      <HeroSlider />
      <FeaturedRoommates listings={featured} />
      <Suspense fallback={null}>
        <HomeLaterSections />
      </Suspense>
    </>
  );
}
