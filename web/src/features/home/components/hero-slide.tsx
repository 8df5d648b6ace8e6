import { useT } from '@/lib/i18n/locale-provider';
import type { MessageId } from '@/lib/i18n/message-id';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';

export interface HeroSlideContent {
  image: string;
  /** The three phrases the typewriter cycles through. */
  phrases: [MessageId, MessageId, MessageId];
  subtitle: MessageId;
  action: { label: MessageId; to: string };
}

/**
 * What the typewriter line shows: `first`, the first phrase, which stays (a slide out of view, or
 * a person who wants less motion); `waiting`, nothing yet; or a function that draws the typing
 * of the phrases. Only the slider types (hero-carousel.tsx), and it brings the typewriter's code
 * with Swiper's, after the loader: the slide drawn before it came (hero-slider.tsx) waits, as
 * letters typed before the slider would vanish as it came and be typed again.
 */
export type HeroLine = 'first' | 'waiting' | ((phrases: string[]) => ReactNode);

/**
 * One slide: its picture under a dark overlay, the typewriter line, the
 * subtitle and the button. Screen readers get the phrases as plain text
 * rather than a line that changes every 80 ms.
 */
export function HeroSlide({ slide, line }: { slide: HeroSlideContent; line: HeroLine }) {
  const { t } = useT();
  const phrases = slide.phrases.map((phrase) => t(phrase));
  return (
    <div className="relative flex h-full w-full items-center justify-center overflow-hidden">
      <img
        src={slide.image}
        alt=""
        width={1680}
        height={720}
        decoding="async"
        className="absolute inset-0 h-full w-full object-cover"
      />
      <div className="absolute inset-0 bg-gradient-to-b from-slate-950/70 via-slate-950/55 to-slate-950/70" />
      <div className="relative mx-auto max-w-4xl px-12 pb-6 text-center sm:px-20">
        <p className="min-h-[2.5em] text-2xl leading-tight font-extrabold tracking-tight text-white sm:text-4xl md:text-5xl lg:text-6xl">
          <span className="sr-only">{phrases.join('. ')}</span>
          {/* The three phrases, unseen and stacked in one cell, hold the line's size, so
              typing never moves the subtitle and button below it (no layout shift). They
              are drawn by CSS from an attribute, so the line's text is only what is typed. */}
          <span aria-hidden="true" className="grid">
            {phrases.map((phrase) => (
              <span
                key={phrase}
                data-phrase={`${phrase}_`}
                className="invisible col-start-1 row-start-1 before:content-[attr(data-phrase)]"
              />
            ))}
            <span className="col-start-1 row-start-1">
              {line === 'first' ? phrases[0] : line === 'waiting' ? null : line(phrases)}
            </span>
          </span>
        </p>
        <p className="mx-auto mt-2 max-w-2xl text-sm text-teal-50 sm:mt-4 sm:text-lg md:text-xl">
          {t(slide.subtitle)}
        </p>
        <Link
          to={slide.action.to}
          className={buttonClass('accent', 'md', 'mt-4 sm:mt-8 sm:px-7 sm:py-3 sm:text-base')}
        >
          {t(slide.action.label)}
        </Link>
      </div>
    </div>
  );
}
