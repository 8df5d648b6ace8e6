import { useT } from '@/lib/i18n/locale-provider';
import type { MessageId } from '@/lib/i18n/message-id';
import { banglaDigits } from '@/lib/i18n/locale';
import CountUpImport from 'react-countup';
import { interopDefault } from '@/lib/interop-default';
import { useInView } from '@/lib/use-in-view';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import { SectionHeading } from '@/components/ui/section-heading';

const CountUp = interopDefault(CountUpImport);

/** docs/product.md, "Home page": the figures, the 2 s count, the 0.2 s stagger, the 30 percent threshold. */
const ACHIEVEMENTS = [
  { label: 'achievements.users', value: 8500 },
  { label: 'achievements.projects', value: 1240 },
  { label: 'achievements.happyClients', value: 5400 },
  { label: 'achievements.countries', value: 120 },
] as const satisfies readonly { label: MessageId; value: number }[];
const COUNT_SECONDS = 2;
const STAGGER_MS = 200;
const VISIBLE_THRESHOLD = 0.3;

/** The counters count up from 0 once, when the section is 30 percent in view. */
export function Achievements() {
  const { t, number, locale } = useT();
  const { ref, inView } = useInView<HTMLElement>(VISIBLE_THRESHOLD);
  const reduceMotion = usePrefersReducedMotion();
  return (
    <section
      ref={ref}
      aria-labelledby="achievements-heading"
      className="below-the-fold bg-teal-50 px-4 py-20 [--section-height:30rem] sm:px-6 lg:[--section-height:20rem]"
    >
      <SectionHeading
        id="achievements-heading"
        eyebrow={t('achievements.eyebrow')}
        title={t('achievements.title')}
      >
        {t('achievements.lead')}
      </SectionHeading>
      <ul className="mx-auto grid max-w-6xl grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {ACHIEVEMENTS.map((item, index) => (
          <li
            key={item.label}
            style={reduceMotion ? undefined : { transitionDelay: `${index * STAGGER_MS}ms` }}
            className={`rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-teal-100 sm:p-8 ${
              reduceMotion
                ? ''
                : `transition-[opacity,translate] duration-700 ease-out ${
                    inView ? 'translate-y-0 opacity-100' : 'translate-y-6 opacity-0'
                  }`
            }`}
          >
            <p className="text-4xl font-extrabold text-teal-800 tabular-nums sm:text-5xl">
              {reduceMotion ? (
                number(item.value).replace(/[,٬]/g, '')
              ) : inView ? (
                <CountUp
                  start={0}
                  end={item.value}
                  duration={COUNT_SECONDS}
                  separator=""
                  // Bangla digits while it counts, too (docs/product.md, "Languages").
                  formattingFn={locale === 'en' ? undefined : (value: number) => banglaDigits(String(value))}
                />
              ) : (
                number(0)
              )}
            </p>
            <p className="mt-2 font-semibold text-slate-700">{t(item.label)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
