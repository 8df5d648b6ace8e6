import { useT } from '@/lib/i18n/locale-provider';
import type { MessageId } from '@/lib/i18n/message-id';
import MarqueeImport from 'react-fast-marquee';
import { interopDefault } from '@/lib/interop-default';
import { useInView } from '@/lib/use-in-view';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';

const Marquee = interopDefault(MarqueeImport);

/** docs/product.md, "Home page": the banner scrolls at speed 60. */
const MARQUEE_SPEED = 60;

const PHRASES = [
  'marquee.dhaka',
  'marquee.chattogram',
  'marquee.sylhet',
  'marquee.khulna',
  'marquee.rajshahi',
  'marquee.barishal',
] as const satisfies readonly MessageId[];

/**
 * The scrolling banner. The moving copy is hidden from screen readers (the
 * marquee repeats its content); they read the same phrases once, as a list.
 * The marquee is built once the banner comes into view: it measures itself as it starts, which
 * lays out the sections below the first screen that the browser would otherwise skip, on the
 * home page's first load (docs/architecture.md, "Keeping the first page light"). Until then the
 * phrases stand still in a row of the same height.
 */
export function CityMarquee() {
  const { t } = useT();
  const reduceMotion = usePrefersReducedMotion();
  const { ref, inView } = useInView<HTMLDivElement>(0);
  // Each phrase carries the banner's colour, so it stays readable wherever the marquee moves it.
  const phrases = PHRASES.map((phrase) => (
    <span key={phrase} className="inline-flex items-center gap-3 bg-teal-800 px-8 text-lg font-semibold">
      <span className="size-2 rounded-full bg-amber-400" />
      {t(phrase)}
    </span>
  ));
  return (
    <section
      aria-label={t('marquee.label')}
      className="below-the-fold bg-teal-800 py-5 text-white [--section-height:1.8rem]"
    >
      <ul className="sr-only">
        {PHRASES.map((phrase) => (
          <li key={phrase}>{t(phrase)}</li>
        ))}
      </ul>
      <div aria-hidden="true" ref={ref}>
        {inView ? (
          <Marquee speed={MARQUEE_SPEED} play={!reduceMotion} pauseOnHover autoFill>
            {phrases}
          </Marquee>
        ) : (
          <div className="flex items-center overflow-hidden whitespace-nowrap">{phrases}</div>
        )}
      </div>
    </section>
  );
}
