import { useT } from '@/lib/i18n/locale-provider';
import type { MessageId } from '@/lib/i18n/message-id';
import { SectionHeading } from '@/components/ui/section-heading';

/** docs/product.md, "Home page": what the product offers, in three cards. */
const CARDS = [
  {
    title: 'intro.homeTitle',
    text: 'intro.homeText',
    icon: 'M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
    tone: 'bg-teal-100 text-teal-800',
  },
  {
    title: 'intro.roommateTitle',
    text: 'intro.roommateText',
    icon: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM1 20c0-3.9 3.6-6 8-6s8 2.1 8 6v1H1zm17 1v-1c0-2-.8-3.7-2.2-4.9 3.3.1 6.2 1.8 6.2 4.9v1z',
    tone: 'bg-amber-100 text-amber-800',
  },
  {
    title: 'intro.petTitle',
    text: 'intro.petText',
    icon: 'M5 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm4.5-3a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm5 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM19 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm-7 1c-3 0-7 5.3-7 8.3C5 20 6.3 21 8 21c1.6 0 2.6-1 4-1s2.4 1 4 1c1.7 0 3-1 3-2.7 0-3-4-8.3-7-8.3z',
    tone: 'bg-rose-100 text-rose-800',
  },
] as const satisfies readonly { title: MessageId; text: MessageId; icon: string; tone: string }[];

export function IntroCards() {
  const { t } = useT();
  return (
    <section
      aria-labelledby="intro-heading"
      className="below-the-fold bg-white px-4 py-20 [--section-height:65rem] sm:px-6 sm:[--section-height:59rem] md:[--section-height:33rem] lg:[--section-height:28rem]"
    >
      <SectionHeading id="intro-heading" eyebrow={t('intro.eyebrow')} title={t('intro.title')}>
        {t('intro.lead')}
      </SectionHeading>
      <ul className="mx-auto grid max-w-6xl gap-6 md:grid-cols-3">
        {CARDS.map((card) => (
          <li
            key={card.title}
            className="rounded-3xl border border-slate-200 bg-slate-50 p-8 transition-shadow hover:shadow-lg"
          >
            <span className={`inline-flex size-14 items-center justify-center rounded-2xl ${card.tone}`}>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="currentColor">
                <path d={card.icon} />
              </svg>
            </span>
            <h3 className="mt-6 text-xl font-bold text-slate-900">{t(card.title)}</h3>
            <p className="mt-3 leading-relaxed text-slate-600">{t(card.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
