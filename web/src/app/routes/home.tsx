import { Achievements } from '@/features/home/components/achievements';
import { CityMarquee } from '@/features/home/components/city-marquee';
import { ContactSupport } from '@/features/home/components/contact-support';
import { Faq } from '@/features/home/components/faq';
import { HeroSlider } from '@/features/home/components/hero-slider';
import { IntroCards } from '@/features/home/components/intro-cards';
import { FeaturedRoommates } from '@/features/roommates/components/featured-roommates';

export function Component() {
  return (
    <>
      <title>Roommate Finder</title>
      <h1 className="sr-only">Roommate Finder: rooms and roommates across Bangladesh</h1>
      <HeroSlider />
      <FeaturedRoommates />
      <IntroCards />
      <CityMarquee />
      <Achievements />
      <Faq />
      <ContactSupport />
    </>
  );
}
