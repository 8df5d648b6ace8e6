import { Achievements } from './achievements';
import { CityMarquee } from './city-marquee';
import { ContactSupport } from './contact-support';
import { Faq } from './faq';
import { IntroCards } from './intro-cards';

/**
 * The home page's sections below the hero and the featured listings. The home
 * route loads them as a chunk of their own (with the marquee and count-up
 * packages) while the first screen shows, so the first page's JavaScript is
 * only what the first screen needs (scripts/check-bundle-budget.ts).
 */
export function HomeLaterSections() {
  return (
    <>
      <IntroCards />
      <CityMarquee />
      <Achievements />
      <Faq />
      <ContactSupport />
    </>
  );
}
