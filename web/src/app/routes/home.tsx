import { BRAND_NAME } from '@/components/layout/brand-logo';
import { useT } from '@/lib/i18n/locale-provider';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Achievements } from '@/features/home/components/achievements';
import { CityMarquee } from '@/features/home/components/city-marquee';
import { ContactSupport } from '@/features/home/components/contact-support';
import { Faq } from '@/features/home/components/faq';
import { HeroSlider } from '@/features/home/components/hero-slider';
import { IntroCards } from '@/features/home/components/intro-cards';
import { startFeaturedListings } from '@/features/roommates/api/get-featured-listings';
import { FeaturedRoommates } from '@/features/roommates/components/featured-roommates';

/**
 * The featured list is started here and not awaited: the home page shows at
 * once, and the featured section waits for it on its own.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return { featured: startFeaturedListings(request.signal) };
}

export function Component() {
  const { t } = useT();
  const { featured } = useLoaderData<typeof loader>();
  return (
    <>
      <title>{BRAND_NAME}</title>
      <h1 className="sr-only">{t('home.srHeading')}</h1>
      <HeroSlider />
      <FeaturedRoommates listings={featured} />
      <IntroCards />
      <CityMarquee />
      <Achievements />
      <Faq />
      <ContactSupport />
    </>
  );
}
