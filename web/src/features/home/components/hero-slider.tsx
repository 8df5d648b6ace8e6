import { useT } from '@/lib/i18n/locale-provider';
import { lazy, Suspense, useState } from 'react';
import { paths } from '@/config/paths';
import { initialLoaderGone } from '@/components/layout/use-initial-loading';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import cityImage from '@/features/home/assets/hero-city.svg?no-inline';
import roomImage from '@/features/home/assets/hero-room.svg?no-inline';
import rooftopImage from '@/features/home/assets/hero-rooftop.svg?no-inline';
import { HeroSlide, type HeroSlideContent } from './hero-slide';
// The slider's styles come with the page, not with Swiper's code after the loader: a stylesheet
// added then has the browser work out the style of the whole page again, in one long task.
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import './hero-slider.css';

const SLIDES: [HeroSlideContent, ...HeroSlideContent[]] = [
  {
    image: cityImage,
    phrases: ['hero.s1p1', 'hero.s1p2', 'hero.s1p3'],
    subtitle: 'hero.s1sub',
    action: { label: 'hero.s1action', to: paths.signUp },
  },
  {
    image: roomImage,
    phrases: ['hero.s2p1', 'hero.s2p2', 'hero.s2p3'],
    subtitle: 'hero.s2sub',
    action: { label: 'hero.s2action', to: paths.browse },
  },
  {
    image: rooftopImage,
    phrases: ['hero.s3p1', 'hero.s3p2', 'hero.s3p3'],
    subtitle: 'hero.s3sub',
    action: { label: 'hero.s3action', to: paths.addListing },
  },
];

/** The slider's box: 16:9 with 300 px at least on a phone, 21:9 with 600 px from md up. */
const BOX = 'aspect-video min-h-[300px] w-full md:aspect-[21/9] md:min-h-[600px]';

/**
 * Swiper (about 30 kB compressed) loads once the first 2 seconds' loader has gone, not with the
 * first page: under the loader nobody can use a slider, and its code and its setting-up would
 * hold back the first drawing of the page on a slow phone. Until it has come, the first slide
 * shows in the same box, so the page draws its hero at once and nothing moves when the slider
 * takes its place (docs/architecture.md, "Keeping the first page light"). Its headline waits
 * for the slider to type it, so that typing starts once, from the first letter.
 */
const HeroCarousel = lazy(async () => {
  await initialLoaderGone();
  return { default: (await import('./hero-carousel')).HeroCarousel };
});

/**
 * The home page's hero: three looping slides with arrows, clickable bullets
 * and the keyboard's arrow keys. It plays by itself unless the person asked
 * for less motion, and a button pauses it, the typing included (WCAG 2.2.2).
 */
export function HeroSlider() {
  const { t } = useT();
  const reduceMotion = usePrefersReducedMotion();
  // null until the person chooses: then it follows their system's motion setting.
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reduceMotion;

  return (
    <section aria-label={t('hero.label')} className="hero-slider relative bg-teal-950">
      <Suspense
        fallback={
          <div className={`relative overflow-hidden ${BOX}`}>
            <div className="absolute inset-0">
              <HeroSlide slide={SLIDES[0]} line={playing ? 'waiting' : 'first'} />
            </div>
          </div>
        }
      >
        <HeroCarousel slides={SLIDES} playing={playing} className={BOX} />
      </Suspense>
      <button
        type="button"
        onClick={() => setChoice(!playing)}
        className="absolute top-3 right-3 z-10 rounded-full bg-slate-950/60 px-3 py-1.5 text-xs font-semibold text-white hover:bg-slate-950/80 focus-visible:outline-2 focus-visible:outline-amber-300"
      >
        {t(playing ? 'hero.pause' : 'hero.play')}
      </button>
    </section>
  );
}
