import { useT } from '@/lib/i18n/locale-provider';
import type { MessageId } from '@/lib/i18n/message-id';
import MarqueeImport from 'react-fast-marquee';
import { interopDefault } from '@/lib/interop-default';
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
 */
export function CityMarquee() {
  const { t } = useT();
  const reduceMotion = usePrefersReducedMotion();
  return (
    <section aria-label={t('marquee.label')} className="below-the-fold bg-teal-800 py-5 text-white">
      <ul className="sr-only">
        {PHRASES.map((phrase) => (
          <li key={phrase}>{t(phrase)}</li>
        ))}
      </ul>
      {/* Each phrase carries the banner's colour, so it stays readable wherever the marquee moves it. */}
      <div aria-hidden="true">
        <Marquee speed={MARQUEE_SPEED} play={!reduceMotion} pauseOnHover autoFill>
          {PHRASES.map((phrase) => (
            <span
              key={phrase}
              className="inline-flex items-center gap-3 bg-teal-800 px-8 text-lg font-semibold"
            >
              <span className="size-2 rounded-full bg-amber-400" />
              {t(phrase)}
            </span>
          ))}
        </Marquee>
      </div>
    </section>
  );
}
